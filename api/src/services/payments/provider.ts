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
}

export type CheckoutState = 'authorized' | 'declined' | 'open';

export interface CheckoutStatus {
  status: CheckoutState;
  /** Authorised amount in cents (0 while open). */
  amount: number;
  /** A declined checkout that was never paid but ran out (or was cancelled) rather than refused by the bank. */
  reason?: 'expired';
}

/**
 * A payment provider (DESIGN §5): `sandbox` (default, no keys) or `stripe` (Embedded Checkout, manual capture).
 * `db` is the handle to write the provider's own rows with: the placement transaction for the local sandbox
 * (`local: true`), the database for Stripe (called after the placement committed, never holding slot locks
 * during a network call).
 */
export interface PaymentProvider {
  readonly name: PaymentProviderName;
  /** True when createCheckout only writes to the database (it may then run inside the placement transaction). */
  readonly local: boolean;
  createCheckout(order: CheckoutOrder, db: Db): Promise<{ sessionId: string; clientSecret: string }>;
  retrieve(sessionId: string): Promise<CheckoutStatus>;
  /** Captures `amount` cents of the authorisation (at most the authorised amount). */
  capture(sessionId: string, amount: number): Promise<void>;
  /** Voids the authorisation, or expires a session still open. Safe to call twice. */
  cancel(sessionId: string): Promise<void>;
}

export class PaymentProviderError extends Error {
  constructor(
    message: string,
    readonly code: 'not_found' | 'invalid_state' | 'provider_error',
  ) {
    super(message);
    this.name = 'PaymentProviderError';
  }
}
