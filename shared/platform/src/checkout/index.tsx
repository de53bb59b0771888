import { Suspense, lazy } from 'react';
import type { SandboxCheckoutDialogProps } from './SandboxCheckoutDialog';
import type { StripeCheckoutDialogProps } from './StripeCheckoutDialog';

export { fetchPaymentConfig } from './checkoutApi';
export type { CheckoutSession } from './session';
export type { SandboxCheckoutDialogProps, StripeCheckoutDialogProps };

// The dialogs (with the card form's react-hook-form and resolver) load in their own chunk when a checkout opens,
// so the platform's main chunk, which every page loads, stays as it was.
const LazySandbox = lazy(() => import(/* webpackChunkName: "platform-checkout" */ './SandboxCheckoutDialog').then((m) => ({ default: m.SandboxCheckoutDialog })));
const LazyStripe = lazy(() => import(/* webpackChunkName: "platform-checkout" */ './StripeCheckoutDialog').then((m) => ({ default: m.StripeCheckoutDialog })));

/** The sandbox provider's test-mode card dialog (booking's reservation, an order's open amount). */
export function SandboxCheckoutDialog(props: SandboxCheckoutDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazySandbox {...props} />
    </Suspense>
  );
}

/** Stripe's Embedded Checkout in a dialog. */
export function StripeCheckoutDialog(props: StripeCheckoutDialogProps) {
  return (
    <Suspense fallback={null}>
      <LazyStripe {...props} />
    </Suspense>
  );
}
