import { Alert, Box, Button, Container, Field, Heading, Link, Stack, Text, api, isApiError, landingPathFor, notify, useAuth, useFieldError } from '@chargevalet/platform';
import { ACCOUNT_PATHS, PASSWORD_MAX, resetPasswordFormSchema, resetPasswordResponseSchema, type ResetPasswordForm } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink, useNavigate, useSearchParams } from 'react-router-dom';
import { PasswordInput } from '@chargevalet/platform/forms';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { useDocumentTitle } from '@chargevalet/platform';

/**
 * Route `/reset-password?token=…&email=…` ("create new password", SPEC §2, §8): new password and confirmation →
 * POST /reset-password → "Password successfully updated", signed in (GET /api/user) and on to the role's landing
 * path. 422 on password / confirmation → on the fields; on email (invalid or expired link) → the way to a new link.
 */
export function ResetPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const errorText = useFieldError();
  const navigate = useNavigate();
  const fetchUser = useAuth((s) => s.fetchUser);
  const [params] = useSearchParams();
  const token = params.get('token') ?? '';
  const email = params.get('email') ?? '';
  const [linkError, setLinkError] = useState<string | null>(token && email ? null : 'validation.resetTokenInvalid');
  useDocumentTitle(t('password.reset.documentTitle'));
  const {
    register,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ResetPasswordForm>({ resolver: zodResolver(resetPasswordFormSchema), defaultValues: { password: '', password_confirmation: '' } });

  const onSubmit = async (values: ResetPasswordForm) => {
    try {
      await api.post(ACCOUNT_PATHS.resetPassword, { token, email, ...values }, { schema: resetPasswordResponseSchema });
    } catch (error) {
      if (isApiError(error) && error.status === 422) {
        const { password = [], password_confirmation: confirmation = [], email: emailErrors = [], token: tokenErrors = [] } = error.fieldErrors;
        if (password.length) setError('password', { type: 'server', message: password.join(' ') }, { shouldFocus: true });
        if (confirmation.length) setError('password_confirmation', { type: 'server', message: confirmation.join(' ') }, { shouldFocus: !password.length });
        if (emailErrors.length || tokenErrors.length) setLinkError([...emailErrors, ...tokenErrors].join(' '));
        if (password.length || confirmation.length || emailErrors.length || tokenErrors.length) return;
      }
      notify({ type: 'error', title: t('password.errorTitle'), description: isApiError(error) ? error.message : t('password.oops') });
      return;
    }
    notify({ type: 'success', title: t('password.reset.success') });
    const user = await fetchUser().catch(() => null);
    navigate(user ? landingPathFor(user.role) : PATHS.login, { replace: true });
  };

  return (
    <Container maxW="md" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Box p={{ base: 6, md: 8 }} borderRadius="2xl" borderWidth="1px" borderColor="border" bg="bg.panel" boxShadow="sm">
        <Stack gap={2} mb={6}>
          <Heading as="h1" id="reset-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('password.reset.title')}
          </Heading>
          {email && (
            <Text color="fg.muted" wordBreak="break-word">
              {t('password.reset.subtitle', { email })}
            </Text>
          )}
        </Stack>
        {linkError ? (
          <Stack gap={4}>
            <Alert.Root status="warning" borderRadius="md" role="alert">
              <Alert.Indicator />
              <Alert.Title>{errorText(linkError)}</Alert.Title>
            </Alert.Root>
            <Button asChild colorPalette="brand">
              <RouterLink to={PATHS.forgotPassword}>{t('password.reset.newLink')}</RouterLink>
            </Button>
          </Stack>
        ) : (
          <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="reset-title">
            <Stack gap={5}>
              <Field label={t('password.reset.password')} error={errors.password} required helperText={t('password.reset.passwordHint')}>
                <PasswordInput autoComplete="new-password" autoFocus maxLength={PASSWORD_MAX} {...register('password')} />
              </Field>
              <Field label={t('password.reset.confirmation')} error={errors.password_confirmation} required>
                <PasswordInput autoComplete="new-password" maxLength={PASSWORD_MAX} {...register('password_confirmation')} />
              </Field>
              <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('password.saving')}>
                {t('password.reset.submit')}
              </Button>
            </Stack>
          </form>
        )}
        <Text mt={6} textAlign="center">
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={PATHS.login}>{t('password.backToLogin')}</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
