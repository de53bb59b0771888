import { createHash, randomBytes } from 'node:crypto';
import { and, eq, inArray, sql } from 'drizzle-orm';
import { SANDBOX_CARDS } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { paymentSessions, type PaymentSessionRow } from '../../db/schema';
import { PaymentProviderError, type CheckoutStatus, type LocalPaymentProvider } from './provider';

export type SandboxCardOutcome = 'authorized' | 'declined' | 'invalid';

/** DESIGN §5 test cards: 4242 4242 4242 4242 authorises, 4000 0000 0000 0002 is declined; others are not test cards. */
export function sandboxCardOutcome(cardNumber: string): SandboxCardOutcome {
  const digits = cardNumber.replace(/[\s-]/g, '');
  if (digits === SANDBOX_CARDS.success || digits === SANDBOX_CARDS.laterChargeDeclined) return 'authorized';
  if (digits === SANDBOX_CARDS.declined) return 'declined';
  return 'invalid';
}

/** A card's fingerprint in the sandbox: deterministic per card number (Stripe's card.fingerprint is too). */
const sandboxCardFingerprint = (digits: string): string => `sbx_fp_${createHash('sha256').update(`sandbox-card:${digits}`).digest('base64url').slice(0, 16)}`;

/**
 * The built-in test-mode provider: the session is a row of payment_sessions; the browser's test-mode dialog posts a
 * test card (POST /api/payment/sandbox/{session}/pay), which stores the outcome on the session. Same server flow as
 * Stripe afterwards (complete-checkout retrieves the outcome).
 */
export function createSandboxProvider(db: Db): LocalPaymentProvider & {
  pay(sessionId: string, clientSecret: string, cardNumber: string): Promise<PaymentSessionRow['status'] | 'invalid_card' | 'not_found' | 'not_open'>;
  session(sessionId: string): Promise<PaymentSessionRow | null>;
} {
  const find = async (sessionId: string) => {
    const [row] = await db.select().from(paymentSessions).where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.provider, 'sandbox'))).limit(1);
    return row ?? null;
  };
  return {
    name: 'sandbox',
    local: true,
    openCheckout(order) {
      const random = randomBytes(36); // one draw for both (each draw costs a CSPRNG call)
      const sessionId = `sbx_cs_${random.subarray(0, 18).toString('base64url')}`;
      const clientSecret = `sbx_secret_${random.subarray(18).toString('base64url')}`;
      return { sessionId, clientSecret, session: { id: sessionId, provider: 'sandbox', amount: order.amount, currency: order.currency, clientSecret } };
    },
    async retrieve(sessionId): Promise<CheckoutStatus> {
      const row = await find(sessionId);
      if (!row) throw new PaymentProviderError('unknown checkout session', 'not_found');
      if (row.status === 'open') return { status: 'open', amount: 0 };
      if (row.status === 'authorized' || row.status === 'captured') {
        return { status: 'authorized', amount: row.amount, ...(row.cardFingerprint ? { cardFingerprint: row.cardFingerprint } : {}) };
      }
      return row.status === 'declined' ? { status: 'declined', amount: 0 } : { status: 'declined', amount: 0, reason: 'expired' };
    },
    async capture(sessionId, amount) {
      const rows = await db
        .update(paymentSessions)
        .set({ status: 'captured', capturedAmount: amount, updatedAt: new Date() })
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'authorized'), sql`${paymentSessions.amount} >= ${amount}`))
        .returning({ id: paymentSessions.id });
      if (rows.length === 0) throw new PaymentProviderError('nothing to capture', 'invalid_state');
    },
    async cancel(sessionId) {
      await db
        .update(paymentSessions)
        .set({ status: 'cancelled', updatedAt: new Date() })
        .where(and(eq(paymentSessions.id, sessionId), inArray(paymentSessions.status, ['open', 'authorized'])));
    },
    async chargeSaved(sessionId, _amount, idempotencyKey) {
      const row = await find(sessionId);
      if (!row || !['authorized', 'captured'].includes(row.status)) throw new PaymentProviderError('no card saved', 'declined');
      if (row.cardLast4 === SANDBOX_CARDS.laterChargeDeclined.slice(-4)) throw new PaymentProviderError('card declined', 'declined');
      // The same key names the same charge (the caller keeps the ledger, payment_charges).
      return `sbx_ch_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)}`;
    },
    async refund(target, amount, idempotencyKey) {
      const ref = `sbx_re_${createHash('sha256').update(idempotencyKey).digest('base64url').slice(0, 24)}`;
      if (target.kind === 'charge') return ref;
      // The sandbox records what went back of its capture (never more than was captured).
      const rows = await db
        .update(paymentSessions)
        .set({ refundedAmount: sql`${paymentSessions.refundedAmount} + ${amount}`, updatedAt: new Date() })
        .where(and(eq(paymentSessions.id, target.ref), eq(paymentSessions.status, 'captured'), sql`coalesce(${paymentSessions.capturedAmount}, 0) >= ${paymentSessions.refundedAmount} + ${amount}`))
        .returning({ id: paymentSessions.id });
      if (rows.length === 0) throw new PaymentProviderError('nothing to refund', 'invalid_state');
      return ref;
    },
    async pay(sessionId, clientSecret, cardNumber) {
      const row = await find(sessionId);
      if (!row || row.clientSecret !== clientSecret) return 'not_found';
      const outcome = sandboxCardOutcome(cardNumber);
      if (outcome === 'invalid') return 'invalid_card';
      const digits = cardNumber.replace(/[\s-]/g, '');
      // Only an open session takes a card: a second payment attempt after the outcome changes nothing.
      const updated = await db
        .update(paymentSessions)
        .set({ status: outcome, cardLast4: digits.slice(-4), cardFingerprint: sandboxCardFingerprint(digits), updatedAt: new Date() })
        .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.status, 'open')))
        .returning({ status: paymentSessions.status });
      return updated[0]?.status ?? 'not_open';
    },
    session: find,
  };
}
