import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { paymentCharges, type OrderRow } from '../../db/schema';
import { authorisedAmount, captureOrderPayment, providerOf } from './order-payments';
import { PaymentProviderError } from './provider';

/** Why a settlement failed (kept as the `reason` of the `unpaid` history entry). */
export type SettlementFailure = 'capture_failed' | 'difference_declined' | 'no_saved_card';
export type Settlement = { ok: true; paid: number } | { ok: false; paid: number; reason: SettlementFailure };

/**
 * Money after the service (DESIGN §4 "Payment"): the actual total `amount` (cents) is captured up to the amount
 * authorised at booking; what lies above it is charged to the card saved at the checkout, off-session (chosen over
 * an e-mailed payment link: no second customer action, and the customer agreed at the checkout). A total below the
 * authorisation releases the rest; 0 voids it.
 */
export async function settleOrder(app: FastifyInstance, order: OrderRow, amount: number): Promise<Settlement> {
  const authorised = authorisedAmount(order);
  const captured = Math.min(amount, authorised);
  if (authorised > 0 && (await captureOrderPayment(app, order, captured)) === 'failed') return { ok: false, paid: 0, reason: 'capture_failed' };
  const difference = amount - captured;
  if (difference === 0) return { ok: true, paid: captured };
  const charged = await chargeDifference(app, order, difference);
  return charged === true ? { ok: true, paid: amount } : { ok: false, paid: captured, reason: charged };
}

/**
 * Charges the difference once: the ledger row `difference:<order>` (payment_charges) is claimed first and its key
 * goes to the provider as the idempotency key, so a retried or doubled settlement never charges twice.
 */
async function chargeDifference(app: FastifyInstance, order: OrderRow, amount: number): Promise<true | SettlementFailure> {
  if (!order.checkoutSessionId) return 'no_saved_card';
  const key = `difference:${order.id}`;
  const now = app.booking.now();
  const claimed = await app.db
    .insert(paymentCharges)
    .values({ idempotencyKey: key, orderId: order.id, kind: 'difference', amount, status: 'pending', createdAt: now, updatedAt: now })
    .onConflictDoNothing()
    .returning({ key: paymentCharges.idempotencyKey });
  if (claimed.length === 0) {
    const [existing] = await app.db.select().from(paymentCharges).where(eq(paymentCharges.idempotencyKey, key));
    if (existing?.status === 'succeeded') return true;
    if (existing?.status === 'failed') return 'difference_declined';
    // pending: an earlier attempt stopped half-way; the provider answers the same key with the same charge.
  }
  try {
    const ref = await providerOf(app, order).chargeSaved(order.checkoutSessionId, amount, key);
    await app.db.update(paymentCharges).set({ status: 'succeeded', providerRef: ref, updatedAt: app.booking.now() }).where(eq(paymentCharges.idempotencyKey, key));
    return true;
  } catch (error) {
    if (!(error instanceof PaymentProviderError)) throw error;
    app.log.warn({ err: error, orderId: order.id }, 'charging the difference failed');
    await app.db.update(paymentCharges).set({ status: 'failed', error: error.message, updatedAt: app.booking.now() }).where(eq(paymentCharges.idempotencyKey, key));
    return error.code === 'declined' ? 'difference_declined' : 'no_saved_card';
  }
}
