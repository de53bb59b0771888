import { useEffect, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { Button, Center, Link, Spinner, Stack, Text, isApiError, notify, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate, useSearchParams } from 'react-router-dom';
import { wizardStepPath, type CompleteCheckoutResponse } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import { useWizardStore } from '../wizard/wizardStore';
import { completeCheckout } from './checkoutApi';
import { saveLastOrder } from './lastOrder';
import { MessageTemplate } from './MessageTemplate';
import { OrderResult } from './OrderResult';
import './texts';

/** One completion per session and page, also under StrictMode's double effects (the server is idempotent too). */
const completions = new Map<string, Promise<CompleteCheckoutResponse>>();
export const resetCompletions = () => completions.clear();

function CompleteCheckout({ sessionId }: { sessionId: string }) {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const queryClient = useQueryClient();
  const [failure, setFailure] = useState<string | null>(null);
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    let active = true;
    let completion = completions.get(sessionId);
    if (!completion) {
      // `orderData`: what the browser saved, sent along as SPEC §7 describes (the server relies on its own copy).
      const { packageId, timeSlots } = useWizardStore.getState();
      completion = completeCheckout(sessionId, { package_id: packageId, time_slots: timeSlots });
      completions.set(sessionId, completion);
    }
    completion.then(
      (answer) => {
        if (!active) return;
        const order = answer.data;
        // Another browser than the one that started the checkout learns only the state.
        if ('id' in order) saveLastOrder(order, { clearWizard: !answer.error && order.state !== 'cancelled' });
        void queryClient.invalidateQueries({ queryKey: ['booking', 'time-slots'] });
        if (answer.error) {
          // SPEC §8 Order failure: the order is shown cancelled, the toast carries the server's message.
          notify({
            type: 'error',
            title: t('checkout.error'),
            description: <MessageTemplate template={answer.error.message_template} link={<Link href="/login">{t('checkout.logInLink')}</Link>} />,
            duration: 10_000,
          });
        }
        navigate(`${wizardStepPath('payment-method')}?status=${encodeURIComponent(order.state)}`, { replace: true });
      },
      (error: unknown) => {
        completions.delete(sessionId);
        if (!active) return;
        const message = isApiError(error) ? error.message : t('checkout.oops');
        setFailure(message);
        notify({ type: 'error', title: t('checkout.error'), description: message, duration: 10_000 });
      },
    );
    return () => {
      active = false;
    };
  }, [sessionId, attempt, navigate, queryClient, t]);

  if (failure) {
    return (
      <Stack gap="4" align="flex-start" py="6" data-testid="complete-failed">
        <Text fontWeight="semibold">{t('checkout.completeFailed')}</Text>
        <Text color="fg.muted">{failure}</Text>
        <Stack direction={{ base: 'column', sm: 'row' }} gap="3">
          <Button
            colorPalette="brand"
            onClick={() => {
              setFailure(null);
              setAttempt((n) => n + 1);
            }}
          >
            {t('checkout.retry')}
          </Button>
          <Button variant="outline" onClick={() => navigate(wizardStepPath('payment-method'), { replace: true })}>
            {t('checkout.backToPayment')}
          </Button>
        </Stack>
      </Stack>
    );
  }
  return (
    <Center py="16" flexDirection="column" gap="3" role="status" aria-live="polite">
      <Spinner size="lg" color="brand.solid" />
      <Text>{t('checkout.completing')}</Text>
    </Center>
  );
}

/**
 * The wizard's return and result (SPEC §2): `?session_id=` (back from card payment) completes the checkout with
 * POST /api/payment/stripe/complete-checkout/{session}, then the page shows `?status={state}`.
 */
export function CheckoutReturnPage() {
  const [params] = useSearchParams();
  const sessionId = params.get('session_id');
  const status = params.get('status');
  const signedIn = useAuth((s) => s.status === 'authenticated');
  if (sessionId && !status) return <CompleteCheckout sessionId={sessionId} />;
  return <OrderResult status={status ?? ''} signedIn={signedIn} />;
}
