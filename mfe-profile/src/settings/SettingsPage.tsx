import {
  Alert,
  Box,
  Button,
  Card,
  Checkbox,
  Field,
  Heading,
  IconButton,
  Input,
  InputGroup,
  NativeSelect,
  PageHeading,
  SimpleGrid,
  Skeleton,
  Stack,
  Text,
  isApiError,
  notify,
  useAuth,
  useFieldError,
} from '@chargevalet/platform';
import {
  UnsavedChangesModal,
  useUnsavedChangesGuard,
} from '@chargevalet/platform/forms';
import {
  formatPhone,
} from '@chargevalet/platform/forms';
import { CAR_TYPES, normalizeLicensePlate, settingsFormSchema, type CustomerProfile, type SettingsForm, type SettingsFormInput } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import { useEffect, useState, type FocusEvent, type ReactNode } from 'react';
import { Controller, useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { ChangeEmailModal } from './ChangeEmailModal';
import { ChangePasswordModal } from './ChangePasswordModal';
import { ChangePhoneModal } from './ChangePhoneModal';
import { SETTINGS_NS } from './i18n';
import { CUSTOMER_QUERY_KEY, fetchCustomer, saveCustomer, settingsErrorField, toSettingsForm } from './settingsApi';

type ModalId = 'email' | 'phone' | 'password' | null;

function PencilIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" aria-hidden="true" focusable="false">
      <path d="M12 20h9" />
      <path d="M16.5 3.5a2.1 2.1 0 0 1 3 3L7 19l-4 1 1-4Z" />
    </svg>
  );
}

function Section({ title, children }: { title: string; children: ReactNode }) {
  const id = `settings-${title.replace(/\W+/g, '-').toLowerCase()}`;
  return (
    <Card.Root as="section" aria-labelledby={id} variant="outline" borderRadius="xl">
      <Card.Body gap={5} p={{ base: 4, md: 6 }}>
        <Heading as="h2" id={id} fontSize="lg">
          {title}
        </Heading>
        {children}
      </Card.Body>
    </Card.Root>
  );
}

/** A read-only value with an edit button that opens its change modal (e-mail, phone, password). */
function ReadOnlyField({ label, value, editLabel, onEdit, type = 'text' }: { label: string; value: string; editLabel: string; onEdit(): void; type?: string }) {
  return (
    <Field label={label} readOnly>
      <InputGroup
        endElement={
          <IconButton type="button" variant="ghost" size="sm" me="-2" aria-label={editLabel} title={editLabel} onClick={onEdit} colorPalette="brand">
            <PencilIcon />
          </IconButton>
        }
      >
        <Input value={value} readOnly type={type} bg="bg.muted" />
      </InputGroup>
    </Field>
  );
}

/** Route /profile/settings (SPEC §2, §3, §5, §8): the customer's settings. */
export function SettingsPage() {
  const { t } = useTranslation(SETTINGS_NS);
  const query = useQuery({ queryKey: CUSTOMER_QUERY_KEY, queryFn: fetchCustomer, retry: false });

  useEffect(() => {
    const previous = document.title;
    document.title = t('documentTitle');
    return () => {
      document.title = previous;
    };
  }, [t]);

  return (
    <Box maxW="4xl">
      <PageHeading title={t('title')} description={t('description')} />
      {query.isPending && (
        <Stack gap={4} role="status" aria-busy="true" aria-label={t('loading')}>
          <Skeleton h="40" borderRadius="xl" />
          <Skeleton h="40" borderRadius="xl" />
        </Stack>
      )}
      {query.isError && (
        <Alert.Root status="error" borderRadius="md" role="alert">
          <Alert.Indicator />
          <Alert.Content>
            <Alert.Title>{t('loadFailed')}</Alert.Title>
          </Alert.Content>
          <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
            {t('retry')}
          </Button>
        </Alert.Root>
      )}
      {query.data && <SettingsFormView profile={query.data} />}
    </Box>
  );
}

function SettingsFormView({ profile }: { profile: CustomerProfile }) {
  const { t } = useTranslation(SETTINGS_NS);
  const errorText = useFieldError();
  const queryClient = useQueryClient();
  const [modal, setModal] = useState<ModalId>(null);
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const form = useForm<SettingsFormInput, unknown, SettingsForm>({
    resolver: zodResolver(settingsFormSchema),
    defaultValues: toSettingsForm(profile),
  });
  const {
    register,
    control,
    setValue,
    setError,
    handleSubmit,
    reset,
    getValues,
    watch,
    formState: { errors, isSubmitting, isDirty },
  } = form;
  const guard = useUnsavedChangesGuard(isDirty);

  const trimmed = (name: FieldPath<SettingsFormInput>, maxLength?: number) => ({
    ...register(name, {
      onBlur: (event: FocusEvent<HTMLInputElement>) => {
        const value = event.target.value.trim();
        if (value !== event.target.value) setValue(name, value, { shouldDirty: true });
      },
    }),
    ...(maxLength ? { maxLength } : {}),
  });

  const refreshUser = () => useAuth.getState().fetchUser().catch(() => null);

  const onSubmit = async (values: SettingsForm) => {
    setFormAlert(null);
    try {
      const saved = await saveCustomer(values);
      notify({ type: 'success', title: t('saved') });
      // the frame shows the signed-in user's name
      void refreshUser();
      const next: SettingsFormInput = { ...getValues(), firstName: saved.first_name, lastName: saved.last_name, phone: saved.phone ?? '', email: saved.email, zipCode: values.zipCode };
      reset(next);
      queryClient.setQueryData<CustomerProfile>(CUSTOMER_QUERY_KEY, (old) =>
        old
          ? {
              ...old,
              first_name: saved.first_name,
              last_name: saved.last_name,
              phone: saved.phone,
              email: saved.email,
              billing_address: values.billingAddress.street,
              zip_code: values.zipCode,
              marketing_consent: values.marketingConsent,
              car:
                values.carType !== ''
                  ? { car_type: values.carType, license_plate: normalizeLicensePlate(values.licensePlate), brand: values.brand, model: values.model, color: values.color }
                  : old.car,
            }
          : old,
      );
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const unplaced: string[] = [];
        let first = true;
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const target = settingsErrorField(field);
          if (!target) {
            unplaced.push(...messages);
            continue;
          }
          setError(target, { type: 'server', message: messages.join(' ') }, { shouldFocus: first });
          first = false;
        }
        if (unplaced.length || first) setFormAlert(unplaced.length ? unplaced.join(' ') : error.message);
        return;
      }
      notify({ type: 'error', title: t('errorTitle'), description: t('saveFailed') });
    }
  };

  /** A value saved elsewhere (change modals): the new default, without touching the user's other edits. */
  const acceptSaved = (patch: Partial<SettingsFormInput>) => {
    reset({ ...(form.formState.defaultValues as SettingsFormInput), ...patch }, { keepDirtyValues: true });
  };

  const updateSaved = (patch: Partial<CustomerProfile>) => {
    queryClient.setQueryData<CustomerProfile>(CUSTOMER_QUERY_KEY, (old) => (old ? { ...old, ...patch } : old));
  };

  const email = watch('email') ?? '';
  const phone = watch('phone') ?? '';

  return (
    <>
      <form onSubmit={handleSubmit(onSubmit)} noValidate aria-label={t('title')}>
        <Stack gap={6}>
          {formAlert && (
            <Alert.Root status="error" borderRadius="md" role="alert">
              <Alert.Indicator />
              <Alert.Title>{formAlert}</Alert.Title>
            </Alert.Root>
          )}
          <Section title={t('sections.personal')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <Field label={t('fields.firstName')} error={errors.firstName} required>
                <Input autoComplete="given-name" {...trimmed('firstName', 30)} />
              </Field>
              <Field label={t('fields.lastName')} error={errors.lastName} required>
                <Input autoComplete="family-name" {...trimmed('lastName', 30)} />
              </Field>
              <Box>
                <ReadOnlyField label={t('fields.phone')} value={formatPhone(phone)} editLabel={t('editPhone')} onEdit={() => setModal('phone')} />
                {errors.phone && (
                  <Text color="fg.error" fontSize="sm" mt={1.5} role="alert">
                    {errorText(errors.phone.message)}
                  </Text>
                )}
              </Box>
            </SimpleGrid>
          </Section>

          <Section title={t('sections.billing')}>
            <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
              <Box gridColumn={{ md: 'span 2' }}>
                <Field label={t('fields.street')} error={errors.billingAddress?.street} required>
                  <Input autoComplete="street-address" {...trimmed('billingAddress.street', 255)} />
                </Field>
              </Box>
              <Field label={t('fields.zipCode')} error={errors.zipCode} required>
                <Input autoComplete="postal-code" inputMode="numeric" {...trimmed('zipCode', 10)} />
              </Field>
            </SimpleGrid>
          </Section>

          <Section title={t('sections.car')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <Field label={t('fields.carType')} error={errors.carType} required>
                <NativeSelect.Root>
                  <NativeSelect.Field {...register('carType')}>
                    <option value="">{t('fields.carTypePlaceholder')}</option>
                    {CAR_TYPES.map((type) => (
                      <option key={type} value={type}>
                        {t(`fields.${type}`)}
                      </option>
                    ))}
                  </NativeSelect.Field>
                  <NativeSelect.Indicator />
                </NativeSelect.Root>
              </Field>
              <Field label={t('fields.licensePlate')} error={errors.licensePlate} required>
                <Input autoCapitalize="characters" {...trimmed('licensePlate', 15)} />
              </Field>
              <Field label={t('fields.brand')} error={errors.brand} helperText={t('fields.optional')}>
                <Input {...trimmed('brand', 100)} />
              </Field>
              <Field label={t('fields.model')} error={errors.model} helperText={t('fields.optional')}>
                <Input {...trimmed('model', 100)} />
              </Field>
              <Field label={t('fields.color')} error={errors.color} helperText={t('fields.optional')}>
                <Input {...trimmed('color', 100)} />
              </Field>
            </SimpleGrid>
          </Section>

          <Section title={t('sections.account')}>
            <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
              <ReadOnlyField label={t('fields.email')} value={email} editLabel={t('editEmail')} onEdit={() => setModal('email')} />
              <ReadOnlyField label={t('fields.password')} value="••••••••••" editLabel={t('editPassword')} onEdit={() => setModal('password')} />
            </SimpleGrid>
          </Section>

          <Section title={t('sections.marketing')}>
            <Controller
              control={control}
              name="marketingConsent"
              render={({ field }) => (
                <Checkbox.Root
                  checked={field.value}
                  onCheckedChange={(details) => field.onChange(details.checked === true)}
                  colorPalette="brand"
                  alignItems="flex-start"
                >
                  <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                  <Checkbox.Control mt="0.5" />
                  <Checkbox.Label fontWeight="normal">{t('fields.marketingConsent')}</Checkbox.Label>
                </Checkbox.Root>
              )}
            />
          </Section>

          <Stack direction={{ base: 'column-reverse', sm: 'row' }} gap={3} justify="flex-end" align={{ base: 'stretch', sm: 'center' }}>
            {isDirty && (
              <Text color="fg.muted" fontSize="sm" me={{ sm: 'auto' }} role="status">
                {t('unsavedHint')}
              </Text>
            )}
            <Button type="button" variant="outline" disabled={!isDirty || isSubmitting} onClick={() => guard.guard(() => reset(), 'discard')}>
              {t('discard')}
            </Button>
            <Button type="submit" colorPalette="brand" loading={isSubmitting} loadingText={t('saving')}>
              {t('save')}
            </Button>
          </Stack>
        </Stack>
      </form>

      <ChangeEmailModal
        open={modal === 'email'}
        currentEmail={email}
        onClose={() => setModal(null)}
        onChanged={(changed) => {
          acceptSaved({ email: changed });
          updateSaved({ email: changed });
          void refreshUser();
        }}
      />
      <ChangePhoneModal
        open={modal === 'phone'}
        onClose={() => setModal(null)}
        onChanged={(changed) => {
          acceptSaved({ phone: changed });
          updateSaved({ phone: changed });
        }}
      />
      <ChangePasswordModal open={modal === 'password'} onClose={() => setModal(null)} />
      <UnsavedChangesModal kind={guard.asking} onStay={guard.stay} onLeave={guard.leave} />
    </>
  );
}
