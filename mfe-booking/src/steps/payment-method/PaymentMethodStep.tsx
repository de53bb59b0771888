import { useEffect, useState, type ReactNode } from 'react';
import { Controller, useForm, type Control } from 'react-hook-form';
import { zodResolver } from '@hookform/resolvers/zod';
import { useQuery, useQueryClient } from '@tanstack/react-query';
import {
  Alert,
  Box,
  Card,
  Checkbox,
  Field,
  Fieldset,
  Flex,
  Link,
  RadioGroup,
  SandboxCheckoutDialog,
  Stack,
  StripeCheckoutDialog,
  Text,
  fetchPaymentConfig,
  formatEuro,
  isApiError,
  notify,
  translateError,
  useAuth,
  useFieldError,
  useLocale,
} from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Trans } from '@chargevalet/platform/trans';
import { Navigate, Link as RouterLink, useLocation, useNavigate } from 'react-router-dom';
import {
  PAYMENT_FORM_DEFAULTS,
  firstStepOf,
  msg,
  paymentFormSchema,
  wizardStepPath,
  type CheckoutStart,
  type PaymentConfig,
  type PaymentMethodCode,
  type WizardStep,
} from '@chargevalet/contract';
import { BOOKING_NS } from '../../i18n';
import { WizardNav } from '../../wizard/WizardNav';
import { useOrderTotals } from '../../wizard/useOrderTotals';
import { redirectFor, useWizardStore } from '../../wizard/wizardStore';
import { isDuplicate, placeFreeOrder, startCheckout, type PlacementBody, type UniqueField } from '../../checkout/checkoutApi';
import { CheckoutReturnPage } from '../../checkout/CheckoutReturnPage';
import { MessageTemplate } from '../../checkout/MessageTemplate';
import { saveLastOrder } from '../../checkout/lastOrder';
import { isCheckoutReturn } from '../../checkout/checkoutReturn';
import { formatDay } from '../time-slots/slotState';
import { LoginDialog } from './LoginDialog';
import { buildOrderRequest, stepToFix } from './submitChecks';
import './texts';
import '../time-slots/texts';

interface PaymentFormValues {
  payment_method: PaymentMethodCode;
  create_account?: boolean;
  accept_terms?: boolean;
  marketing_consent: boolean;
}

const FORM_ID = 'payment-method-form';

/** A checkbox bound to the form (Chakra checkbox, error translated). */
function ConsentCheckbox({ control, name, label, required }: { control: Control<PaymentFormValues>; name: 'create_account' | 'accept_terms' | 'marketing_consent'; label: ReactNode; required?: boolean }) {
  const errorText = useFieldError();
  return (
    <Controller
      control={control}
      name={name}
      render={({ field, fieldState }) => (
        <Field.Root invalid={Boolean(fieldState.error)} required={required}>
          <Checkbox.Root checked={field.value === true} onCheckedChange={(details) => field.onChange(details.checked === true)} colorPalette="brand" alignItems="flex-start">
            <Checkbox.HiddenInput ref={field.ref} name={field.name} onBlur={field.onBlur} data-testid={`consent-${name}`} />
            <Checkbox.Control mt="0.5" />
            <Checkbox.Label fontWeight="normal">{label}</Checkbox.Label>
          </Checkbox.Root>
          {fieldState.error && <Field.ErrorText>{errorText(fieldState.error.message)}</Field.ErrorText>}
        </Field.Root>
      )}
    />
  );
}

/** The terms link inside the consent label (Trans passes the link text as children). */
function TermsLink({ children }: { children?: ReactNode }) {
  return (
    <Link asChild color="brand.fg" textDecoration="underline">
      <RouterLink to="/terms-and-conditions" target="_blank" rel="noopener">
        {children}
      </RouterLink>
    </Link>
  );
}

type OpenCheckout = { checkout: CheckoutStart; provider: 'sandbox' } | { checkout: CheckoutStart; provider: 'stripe'; publishableKey: string };

/**
 * Step 5 (SPEC §2, §4, §5): the payment method, the guest consents, marketing consent; Submit order (free orders,
 * POST /api/free-order/place) or Continue to payment (start checkout, then the sandbox or Stripe dialog). Before
 * placing: the 75-minute pickup rule, the user and car details re-validated, and a guest's e-mail and phone checked
 * for duplicates.
 */
export function PaymentMethodStep() {
  const location = useLocation();
  if (isCheckoutReturn(location.search)) return <CheckoutReturnPage />;
  return <PaymentForm />;
}

function PaymentForm() {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  // Each value on its own: the whole store would re-render the step on every change of it.
  const payment = useWizardStore((s) => s.payment);
  const setPayment = useWizardStore((s) => s.setPayment);
  const clearPayment = useWizardStore((s) => s.clearPayment);
  const timeSlots = useWizardStore((s) => s.timeSlots);
  const guestEmail = useWizardStore((s) => s.user?.email);
  const redirect = useWizardStore((s) => redirectFor('payment-method', s));
  const authStatus = useAuth((s) => s.status);
  const user = useAuth((s) => s.user);
  const isGuest = authStatus !== 'authenticated';
  const { totals, isFetching: totalsFetching, isError: totalsError } = useOrderTotals();
  const isFree = totals?.grand_total === 0;
  const method: PaymentMethodCode = isFree ? 'free' : 'card';
  const [busy, setBusy] = useState(false);
  const [duplicate, setDuplicate] = useState<UniqueField | null>(null);
  const [loginOpen, setLoginOpen] = useState(false);
  const [open, setOpen] = useState<OpenCheckout | null>(null);
  const [pending, setPending] = useState<{ key: string; checkout: CheckoutStart } | null>(null);
  const config = useQuery({ queryKey: ['booking', 'payment-config'], queryFn: ({ signal }) => fetchPaymentConfig(signal), staleTime: 5 * 60_000, enabled: !isFree });

  const { control, handleSubmit, setValue } = useForm<PaymentFormValues>({
    resolver: zodResolver(paymentFormSchema(isGuest)) as never,
    defaultValues: {
      payment_method: payment?.payment_method ?? method,
      create_account: payment?.create_account ?? PAYMENT_FORM_DEFAULTS.create_account,
      accept_terms: payment?.accept_terms ?? PAYMENT_FORM_DEFAULTS.accept_terms,
      marketing_consent: payment?.marketing_consent ?? PAYMENT_FORM_DEFAULTS.marketing_consent,
    },
  });
  // The method follows the total: a free (or discounted-to-zero) order needs no payment.
  useEffect(() => {
    if (totals) setValue('payment_method', method);
  }, [totals, method, setValue]);

  // A closed payment dialog hands focus back to the button that opened it (it would fall to <body>: the dialog
  // was opened by code, after the checkout started, not by a trigger).
  const closeCheckout = () => {
    setOpen(null);
    setTimeout(() => document.querySelector<HTMLElement>(`button[form="${FORM_ID}"][type="submit"]`)?.focus(), 0);
  };

  if (redirect) return <Navigate to={wizardStepPath(redirect)} replace />;

  const warnAndGo = (step: WizardStep, description?: string) => {
    notify({ type: 'warning', title: translateError(msg('fieldsIncorrect')), description });
    navigate(wizardStepPath(step));
  };

  const loginLink = (
    <Link
      href="/login"
      color="brand.fg"
      textDecoration="underline"
      onClick={(event) => {
        event.preventDefault();
        setLoginOpen(true);
      }}
    >
      {t('payment.logInLink')}
    </Link>
  );

  const failed = (error: unknown) => {
    const fields = isApiError(error) && error.status === 422 ? Object.keys(error.fieldErrors) : [];
    const step = firstStepOf(fields);
    if (step && step !== 'payment-method') {
      // e.g. the slot was taken meanwhile: fresh slots, and the server's reason under the warning
      if (step === 'time-slots') void queryClient.invalidateQueries({ queryKey: ['booking', 'time-slots'] });
      return warnAndGo(step, isApiError(error) ? error.message : undefined);
    }
    notify({ type: 'error', title: t('payment.error'), description: isApiError(error) ? error.message : t('payment.oops') });
  };

  const showTemplate = (template: string) =>
    notify({ type: 'error', title: t('payment.error'), description: <MessageTemplate template={template} link={loginLink} />, duration: 10_000 });

  const checkDuplicates = async (): Promise<boolean> => {
    const userData = useWizardStore.getState().user!;
    const [email, phone] = await Promise.all([isDuplicate('email', userData.email), isDuplicate('phone', userData.phone)]);
    const field: UniqueField | null = email ? 'email' : phone ? 'phone' : null;
    setDuplicate(field);
    if (!field) return true;
    const value = t(`payment.duplicate.${field}`);
    notify({ type: 'warning', title: t('payment.duplicate.title', { value }), description: t('payment.duplicate.text', { value }), duration: 10_000 });
    setLoginOpen(true);
    return false;
  };

  const openCheckout = async (body: PlacementBody) => {
    const key = JSON.stringify(body);
    // Reopen the checkout already holding this order's slot rather than holding it twice.
    let checkout = pending && pending.key === key && Date.parse(pending.checkout.hold_expires_at) > Date.now() + 60_000 ? pending.checkout : null;
    if (!checkout) {
      const answer = await startCheckout(body, isGuest);
      if (answer.kind === 'template') return showTemplate(answer.messageTemplate);
      checkout = answer.value;
      setPending({ key, checkout });
      void queryClient.invalidateQueries({ queryKey: ['booking', 'time-slots'] });
    }
    const cfg = config.data ?? (await queryClient.fetchQuery<PaymentConfig>({ queryKey: ['booking', 'payment-config'], queryFn: ({ signal }) => fetchPaymentConfig(signal) }));
    if (checkout.provider === 'stripe' && cfg.provider === 'stripe' && cfg.publishable_key) {
      setOpen({ checkout, provider: 'stripe', publishableKey: cfg.publishable_key });
    } else {
      setOpen({ checkout, provider: 'sandbox' });
    }
  };

  const onSubmit = handleSubmit(async (values) => {
    const choices = { ...values, payment_method: method };
    setPayment(choices);
    const fix = stepToFix(useWizardStore.getState());
    if (fix) return warnAndGo(fix);
    setBusy(true);
    try {
      if (isGuest && !(await checkDuplicates())) return;
      const body = buildOrderRequest(useWizardStore.getState(), choices, isGuest);
      if (method === 'free') {
        const answer = await placeFreeOrder(body);
        if (answer.kind === 'template') return showTemplate(answer.messageTemplate);
        saveLastOrder(answer.value, { clearWizard: true });
        navigate(`${wizardStepPath('payment-method')}?status=${encodeURIComponent(answer.value.state)}`, { replace: true });
        void queryClient.invalidateQueries({ queryKey: ['booking', 'time-slots'] });
        return;
      }
      await openCheckout(body);
    } catch (error) {
      failed(error);
    } finally {
      setBusy(false);
    }
  });

  const onCheckoutResult = (checkout: CheckoutStart) => {
    setOpen(null);
    setPending(null);
    navigate(`${wizardStepPath('payment-method')}?session_id=${encodeURIComponent(checkout.session_id)}`);
  };

  const pickupText = timeSlots ? `${formatDay(timeSlots.pickup_time_slot.date, locale, 'long')}, ${timeSlots.pickup_time_slot.time}` : '';
  const returnText = timeSlots?.return_time_slot
    ? `${formatDay(timeSlots.return_time_slot.date, locale, 'long')}, ${timeSlots.return_time_slot.time}`
    : t('timeSlots.return.asap');
  const duplicateValue = duplicate ? t(`payment.duplicate.${duplicate}`) : '';

  return (
    <>
      <form id={FORM_ID} onSubmit={onSubmit} noValidate>
        <Stack gap="6">
          <Card.Root variant="subtle" size="sm">
            <Card.Body>
              <Flex gap={{ base: '1', md: '6' }} direction={{ base: 'column', md: 'row' }} fontSize="sm" wrap="wrap">
                <Text>
                  <Text as="span" color="fg.muted">
                    {t('timeSlots.pickup.title')}:
                  </Text>{' '}
                  <Text as="span" fontWeight="medium" data-testid="recap-pickup">
                    {pickupText}
                  </Text>
                </Text>
                <Text>
                  <Text as="span" color="fg.muted">
                    {t('timeSlots.return.title')}:
                  </Text>{' '}
                  <Text as="span" fontWeight="medium" data-testid="recap-return">
                    {returnText}
                  </Text>
                </Text>
              </Flex>
            </Card.Body>
          </Card.Root>

          <Controller
            control={control}
            name="payment_method"
            render={({ field }) => (
              <Fieldset.Root>
                <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="2">
                  {t('payment.methods.legend')}
                </Fieldset.Legend>
                <RadioGroup.Root value={field.value} onValueChange={(details) => details.value && field.onChange(details.value)} colorPalette="brand" name={field.name}>
                  <Stack gap="3">
                    {([method] as PaymentMethodCode[]).map((code) => (
                      <Box key={code} borderWidth="1px" rounded="l2" p="4" borderColor={field.value === code ? 'brand.solid' : 'border'}>
                        <RadioGroup.Item value={code} alignItems="flex-start">
                          <RadioGroup.ItemHiddenInput data-testid={`method-${code}`} />
                          <RadioGroup.ItemIndicator mt="0.5" />
                          <Box>
                            <RadioGroup.ItemText fontWeight="medium">{t(`payment.methods.${code}`)}</RadioGroup.ItemText>
                            <Text fontSize="sm" color="fg.muted" mt="1">
                              {t(`payment.methods.${code}Hint`)}
                            </Text>
                          </Box>
                        </RadioGroup.Item>
                      </Box>
                    ))}
                  </Stack>
                </RadioGroup.Root>
              </Fieldset.Root>
            )}
          />
          {totals && (
            <Flex justify="space-between" align="baseline" fontWeight="semibold" data-testid="payment-total">
              <Text>{t('payment.total')}</Text>
              <Text fontSize="xl">{formatEuro(totals.grand_total, locale)}</Text>
            </Flex>
          )}

          <Fieldset.Root>
            <Fieldset.Legend fontWeight="semibold" fontSize="md" mb="2">
              {isGuest ? t('payment.consents.legend') : t('payment.consents.marketingLegend')}
            </Fieldset.Legend>
            <Stack gap="3">
              {isGuest && (
                <>
                  <ConsentCheckbox control={control} name="create_account" label={t('payment.consents.createAccount')} required />
                  <ConsentCheckbox
                    control={control}
                    name="accept_terms"
                    required
                    label={
                      <Trans
                        t={t}
                        i18nKey="payment.consents.acceptTerms"
                        components={{ terms: <TermsLink /> }}
                      />
                    }
                  />
                </>
              )}
              <ConsentCheckbox control={control} name="marketing_consent" label={t('payment.consents.marketing')} />
            </Stack>
            {!isGuest && user && (
              <Text fontSize="sm" color="fg.muted" mt="2">
                {t('payment.loggedInAs', { name: `${user.first_name} ${user.last_name}`, email: user.email })}
              </Text>
            )}
          </Fieldset.Root>

          {duplicate && isGuest && (
            <Alert.Root status="warning" data-testid="duplicate-message">
              <Alert.Indicator />
              <Alert.Content>
                <Alert.Description>
                  <Trans t={t} i18nKey="payment.duplicate.inline" values={{ value: duplicateValue }} components={{ login: loginLink }} />
                </Alert.Description>
                <Link asChild fontSize="sm" mt="1" color="brand.fg" textDecoration="underline">
                  <RouterLink to={wizardStepPath('user-details')}>{t('payment.duplicate.change')}</RouterLink>
                </Link>
              </Alert.Content>
            </Alert.Root>
          )}
          {totalsError && (
            <Text color="fg.error" fontSize="sm" role="alert">
              {t('payment.oops')}
            </Text>
          )}
        </Stack>
      </form>
      <WizardNav
        previous="time-slots"
        onPrevious={clearPayment}
        formId={FORM_ID}
        nextLabel={method === 'free' ? t('payment.submit') : t('payment.continue')}
        nextDisabled={!totals || totalsFetching}
        nextLoading={busy}
      />
      <LoginDialog open={loginOpen} onClose={() => setLoginOpen(false)} email={guestEmail} />
      {open?.provider === 'sandbox' && (
        <SandboxCheckoutDialog checkout={open.checkout} open onClose={closeCheckout} onResult={() => onCheckoutResult(open.checkout)} />
      )}
      {open?.provider === 'stripe' && (
        <StripeCheckoutDialog checkout={open.checkout} publishableKey={open.publishableKey} open onClose={closeCheckout} />
      )}
    </>
  );
}
