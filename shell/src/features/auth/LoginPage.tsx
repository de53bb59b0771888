import {
  Alert,
  ApiError,
  Box,
  Button,
  Container,
  Field,
  Heading,
  HStack,
  Input,
  Link,
  Stack,
  Text,
  api,
  landingPathFor,
  useAuth,
  useFieldError,
} from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  SSO_ERROR_REASONS,
  loginRequestSchema,
  oidcStatusResponseSchema,
  type LoginRequest,
  type SsoErrorReason,
} from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useState, type FocusEvent } from 'react';
import { useForm } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import type { z } from 'zod';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { useDocumentTitle } from '@chargevalet/platform';
import { PasswordInput } from '@chargevalet/platform/forms';
import { redirectTarget } from './redirectTarget';
import { fullPageLoad } from './fullPageLoad';

type LoginFormInput = z.input<typeof loginRequestSchema>;

/** Contract message keys of `/login?sso_error=<reason>` (set by the SSO callback); "denied" is the shell text auth.ssoDenied. */
const SSO_ERROR_MESSAGES: Record<Exclude<SsoErrorReason, 'denied'>, string> = {
  no_staff_role: 'validation.ssoNoStaffRole',
  failed: 'validation.ssoFailed',
};

function ssoErrorOf(search: string): SsoErrorReason | null {
  const reason = new URLSearchParams(search).get('sso_error');
  return SSO_ERROR_REASONS.find((known) => known === reason) ?? null;
}

/** `login_url` with `?redirect=<path>` when the visitor should come back to a page (the API defaults to /dashboard). */
function ssoHref(loginUrl: string, redirect: string | null): string {
  if (!redirect) return loginUrl;
  return `${loginUrl}${loginUrl.includes('?') ? '&' : '?'}redirect=${encodeURIComponent(redirect)}`;
}

/** GET /auth/oidc/status after the first render; the staff SSO login URL when single sign-on is on, else null. */
function useSsoLoginUrl(): string | null {
  const [loginUrl, setLoginUrl] = useState<string | null>(null);
  useEffect(() => {
    const controller = new AbortController();
    api
      .get(ACCOUNT_PATHS.oidcStatus, { schema: oidcStatusResponseSchema, signal: controller.signal })
      .then((status) => {
        if (!controller.signal.aborted) setLoginUrl(status.enabled && status.login_url ? status.login_url : null);
      })
      .catch(() => {
        // No status (network, older API): no SSO button; the password form works either way.
      });
    return () => controller.abort();
  }, []);
  return loginUrl;
}

/** Route `/login`: e-mail and password (SPEC §5 login rules, SPEC §8 "Login 422"). */
export function LoginPage() {
  const { t } = useTranslation(SHELL_NS);
  const login = useAuth((state) => state.login);
  const user = useAuth((state) => state.user);
  const status = useAuth((state) => state.status);
  const navigate = useNavigate();
  const location = useLocation();
  const [formError, setFormError] = useState<string | null>(null);
  const errorText = useFieldError();
  const ssoLoginUrl = useSsoLoginUrl();
  const ssoError = ssoErrorOf(location.search);
  useDocumentTitle(t('auth.documentTitle'));

  const {
    register,
    handleSubmit,
    setError,
    setValue,
    formState: { errors, isSubmitting },
  } = useForm<LoginFormInput, unknown, LoginRequest>({
    resolver: zodResolver(loginRequestSchema),
    defaultValues: { email: '', password: '' },
  });

  const onSubmit = async (values: LoginRequest) => {
    setFormError(null);
    try {
      const signedIn = await login(values);
      const target = redirectTarget(location.state) ?? landingPathFor(signedIn.role);
      if (signedIn.role === 'driver') fullPageLoad(target);
      else navigate(target, { replace: true });
    } catch (error) {
      if (error instanceof ApiError && error.status === 422) {
        const emailErrors = error.fieldErrors.email ?? [];
        const passwordErrors = error.fieldErrors.password ?? [];
        if (emailErrors.length) setError('email', { type: 'server', message: emailErrors.join(' ') }, { shouldFocus: true });
        if (passwordErrors.length) {
          setError('password', { type: 'server', message: passwordErrors.join(' ') }, { shouldFocus: !emailErrors.length });
        }
        if (!emailErrors.length && !passwordErrors.length) setFormError(error.message || t('auth.failed'));
        return;
      }
      if (error instanceof ApiError && error.status === 429) {
        setFormError(error.message || t('auth.failed'));
        return;
      }
      setFormError(t('auth.failed'));
    }
  };

  if (status === 'authenticated' && user && !isSubmitting) {
    return <Navigate to={redirectTarget(location.state) ?? landingPathFor(user.role)} replace />;
  }

  const emailField = register('email', {
    onBlur: (event: FocusEvent<HTMLInputElement>) => {
      const trimmed = event.target.value.trim();
      if (trimmed !== event.target.value) setValue('email', trimmed);
    },
  });
  const emailError = errorText(errors.email?.message);
  const passwordError = errorText(errors.password?.message);

  return (
    <Container maxW="md" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Box p={{ base: 6, md: 8 }} borderRadius="2xl" borderWidth="1px" borderColor="border" bg="bg.panel" boxShadow="sm">
        <Stack gap={2} mb={6}>
          <Heading as="h1" id="login-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {t('auth.title')}
          </Heading>
          <Text color="fg.muted">{t('auth.subtitle')}</Text>
        </Stack>
        <form onSubmit={handleSubmit(onSubmit)} noValidate aria-labelledby="login-title">
          <Stack gap={5}>
            {ssoError && (
              <Alert.Root status="error" borderRadius="md" role="alert" data-testid="sso-error">
                <Alert.Indicator />
                <Alert.Title>{ssoError === 'denied' ? t('auth.ssoDenied') : errorText(SSO_ERROR_MESSAGES[ssoError])}</Alert.Title>
              </Alert.Root>
            )}
            {formError && (
              <Alert.Root status="error" borderRadius="md" role="alert">
                <Alert.Indicator />
                <Alert.Title>{formError}</Alert.Title>
              </Alert.Root>
            )}
            <Field.Root invalid={!!emailError} required>
              <Field.Label>{t('auth.email')}</Field.Label>
              <Input type="email" autoComplete="email" inputMode="email" autoFocus {...emailField} />
              <Field.ErrorText>{emailError}</Field.ErrorText>
            </Field.Root>
            <Field.Root invalid={!!passwordError} required>
              <HStack justify="space-between" w="full" align="baseline">
                <Field.Label>{t('auth.password')}</Field.Label>
                <Link asChild fontSize="sm" colorPalette="brand" color="colorPalette.fg">
                  <RouterLink to={PATHS.forgotPassword}>{t('auth.forgotPassword')}</RouterLink>
                </Link>
              </HStack>
              <PasswordInput autoComplete="current-password" {...register('password')} />
              <Field.ErrorText>{passwordError}</Field.ErrorText>
            </Field.Root>
            <Button type="submit" colorPalette="brand" size="lg" loading={isSubmitting} loadingText={t('auth.submitting')}>
              {t('auth.submit')}
            </Button>
          </Stack>
        </form>
        {ssoLoginUrl && (
          <Button asChild variant="outline" size="lg" w="full" mt={4}>
            <a href={ssoHref(ssoLoginUrl, redirectTarget(location.state))}>{t('auth.sso')}</a>
          </Button>
        )}
        <Text mt={6} textAlign="center" color="fg.muted">
          {t('auth.noAccount')}{' '}
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={PATHS.register}>{t('auth.register')}</RouterLink>
          </Link>
        </Text>
      </Box>
    </Container>
  );
}
