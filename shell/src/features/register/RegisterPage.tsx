import {
  Alert,
  Box,
  Button,
  Container,
  Heading,
  HStack,
  Link,
  Stack,
  Strong,
  Text,
  isApiError,
  landingPathFor,
  notify,
  useAuth,
} from '@chargevalet/platform';
import {
  VerificationCodeInput,
  verificationErrorText,
} from '@chargevalet/platform/forms';
import {
  REGISTRATION_STEPS,
  VERIFICATION_RESEND_SECONDS,
  registrationFormSchema,
  type RegistrationForm,
  type RegistrationFormInput,
  type RegistrationStep,
} from '@chargevalet/contract';
import { zodResolver } from '@hookform/resolvers/zod';
import { useEffect, useRef, useState } from 'react';
import { useForm, type FieldPath } from 'react-hook-form';
import { useTranslation } from 'react-i18next';
import { Navigate, Link as RouterLink, useNavigate } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { useDocumentTitle } from '@chargevalet/platform';
import { RegisterForm } from './RegisterForm';
import {
  checkDuplicates,
  isValidationError,
  registerAccount,
  registerErrorField,
  sendEmailCode,
  sendPhoneCode,
  toRegisterRequest,
  verifyEmail,
  verifyPhone,
} from './registerApi';
import { RegisterSteps } from './RegisterSteps';

type ServerErrors = Array<{ field: FieldPath<RegistrationFormInput>; message: string }>;

const EMPTY_FORM = {
  firstname: '',
  lastname: '',
  phone: '',
  email: '',
  address: { street: '', zip_code: '' },
  password: '',
  password_confirmation: '',
  accept_terms_and_conditions: false as unknown as true,
  marketing_consent: false,
} satisfies RegistrationFormInput;

/**
 * Route `/register` (SPEC §2, §4): step 0 the form, step 1 the phone code (defined; the flow goes from the form
 * straight to the e-mail code), step 2 the e-mail code. Verified → POST /register → signed in → landing path.
 */
export function RegisterPage() {
  const { t } = useTranslation(SHELL_NS);
  const navigate = useNavigate();
  const fetchUser = useAuth((s) => s.fetchUser);
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  const [step, setStep] = useState<RegistrationStep>(REGISTRATION_STEPS.form);
  const [values, setValues] = useState<RegistrationForm | null>(null);
  const [codeError, setCodeError] = useState<string | null>(null);
  const [resendIn, setResendIn] = useState(VERIFICATION_RESEND_SECONDS);
  const [sentTo, setSentTo] = useState<string | null>(null);
  const [formAlert, setFormAlert] = useState<string | null>(null);
  const [pendingErrors, setPendingErrors] = useState<ServerErrors | null>(null);
  const [finishing, setFinishing] = useState(false);
  const phoneVerified = useRef(false);
  useDocumentTitle(t('register.documentTitle'));

  const form = useForm<RegistrationFormInput, unknown, RegistrationForm>({
    resolver: zodResolver(registrationFormSchema),
    defaultValues: EMPTY_FORM,
  });
  const { setError } = form;

  // Server errors of a failed register go onto the form once step 0 is back on screen.
  useEffect(() => {
    if (step !== REGISTRATION_STEPS.form || !pendingErrors) return;
    pendingErrors.forEach(({ field, message }, index) => setError(field, { type: 'server', message }, { shouldFocus: index === 0 }));
    setPendingErrors(null);
  }, [step, pendingErrors, setError]);

  if (status === 'authenticated' && user && !finishing) return <Navigate to={landingPathFor(user.role)} replace />;

  const oops = () => notify({ type: 'error', title: t('register.errorTitle'), description: t('register.oops') });

  const onNext = async (submitted: RegistrationForm) => {
    setFormAlert(null);
    try {
      const duplicates = await checkDuplicates(submitted.email, submitted.phone);
      if (duplicates.email) setError('email', { type: 'server', message: 'validation.duplicated.email' }, { shouldFocus: true });
      if (duplicates.phone) setError('phone', { type: 'server', message: 'validation.duplicated.phone' }, { shouldFocus: !duplicates.email });
      if (duplicates.email || duplicates.phone) return;
    } catch (error) {
      if (isValidationError(error)) {
        const email = error.fieldErrors.email ?? [];
        const phone = error.fieldErrors.phone ?? [];
        if (email.length) setError('email', { type: 'server', message: email.join(' ') }, { shouldFocus: true });
        if (phone.length) setError('phone', { type: 'server', message: phone.join(' ') }, { shouldFocus: !email.length });
        if (!email.length && !phone.length) setFormAlert(error.message);
        return;
      }
      oops();
      return;
    }
    try {
      setResendIn(await sendEmailCode(submitted.email));
      setSentTo(submitted.email);
    } catch (error) {
      // A code for this address went out a moment ago (the user came back to fix a field): it is still valid.
      const recentlySent = isApiError(error) && error.status === 429 && sentTo === submitted.email;
      if (!recentlySent) {
        notify({ type: 'error', title: t('register.errorTitle'), description: t('register.serverError') });
        return;
      }
    }
    setValues(submitted);
    setCodeError(null);
    setStep(REGISTRATION_STEPS.emailCode);
  };

  const finish = async (registered: RegistrationForm) => {
    setFinishing(true);
    try {
      await registerAccount(toRegisterRequest(registered, { email: true, phone: phoneVerified.current }));
    } catch (error) {
      setFinishing(false);
      if (isValidationError(error)) {
        const mapped: ServerErrors = [];
        const unplaced: string[] = [];
        for (const [field, messages] of Object.entries(error.fieldErrors)) {
          const target = registerErrorField(field);
          if (target) mapped.push({ field: target, message: messages.join(' ') });
          else unplaced.push(...messages);
        }
        setFormAlert(unplaced.length ? unplaced.join(' ') : mapped.length ? null : error.message);
        setPendingErrors(mapped);
        setStep(REGISTRATION_STEPS.form);
        return;
      }
      oops();
      throw error;
    }
    const signedIn = await fetchUser().catch(() => null);
    notify({ type: 'success', title: t('register.welcome') });
    navigate(signedIn ? landingPathFor(signedIn.role) : PATHS.login, { replace: true });
  };

  const confirmEmail = async (code: string) => {
    if (!values) return;
    setCodeError(null);
    try {
      await verifyEmail(values.email, code);
    } catch (error) {
      setCodeError(verificationErrorText(error, t('register.codeFailed')));
      throw error;
    }
    await finish(values);
  };

  const confirmPhone = async (code: string) => {
    if (!values) return;
    setCodeError(null);
    try {
      await verifyPhone(values.phone, code);
    } catch (error) {
      setCodeError(verificationErrorText(error, t('register.codeFailed')));
      throw error;
    }
    phoneVerified.current = true;
    setResendIn(await sendEmailCode(values.email));
    setStep(REGISTRATION_STEPS.emailCode);
  };

  const back = (
    <Button type="button" variant="ghost" onClick={() => setStep(REGISTRATION_STEPS.form)}>
      {t('register.back')}
    </Button>
  );

  return (
    <Container maxW="2xl" px={{ base: 4, md: 6 }} py={{ base: 8, md: 14 }}>
      <Box p={{ base: 5, md: 8 }} borderRadius="2xl" borderWidth="1px" borderColor="border" bg="bg.panel" boxShadow="sm">
        <Stack gap={2} mb={6}>
          <RegisterSteps step={step} />
          <Heading as="h1" id="register-title" fontSize={{ base: '2xl', md: '3xl' }}>
            {step === REGISTRATION_STEPS.form ? t('register.title') : step === REGISTRATION_STEPS.phoneCode ? t('register.phoneCodeTitle') : t('register.emailCodeTitle')}
          </Heading>
          {step === REGISTRATION_STEPS.form && <Text color="fg.muted">{t('register.subtitle')}</Text>}
        </Stack>
        {formAlert && step === REGISTRATION_STEPS.form && (
          <Alert.Root status="error" borderRadius="md" role="alert" mb={5}>
            <Alert.Indicator />
            <Alert.Title>{formAlert}</Alert.Title>
          </Alert.Root>
        )}
        {step === REGISTRATION_STEPS.form && <RegisterForm form={form} onNext={onNext} />}
        {step === REGISTRATION_STEPS.emailCode && values && (
          <VerificationCodeInput
            key="email"
            resendSeconds={resendIn}
            description={
              <WithValue text={t('register.emailCodeText', { email: '\u0000' })} value={values.email} />
            }
            error={codeError}
            onCodeChange={() => setCodeError(null)}
            onConfirm={confirmEmail}
            onResend={() => sendEmailCode(values.email)}
            secondaryAction={back}
          />
        )}
        {step === REGISTRATION_STEPS.phoneCode && values && (
          <VerificationCodeInput
            key="phone"
            resendSeconds={resendIn}
            description={<WithValue text={t('register.phoneCodeText', { phone: '\u0000' })} value={values.phone} />}
            error={codeError}
            onCodeChange={() => setCodeError(null)}
            onConfirm={confirmPhone}
            onResend={() => sendPhoneCode(values.phone)}
            secondaryAction={back}
          />
        )}
        <HStack mt={6} justify="center" gap={1} color="fg.muted" flexWrap="wrap">
          <Text>{t('register.haveAccount')}</Text>
          <Link asChild colorPalette="brand" color="colorPalette.fg" fontWeight="semibold">
            <RouterLink to={PATHS.login}>{t('register.login')}</RouterLink>
          </Link>
        </HStack>
      </Box>
    </Container>
  );
}

/** Renders a translated sentence with the user's address in bold where the placeholder stands. */
function WithValue({ text, value }: { text: string; value: string }) {
  const [before, after] = text.split('\u0000');
  return (
    <>
      {before}
      <Strong color="fg" overflowWrap="anywhere">
        {value}
      </Strong>
      {after}
    </>
  );
}
