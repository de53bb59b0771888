import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useTranslation } from 'react-i18next';
import { driverUpdateSchema, type DriverUpdate } from '@chargevalet/contract';
import { Button, Checkbox, Field, HStack, Input, Stack, Text, isApiError, notify, useFieldError } from '@chargevalet/platform';
import { DRIVERS_NS } from './texts';

export interface DriverFormProps {
  initial: DriverUpdate;
  /** The add form has no active switch: a new driver is active. */
  withActive: boolean;
  onSubmit(values: DriverUpdate): Promise<unknown>;
  onCancel(): void;
}

const FIELDS = ['first_name', 'last_name', 'phone', 'email', 'is_active'] as const;

/** First and last name, phone, e-mail (and active): SPEC §5 rules in the browser, the server's 422 on the fields. */
export function DriverForm({ initial, withActive, onSubmit, onCancel }: DriverFormProps) {
  const { t } = useTranslation(DRIVERS_NS);
  const translate = useFieldError();
  const {
    register,
    handleSubmit,
    setError,
    setValue,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = useForm<DriverUpdate>({ resolver: zodResolver(driverUpdateSchema), defaultValues: initial });

  const submit = handleSubmit(async (values) => {
    try {
      await onSubmit(values);
    } catch (error) {
      const fieldErrors = isApiError(error) && error.status === 422 ? ((error.body as { errors?: Record<string, string[]> }).errors ?? {}) : null;
      if (!fieldErrors) {
        notify({ type: 'error', title: t('errorTitle'), description: t('oops') });
        return;
      }
      for (const field of FIELDS) if (fieldErrors[field]?.length) setError(field, { message: fieldErrors[field].join(' ') });
    }
  });

  return (
    <form onSubmit={(event) => void submit(event)} noValidate>
      <Stack gap="4" maxW="md">
        <Field label={t('form.firstName')} error={errors.first_name} required>
          <Input autoComplete="off" {...register('first_name')} />
        </Field>
        <Field label={t('form.lastName')} error={errors.last_name} required>
          <Input autoComplete="off" {...register('last_name')} />
        </Field>
        <Field label={t('form.phone')} error={errors.phone} required>
          <Input type="tel" autoComplete="off" {...register('phone')} />
        </Field>
        <Field label={t('form.email')} error={errors.email} required>
          <Input type="email" autoComplete="off" {...register('email')} />
        </Field>
        {withActive && (
          <Stack gap="1">
            <Checkbox.Root checked={watch('is_active')} onCheckedChange={(details) => setValue('is_active', details.checked === true, { shouldDirty: true })}>
              <Checkbox.HiddenInput />
              <Checkbox.Control />
              <Checkbox.Label>{t('form.active')}</Checkbox.Label>
            </Checkbox.Root>
            {errors.is_active?.message && (
              <Text color="fg.error" fontSize="sm" role="alert">
                {translate(errors.is_active.message)}
              </Text>
            )}
          </Stack>
        )}
        <HStack gap="2">
          <Button type="submit" colorPalette="brand" loading={isSubmitting} disabled={withActive && !isDirty}>
            {t('form.save')}
          </Button>
          <Button variant="outline" onClick={onCancel}>
            {t('form.cancel')}
          </Button>
        </HStack>
      </Stack>
    </form>
  );
}
