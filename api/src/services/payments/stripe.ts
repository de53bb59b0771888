import Stripe from 'stripe';
import type { StripeSettings } from '../../payments-config';
import type { Db } from '../../db/client';
import { paymentSessions } from '../../db/schema';
import { PaymentProviderError, type CheckoutStatus, type RemotePaymentProvider } from './provider';

/** Stripe Checkout needs a session to live at least 30 minutes. */
const STRIPE_MIN_SESSION_SECONDS = 30 * 60 + 60;

export function stripeClient(settings: StripeSettings): Stripe {
  return new Stripe(settings.secretKey, {
    maxNetworkRetries: 2,
    timeout: 20_000,
    ...(settings.host ? { host: settings.host } : {}),
    ...(settings.port ? { port: settings.port } : {}),
    ...(settings.protocol ? { protocol: settings.protocol } : {}),
  });
}

type ExpandedSession = Stripe.Checkout.Session & { payment_intent: string | Stripe.PaymentIntent | null };

/** Maps a Checkout Session (payment intent expanded) to the provider's three outcomes. */
export function checkoutStatusOf(session: ExpandedSession): CheckoutStatus {
  if (session.status === 'expired') return { status: 'declined', amount: 0, reason: 'expired' };
  if (session.status !== 'complete') return { status: 'open', amount: 0 };
  const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
  if (!intent) return { status: 'open', amount: 0 };
  if (intent.status === 'requires_capture' || intent.status === 'succeeded') {
    const fingerprint = typeof intent.payment_method === 'object' ? intent.payment_method?.card?.fingerprint : null;
    return { status: 'authorized', amount: intent.amount_capturable || intent.amount_received || intent.amount, ...(fingerprint ? { cardFingerprint: fingerprint } : {}) };
  }
  if (intent.status === 'canceled' || intent.status === 'requires_payment_method') return { status: 'declined', amount: 0 };
  return { status: 'open', amount: 0 };
}

/**
 * Stripe through the official SDK: Embedded Checkout (`ui_mode: 'embedded_page'`), the estimated grand total
 * authorised with `capture_method: 'manual'`, captured (or the authorisation voided) later.
 */
export function createStripeProvider(settings: StripeSettings, options: { returnUrl: string; client?: Stripe }): RemotePaymentProvider & { client: Stripe } {
  const stripe = options.client ?? stripeClient(settings);
  const paymentIntentOf = async (sessionId: string): Promise<Stripe.PaymentIntent | null> => {
    const session = (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] })) as ExpandedSession;
    return typeof session.payment_intent === 'object' ? session.payment_intent : null;
  };
  return {
    name: 'stripe',
    local: false as const,
    client: stripe,
    async createCheckout(order, db: Db) {
      const expiresAt = Math.max(Math.floor(order.holdExpiresAt.getTime() / 1000), Math.floor(Date.now() / 1000) + STRIPE_MIN_SESSION_SECONDS);
      const session = await stripe.checkout.sessions.create(
        {
          ui_mode: 'embedded_page',
          mode: 'payment',
          line_items: [
            {
              quantity: 1,
              price_data: { currency: order.currency, unit_amount: order.amount, product_data: { name: `ChargeValet ${order.identity}` } },
            },
          ],
          // The card is saved for an off-session charge of an actual total above the authorisation (DESIGN §4).
          payment_intent_data: { capture_method: 'manual', setup_future_usage: 'off_session', metadata: { order_id: order.id, identity: order.identity } },
          customer_creation: 'always',
          customer_email: order.customerEmail,
          client_reference_id: order.id,
          metadata: { order_id: order.id, identity: order.identity },
          locale: order.locale,
          expires_at: expiresAt,
          return_url: order.returnUrl ?? options.returnUrl,
        },
        { idempotencyKey: order.idempotencyKey ?? `checkout-${order.id}` },
      );
      if (!session.client_secret) throw new PaymentProviderError('Stripe returned no client secret', 'provider_error');
      await db
        .insert(paymentSessions)
        .values({ id: session.id, provider: 'stripe', orderId: order.id, amount: order.amount, currency: order.currency, clientSecret: session.client_secret })
        .onConflictDoNothing();
      return { sessionId: session.id, clientSecret: session.client_secret };
    },
    async retrieve(sessionId) {
      // the PaymentMethod too: its card.fingerprint counts the card's checkouts (the per-card limit)
      const session = (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent.payment_method'] })) as ExpandedSession;
      return checkoutStatusOf(session);
    },
    async capture(sessionId, amount) {
      const intent = await paymentIntentOf(sessionId);
      if (!intent || intent.status !== 'requires_capture') throw new PaymentProviderError('nothing to capture', 'invalid_state');
      await stripe.paymentIntents.capture(intent.id, { amount_to_capture: amount }, { idempotencyKey: `capture-${intent.id}` });
    },
    async chargeSaved(sessionId, amount, idempotencyKey) {
      const intent = await paymentIntentOf(sessionId);
      const customer = typeof intent?.customer === 'string' ? intent.customer : intent?.customer?.id;
      const paymentMethod = typeof intent?.payment_method === 'string' ? intent.payment_method : intent?.payment_method?.id;
      if (!intent || !customer || !paymentMethod) throw new PaymentProviderError('no card saved', 'declined');
      let charge: Stripe.PaymentIntent;
      try {
        charge = await stripe.paymentIntents.create(
          { amount, currency: intent.currency, customer, payment_method: paymentMethod, off_session: true, confirm: true, metadata: intent.metadata },
          { idempotencyKey },
        );
      } catch (error) {
        if (error instanceof Stripe.errors.StripeCardError) throw new PaymentProviderError(error.message, 'declined');
        throw error;
      }
      if (charge.status !== 'succeeded') throw new PaymentProviderError(`charge ${charge.status}`, 'declined');
      return charge.id;
    },
    async refund(target, amount, idempotencyKey) {
      const intentId = target.kind === 'charge' ? target.ref : (await paymentIntentOf(target.ref))?.id;
      if (!intentId) throw new PaymentProviderError('nothing to refund', 'invalid_state');
      try {
        const refund = await stripe.refunds.create({ payment_intent: intentId, amount, reason: 'requested_by_customer' }, { idempotencyKey });
        if (refund.status === 'failed' || refund.status === 'canceled') throw new PaymentProviderError(`refund ${refund.status}`, 'provider_error');
        return refund.id;
      } catch (error) {
        if (error instanceof Stripe.errors.StripeError) throw new PaymentProviderError(error.message, 'provider_error');
        throw error;
      }
    },
    async cancel(sessionId) {
      const session = (await stripe.checkout.sessions.retrieve(sessionId, { expand: ['payment_intent'] })) as ExpandedSession;
      if (session.status === 'open') {
        await stripe.checkout.sessions.expire(sessionId);
        return;
      }
      const intent = typeof session.payment_intent === 'object' ? session.payment_intent : null;
      if (intent && intent.status === 'requires_capture') await stripe.paymentIntents.cancel(intent.id);
    },
  };
}

/** Verifies a webhook with the raw body and the Stripe-Signature header; throws when forged or stale. */
export function verifyWebhook(stripe: Stripe, rawBody: string | Buffer, signature: string, secret: string): Stripe.Event {
  return stripe.webhooks.constructEvent(rawBody, signature, secret);
}
