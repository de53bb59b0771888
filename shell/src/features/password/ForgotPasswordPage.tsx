import { Alert, Box, Button, Container, Field, Heading, Input, Link, Stack, Strong, Text, api, isApiError, notify } from '@chargevalet/platform';
import { ACCOUNT_PATHS, forgotPasswordRequestSchema, forgotPasswordResponseSchema, type ForgotPasswordRequest } from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import type { z } from 'zod';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { registerTrimmed } from '../register/trimOnBlur';
import { useDocumentTitle } from '@chargevalet/platform';

type ForgotInput = z.input<typeof forgotPasswordRequestSchema>;

/**
 * Route `/forgot-password`: e-mail → POST /forgot-password → a confirmation that does not tell whether an account
 * exists for the address (the server answers the same either way).
 */
export function ForgotPasswordPage() {
  const { t } = useTranslation(SHELL_NS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formError, setFormError] = useState<string | null>(null);
  const doneRef = useRef<HTMLHeadingElement>(null);
  useDocumentTitle(t('password.forgot.documentTitle'));
  const {
    register,
    setValue,
    setError,
    handleSubmit,
    formState: { errors, isSubmitting },
  } = useForm<ForgotInput, unknown, ForgotPasswordRequest>({ resolver: zodResolver(forgotPasswordRequestSchema), defaultValues: { email: '' } });

  useEffect(() => {
    if (sentTo) doneRef.current?.focus();
  }, [sentTo]);

  const onSubmit = async (values: ForgotPasswordRequest) => {
    setFormError(null);
    try {
      await api.post(ACCOUNT_PATHS.forgotPassword, values, { schema: forgotPasswordResponseSchema });
      setSentTo(values.email);
    } catch (error) {
      if (isApiError(error) && error.status === 422 && error.fieldErrors.email?.length) {
        setError('email', { type: 'server', message: error.fieldErrors.email.join(' ') }, { shouldFocus: true });
        return;
      }
      if (isApiError(error) && error.status === 429) {
        setFormError(error.message);
        return;
      }
      notify({ type: 'error', title: t('password.errorTitle'), description: isApiError(error) && error.status < 500 ? error.message : t('password.oops') });
    }
  };

  return (
    <Container maxW="md" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Box p={{ base: 6, md: 8 }} borderRadius="2xl" borderWidth="1px" borderColor="border" bg="bg.panel" boxShadow="sm">
        {sentTo ? (
          <Stack gap={4} role="status">
            <Heading as="h1" ref={doneRef} tabIndex={-1} outline="none" fontSize={{ base: '2xl', md: '3xl' }}>
              {t('password.forgot.sentTitle')}
            </Heading>
            <Text>
              {t('password.forgot.sentTextBefore')}
              <Strong overflowWrap="anywhere">{sentTo}</Strong>
              {t('password.forgot.sentTextAfter')}
            </Text>
            <Text color="fg.muted" fontSize="sm">
              {t('password.forgot.sentHint')}
            </Text>
            <Stack direction={{ base: 'column', sm: 'row' }} gap={3}>
              <Button asChild colorPalette="brand">
                <RouterLink to={PATHS.login}>{t('password.backToLogin')}</RouterLink>
              </Button>
              <Button type="button" variant="outline" colorPalette="brand" onClick={() => setSentTo(null)}>
                {t('password.forgot.again')}
              </Button>
            </Stack>
          </Stack>
        ) : (
          <>
            <Stack gap={2} mb={6}>
              <Heading as="h1" id="forgot-title" fontSize={{ base: '2xl', md: '3xl' }}>
                {t('password.forgot.title')}
              </Heading>
              <Text color="fg.muted">{t('password.forgot.subtitle')}</Text>
            </Stack>
            <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="forgot-title">
              <Stack gap={5}>
                {formError && (
                  <Alert.Root status="error" borderRadius="md" role="alert">
                    <Alert.Indicator />
                    <Alert.Title>{formError}</Alert.Title>
                  </Alert.Root>
                )}
                <Field label={t('password.email')} error={errors.email} required>
                  <Input type="email" inputMode="email" autoComplete="email" autoFocus {...registerTrimmed(register, setValue, 'email')} />
                </Field>
                <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('password.sending')}>
                  {t('password.forgot.submit')}
                </Button>
              </Stack>
            </form>
            <Text mt={6} textAlign="center">
              <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
                <RouterLink to={PATHS.login}>{t('password.backToLogin')}</RouterLink>
              </Link>
            </Text>
          </>
        )}
      </Box>
    </Container>
  );
}
