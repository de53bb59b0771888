import fp from 'fastify-plugin';
import type Stripe from 'stripe';
import { createSandboxProvider } from '../services/payments/sandbox';
import { createStripeProvider, stripeClient } from '../services/payments/stripe';
import type { PaymentProvider } from '../services/payments/provider';
import { MicroCache } from '../services/orders/micro-cache';
import type { ScheduleIndex } from '../domain';

export interface Booking {
  /** The API's clock (`fastify.clock`), read by the booking rules (lead time, holds). */
  now(): Date;
  /** The configured payment provider (config.payments.provider). */
  provider: PaymentProvider;
  /** The sandbox provider (always present: its sessions may outlive a switch to Stripe). */
  sandbox: ReturnType<typeof createSandboxProvider>;
  /** The Stripe SDK client when STRIPE_SECRET_KEY is set (webhook verification). */
  stripe: Stripe | null;
  /** Serialised slot answers; invalidated by every placement, completion and release on this instance. */
  slotAnswers: MicroCache<string>;
  /**
   * Schedules by pickup date, a placement's first guess (placement.ts): never invalidated, because the claim
   * re-checks capacity under the slot locks and a stale guess only sends the placement the locked way.
   */
  schedules: MicroCache<ScheduleIndex>;
}

declare module 'fastify' {
  interface FastifyInstance {
    booking: Booking;
  }
}

/** Booking infrastructure: the payment provider, the booking clock and the slot and schedule caches. */
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
      now: () => fastify.clock.now(),
      provider,
      sandbox,
      stripe,
      slotAnswers: new MicroCache<string>(payments.slotsCacheMs),
      schedules: new MicroCache<ScheduleIndex>(payments.slotsCacheMs),
    } satisfies Booking);
  },
  { name: 'booking', dependencies: ['db', 'config', 'clock'] },
);
