import type { Db } from '../../db/client';
import type { PaymentProviderName } from '../../db/schema';

/** What a provider needs to open a checkout for an order (amount = the estimated grand total, authorised only). */
export interface CheckoutOrder {
  id: string;
  identity: string;
  amount: number;
  currency: 'eur';
  customerEmail: string;
  locale: 'de' | 'en';
  /** When the slot hold ends; the provider's session should not outlive it by much. */
  holdExpiresAt: Date;
  /** Another checkout of the same order (an open amount): its own idempotency key at the provider. */
  idempotencyKey?: string;
  /** Where a redirecting provider (Stripe) sends the browser back, `{CHECKOUT_SESSION_ID}` filled in; the booking's by default. */
  returnUrl?: string;
}

export type CheckoutState = 'authorized' | 'declined' | 'open';

export interface CheckoutStatus {
  status: CheckoutState;
  /** Authorised amount in cents (0 while open). */
  amount: number;
  /** A declined checkout that was never paid but ran out (or was cancelled) rather than refused by the bank. */
  reason?: 'expired';
  /** The paying card's fingerprint (the same card gives the same one), when authorised: the per-card checkout limit. */
  cardFingerprint?: string;
}

interface PaymentProviderBase {
  readonly name: PaymentProviderName;
  retrieve(sessionId: string): Promise<CheckoutStatus>;
  /** Captures `amount` cents of the authorisation (at most the authorised amount). */
  capture(sessionId: string, amount: number): Promise<void>;
  /** Voids the authorisation, or expires a session still open. Safe to call twice. */
  cancel(sessionId: string): Promise<void>;
  /**
   * Charges `amount` cents more to the card saved at the checkout (off-session), e.g. an actual total above the
   * authorisation. The same `idempotencyKey` never charges twice. Returns the provider's charge id; a refused
   * charge throws PaymentProviderError `declined`.
   */
  chargeSaved(sessionId: string, amount: number, idempotencyKey: string): Promise<string>;
  /**
   * Gives back `amount` cents of what was taken: of the checkout's capture (`kind: 'checkout'`, `ref` the session)
   * or of a charge made after it (`kind: 'charge'`, `ref` its id). The same `idempotencyKey` never refunds twice.
   * Returns the provider's refund id; a refused refund throws PaymentProviderError.
   */
  refund(target: { kind: 'checkout' | 'charge'; ref: string }, amount: number, idempotencyKey: string): Promise<string>;
}

export interface OpenedCheckout {
  sessionId: string;
  clientSecret: string;
}

/** A checkout session kept in our own database (a payment_sessions row of the order). */
export interface LocalCheckoutSession {
  id: string;
  provider: PaymentProviderName;
  amount: number;
  currency: 'eur';
  clientSecret: string;
}

/**
 * The sandbox: its checkout session is a database row, which the placement writes with the order's own insert
 * (same statement, same transaction).
 */
export interface LocalPaymentProvider extends PaymentProviderBase {
  readonly local: true;
  openCheckout(order: CheckoutOrder): OpenedCheckout & { session: LocalCheckoutSession };
}

/** Stripe: a network call, made after the placement committed (never while holding slot locks). */
export interface RemotePaymentProvider extends PaymentProviderBase {
  readonly local: false;
  /** `db` is where the provider may keep its own rows. */
  createCheckout(order: CheckoutOrder, db: Db): Promise<OpenedCheckout>;
}

/** A payment provider (DESIGN §5): `sandbox` (default, no keys) or `stripe` (Embedded Checkout, manual capture). */
export type PaymentProvider = LocalPaymentProvider | RemotePaymentProvider;

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'invalid_state' | 'provider_error' | 'declined',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
