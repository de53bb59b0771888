import { useEffect, useState } from 'react';
import { Box, CloseButton, Dialog, Portal, Spinner, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import type { CheckoutStart } from '@chargevalet/contract';
import { BOOKING_NS } from '../i18n';
import './texts';

export interface StripeCheckoutDialogProps {
  checkout: CheckoutStart;
  publishableKey: string;
  open: boolean;
  onClose(): void;
}

/**
 * The Stripe provider's checkout (DESIGN §2/§5): `@stripe/stripe-js` Embedded Checkout in a dialog, loaded only when
 * the server's provider is Stripe. On completion Stripe sends the page to the return URL the server set
 * (`…/payment-method?session_id={CHECKOUT_SESSION_ID}`), where the checkout is completed.
 */
export function StripeCheckoutDialog({ checkout, publishableKey, open, onClose }: StripeCheckoutDialogProps) {
  const { t } = useTranslation(BOOKING_NS);
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
              <Dialog.Title>{t('checkout.stripe.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              {state === 'loading' && (
                <Stack align="center" py="8" gap="3" role="status">
                  <Spinner color="brand.solid" />
                  <Text color="fg.muted">{t('checkout.stripe.loading')}</Text>
                </Stack>
              )}
              {state === 'failed' && (
                <Text color="fg.error" role="alert">
                  {t('checkout.stripe.failed')}
                </Text>
              )}
              <Box ref={setMountEl} minH={state === 'ready' ? '96' : undefined} />
            </Dialog.Body>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('checkout.stripe.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
