import { useEffect, useRef, useState } from 'react';
import { useQueryClient } from '@tanstack/react-query';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@chargevalet/contract';
import {
  Alert,
  Box,
  Button,
  Flex,
  Heading,
  SandboxCheckoutDialog,
  StripeCheckoutDialog,
  Text,
  fetchPaymentConfig,
  formatEuro,
  isApiError,
  notify,
  useLocale,
  type CheckoutSession,
} from '@chargevalet/platform';
import { completeOpenAmount, startOpenAmountCheckout } from '../api/openAmount';
import { storeChangedOrder } from '../api/keys';
import { CUSTOMER_ORDERS_NS } from '../texts';

type Open = { provider: 'sandbox'; checkout: CheckoutSession } | { provider: 'stripe'; checkout: CheckoutSession; publishableKey: string };

/** One completion per session, also under StrictMode's double effects (the server is idempotent too). */
const completions = new Map<string, Promise<Order>>();
export const resetOpenAmountCompletions = () => completions.clear();

/**
 * An unpaid order's open amount (issue 30) on the customer's order page: the amount and a pay button that opens the
 * provider's checkout (the sandbox's dialog, or Stripe's Embedded Checkout, which returns here with `?session_id=`).
 * Completing it makes the order `paid` (the server mails the invoice); the block then says so.
 */
export function OpenAmountBlock({ order }: { order: Order }) {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const { locale } = useLocale();
  const queryClient = useQueryClient();
  const [params, setParams] = useSearchParams();
  const returnedSession = params.get('session_id');
  const [open, setOpen] = useState<Open | null>(null);
  const [busy, setBusy] = useState(false);
  const [failure, setFailure] = useState<string | null>(null);
  const [paid, setPaid] = useState(false);
  const paidRef = useRef<HTMLDivElement>(null);

  const complete = (sessionId: string) => {
    let completion = completions.get(sessionId);
    if (!completion) {
      completion = completeOpenAmount(order.id, sessionId);
      completions.set(sessionId, completion);
    }
    setBusy(true);
    completion.then(
      (paidOrder) => {
        setBusy(false);
        setOpen(null);
        storeChangedOrder(queryClient, paidOrder);
        setPaid(true);
        notify({ type: 'success', title: t('openAmount.paidTitle'), description: t('openAmount.paidText') });
      },
      (error: unknown) => {
        completions.delete(sessionId);
        setBusy(false);
        setOpen(null);
        setFailure(isApiError(error) ? error.message : t('openAmount.failed'));
      },
    );
  };

  // Back from Stripe: complete the checkout once, then drop the parameter from the address.
  useEffect(() => {
    if (!returnedSession) return;
    complete(returnedSession);
    setParams((current) => {
      const next = new URLSearchParams(current);
      next.delete('session_id');
      return next;
    }, { replace: true });
    // eslint-disable-next-line react-hooks/exhaustive-deps -- once per returned session
  }, [returnedSession]);

  useEffect(() => {
    if (paid) paidRef.current?.focus();
  }, [paid]);

  const pay = async () => {
    setFailure(null);
    setBusy(true);
    try {
      const [config, started] = await Promise.all([fetchPaymentConfig(), startOpenAmountCheckout(order.id)]);
      const checkout = { session_id: started.session_id, client_secret: started.client_secret, amount: started.amount, order_identity: order.identity };
      if (started.provider === 'stripe' && config.provider === 'stripe' && config.publishable_key) setOpen({ provider: 'stripe', checkout, publishableKey: config.publishable_key });
      else setOpen({ provider: 'sandbox', checkout });
    } catch (error) {
      setFailure(isApiError(error) ? error.message : t('openAmount.failed'));
    } finally {
      setBusy(false);
    }
  };

  if (paid) {
    return (
      <Alert.Root status="success" mb="4" ref={paidRef} tabIndex={-1} data-testid="open-amount-paid">
        <Alert.Indicator />
        <Alert.Content>
          <Alert.Title>{t('openAmount.paidTitle')}</Alert.Title>
          <Alert.Description>{t('openAmount.paidText')}</Alert.Description>
        </Alert.Content>
      </Alert.Root>
    );
  }
  if (order.open_amount === 0) return null;
  const amount = formatEuro(order.open_amount, locale);
  return (
    <Box as="section" aria-labelledby="open-amount-title" data-testid="open-amount" mb="4" p={{ base: '4', md: '5' }} borderWidth="1px" borderColor="border.warning" bg="bg.warning" borderRadius="l3">
      <Flex gap="4" justify="space-between" align={{ base: 'stretch', sm: 'center' }} direction={{ base: 'column', sm: 'row' }}>
        <Box>
          <Heading as="h2" size="md" id="open-amount-title">
            {t('openAmount.title')}
          </Heading>
          <Text fontSize="2xl" fontWeight="bold" data-testid="open-amount-value">
            {amount}
          </Text>
          <Text color="fg.muted" fontSize="sm">
            {t('openAmount.text')}
          </Text>
        </Box>
        <Button colorPalette="brand" onClick={() => void pay()} loading={busy} flexShrink={0}>
          {t('openAmount.pay', { amount })}
        </Button>
      </Flex>
      {failure && (
        <Text color="fg.error" fontSize="sm" mt="3" role="alert">
          {failure}
        </Text>
      )}
      {open?.provider === 'sandbox' && (
        <SandboxCheckoutDialog checkout={open.checkout} purpose="pay" open onClose={() => setOpen(null)} onResult={() => complete(open.checkout.session_id)} />
      )}
      {open?.provider === 'stripe' && <StripeCheckoutDialog checkout={open.checkout} publishableKey={open.publishableKey} open onClose={() => setOpen(null)} />}
    </Box>
  );
}
