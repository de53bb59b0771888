import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '../ui';
import type { CheckoutSession } from './session';
import { CHECKOUT_NS } from './texts';

export interface StripeCheckoutDialogProps {
  checkout: Pick<CheckoutSession, 'client_secret'>;
  publishableKey: string;
  open: boolean;
  onClose(): void;
}

/**
 * The Stripe provider's checkout (DESIGN §2/§5): `@stripe/stripe-js` Embedded Checkout in a dialog, loaded only when
 * the server's provider is Stripe. On completion Stripe sends the page to the return URL the server set
 * (the booking's `…/payment-method?session_id={CHECKOUT_SESSION_ID}`, an open amount's order page), where the
 * checkout is completed.
 */
export function StripeCheckoutDialog({ checkout, publishableKey, open, onClose }: StripeCheckoutDialogProps) {
  const { t } = useTranslation(CHECKOUT_NS);
  // The dialog's content appears once its (lazy) parts have rendered: mount Stripe when the element exists.
  const [mountEl, setMountEl] = useState<HTMLDivElement | null>(null);
  const [state, setState] = useState<'loading' | 'ready' | 'failed'>('loading');

  useEffect(() => {
    if (!open || !mountEl) return undefined;
    let cancelled = false;
    let destroy: (() => void) | null = null;
    void (async () => {
      try {
        const { loadStripe } = await import(/* webpackChunkName: "stripe-js" */ '@stripe/stripe-js');
        const stripe = await loadStripe(publishableKey);
        if (!stripe || cancelled) return;
        const embedded = await stripe.createEmbeddedCheckoutPage({ clientSecret: checkout.client_secret });
        if (cancelled) {
          embedded.destroy();
          return;
        }
        embedded.mount(mountEl);
        destroy = () => embedded.destroy();
        setState('ready');
      } catch {
        if (!cancelled) setState('failed');
      }
    })();
    return () => {
      cancelled = true;
      destroy?.();
    };
  }, [open, mountEl, publishableKey, checkout.client_secret]);

  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} placement="center" size={{ base: 'full', md: 'lg' }} closeOnInteractOutside={false}>
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content data-testid="stripe-checkout">
            <Dialog.Header>
              <Dialog.Title>{t('stripe.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state === 'loading' && (
                <Stack align="center" py="8" gap="3" role="status">
                  <Spinner color="brand.solid" />
                  <Text color="fg.muted">{t('stripe.loading')}</Text>
                </Stack>
              )}
              {state === 'failed' && (
                <Text color="fg.error" role="alert">
                  {t('stripe.failed')}
                </Text>
              )}
              <Box ref={setMountEl} minH={state === 'ready' ? '96' : undefined} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('stripe.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
