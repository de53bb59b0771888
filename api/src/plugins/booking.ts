import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { createSandboxProvider } from '../services/payments/sandbox';
import { createStripeProvider, stripeClient } from '../services/payments/stripe';
import type { PaymentProvider } from '../services/payments/provider';
import { SlotAnswerCache } from '../services/orders/slot-answers';

export interface Booking {
  /** The clock of the booking rules (lead time, holds); tests replace it. */
  now(): Date;
  /** The configured payment provider (config.payments.provider). */
  provider: PaymentProvider;
  /** The sandbox provider (always present: its sessions may outlive a switch to Stripe). */
  sandbox: ReturnType<typeof createSandboxProvider>;
  /** The Stripe SDK client when STRIPE_SECRET_KEY is set (webhook verification). */
  stripe: Stripe | null;
  /** Serialised slot answers; invalidated by every placement, completion and release on this instance. */
  slotAnswers: SlotAnswerCache;
}

declare module 'fastify' {
  interface FastifyInstance {
    booking: Booking;
  }
}

/** Booking infrastructure: the payment provider, the booking clock and the slot answer cache. */
export default fp(
  async (fastify) => {
    const { payments, accounts } = fastify.config;
    const sandbox = createSandboxProvider(fastify.db);
    let stripe: Stripe | null = null;
    let provider: PaymentProvider = sandbox;
    if (payments.stripe) {
      stripe = stripeClient(payments.stripe);
      const stripeProvider = createStripeProvider(payments.stripe, {
        client: stripe,
        returnUrl: `${accounts.linkBaseUrl}/book-a-service/payment-method?session_id={CHECKOUT_SESSION_ID}`,
      });
      if (payments.provider === 'stripe') provider = stripeProvider;
    }
    fastify.decorate('booking', {
      now: () => new Date(),
      provider,
      sandbox,
      stripe,
      slotAnswers: new SlotAnswerCache(payments.slotsCacheMs),
    } satisfies Booking);
  },
  { name: 'booking', dependencies: ['db', 'config'] },
);
