import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import type { z } from 'zod';
import { Button, CloseButton, Dialog, Field, Input, Link, Portal, Stack, Text, isApiError, notify, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { loginRequestSchema, type LoginRequest } from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import './texts';

type LoginFormInput = z.input<typeof loginRequestSchema>;

export interface LoginDialogProps {
  open: boolean;
  onClose(): void;
  /** Pre-filled e-mail (the guest's). */
  email?: string;
}

/**
 * "Open login" of the payment step (SPEC §5 duplicates, §7 {log_in_link}): log in without leaving the wizard, so
 * the booking continues as the signed-in customer with every detail kept.
 */
export function LoginDialog({ open, onClose, email = '' }: LoginDialogProps) {
  const { t } = useTranslation(BOOKING_NS);
  const login = useAuth((s) => s.login);
  const [formError, setFormError] = useState<string | null>(null);
  const {
    register,
    handleSubmit,
    setError,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginRequest>({ resolver: zodResolver(loginRequestSchema), values: { email, password: '' } });

  const onSubmit = handleSubmit(async (values) => {
    setFormError(null);
    try {
      await login(values);
      notify({ type: 'success', title: t('login.success') });
      onClose();
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const emailErrors = error.fieldErrors.email ?? [];
        const passwordErrors = error.fieldErrors.password ?? [];
        if (emailErrors.length) setError('email', { message: emailErrors.join(' ') });
        if (passwordErrors.length) setError('password', { message: passwordErrors.join(' ') });
        if (!emailErrors.length && !passwordErrors.length) setFormError(error.message);
        return;
      }
      setFormError(isApiError(error) ? error.message : t('payment.oops'));
    }
  });

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content data-testid="login-dialog">
            <Dialog.Header>
              <Dialog.Title>{t('login.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <form id="booking-login-form" onSubmit={onSubmit} noValidate>
                <Stack gap="4">
                  <Text color="fg.muted" fontSize="sm">
                    {t('login.text')}
                  </Text>
                  <Field label={t('login.email')} error={errors.email} required>
                    <Input type="email" autoComplete="email" {...register('email')} />
                  </Field>
                  <Field label={t('login.password')} error={errors.password} required>
                    <Input type="password" autoComplete="current-password" {...register('password')} />
                  </Field>
                  <Link asChild fontSize="sm" colorPalette="brand" alignSelf="flex-start">
                    <RouterLink to="/forgot-password">{t('login.forgot')}</RouterLink>
                  </Link>
                  {formError && (
                    <Text color="fg.error" fontSize="sm" role="alert">
                      {formError}
                    </Text>
                  )}
                </Stack>
              </form>
            </Dialog.Body>
            <Dialog.Footer>
              <Button variant="outline" onClick={onClose}>
                {t('login.cancel')}
              </Button>
              <Button type="submit" form="booking-login-form" colorPalette="brand" loading={isSubmitting}>
                {t('login.submit')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('login.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
