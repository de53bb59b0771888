import { Box, Button, Checkbox, Field, Link, SimpleGrid, Stack, Text, Input, useFieldError } from '@chargevalet/platform';
import { PhoneInput } from '@chargevalet/platform/forms';
import { PASSWORD_MAX, type RegistrationForm, type RegistrationFormInput } from '@chargevalet/contract';
import type { ReactNode } from 'react';
import { Controller, type UseFormReturn } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Trans } from '@chargevalet/platform/trans';
import { Link as RouterLink } from 'react-router-dom';
import { PasswordInput } from '@chargevalet/platform/forms';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { registerTrimmed } from './trimOnBlur';

/** The terms link inside the checkbox label (opens in a new tab so the form keeps its values). */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to={PATHS.terms} target="_blank" rel="noopener">
        {children}
      </RouterLink>
    </Link>
  );
}

export interface RegisterFormProps {
  form: UseFormReturn<RegistrationFormInput, unknown, RegistrationForm>;
  onNext(values: RegistrationForm): Promise<void>;
}

/** Step 0 of registration (SPEC §3 "Registration data"): personal data, billing address, password, terms. */
export function RegisterForm({ form, onNext }: RegisterFormProps) {
  const { t } = useTranslation(SHELL_NS);
  const errorText = useFieldError();
  const {
    register,
    setValue,
    control,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = form;
  const trimmed = (name: Parameters<typeof registerTrimmed<RegistrationFormInput>>[2], maxLength?: number) =>
    registerTrimmed(register, setValue, name, { maxLength });

  return (
    <form onSubmit={handleSubmit(onNext)} noValidate aria-labelledby="register-title">
      <Stack gap={5}>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field label={t('register.firstname')} error={errors.firstname} required>
            <Input autoComplete="given-name" autoFocus {...trimmed('firstname', 30)} />
          </Field>
          <Field label={t('register.lastname')} error={errors.lastname} required>
            <Input autoComplete="family-name" {...trimmed('lastname', 30)} />
          </Field>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field label={t('register.phone')} error={errors.phone} required helperText={t('register.phoneHint')}>
            <Controller
              control={control}
              name="phone"
              render={({ field, fieldState }) => (
                <PhoneInput
                  ref={field.ref}
                  name={field.name}
                  value={field.value}
                  onChange={field.onChange}
                  onBlur={field.onBlur}
                  invalid={Boolean(fieldState.error)}
                />
              )}
            />
          </Field>
          <Field label={t('register.email')} error={errors.email} required>
            <Input type="email" inputMode="email" autoComplete="email" {...trimmed('email')} />
          </Field>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 3 }} gap={5}>
          <Box gridColumn={{ md: 'span 2' }}>
            <Field label={t('register.street')} error={errors.address?.street} required helperText={t('register.streetHint')}>
              <Input autoComplete="street-address" {...trimmed('address.street', 255)} />
            </Field>
          </Box>
          <Field label={t('register.zipCode')} error={errors.address?.zip_code} required>
            <Input autoComplete="postal-code" inputMode="numeric" {...trimmed('address.zip_code', 10)} />
          </Field>
        </SimpleGrid>
        <SimpleGrid columns={{ base: 1, md: 2 }} gap={5}>
          <Field label={t('register.password')} error={errors.password} required helperText={t('register.passwordHint')}>
            <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} {...register('password')} />
          </Field>
          <Field label={t('register.passwordConfirmation')} error={errors.password_confirmation} required>
            <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} {...register('password_confirmation')} />
          </Field>
        </SimpleGrid>
        <Controller
          control={control}
          name="accept_terms_and_conditions"
          render={({ field, fieldState }) => (
            <Field.Root invalid={Boolean(fieldState.error)} required>
              <Checkbox.Root
                checked={field.value === true}
                onCheckedChange={(details) => field.onChange(details.checked === true)}
                colorPalette="brand"
                alignItems="flex-start"
              >
                <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
                <Checkbox.Control mt="0.5" />
                <Checkbox.Label fontWeight="normal">
                  <Trans
                    t={t}
                    i18nKey="register.acceptTerms"
                    components={{ terms: <TermsLink /> }}
                  />
                </Checkbox.Label>
              </Checkbox.Root>
              {fieldState.error && <Field.ErrorText>{errorText(fieldState.error.message)}</Field.ErrorText>}
            </Field.Root>
          )}
        />
        <Controller
          control={control}
          name="marketing_consent"
          render={({ field }) => (
            <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="brand" alignItems="flex-start">
              <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} />
              <Checkbox.Control mt="0.5" />
              <Checkbox.Label fontWeight="normal">{t('register.marketingConsent')}</Checkbox.Label>
            </Checkbox.Root>
          )}
        />
        <Text fontSize="sm" color="fg.muted">
          {t('register.codeNotice')}
        </Text>
        <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('register.checking')}>
          {t('register.next')}
        </Button>
      </Stack>
    </form>
  );
}
