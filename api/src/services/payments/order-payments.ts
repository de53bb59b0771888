import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders, paymentSessions, type OrderRow } from '../../db/schema';
import type { PaymentProvider } from './provider';

/**
 * Money after booking (DESIGN §4 "Payment"), for the status and cancel routes: the estimated grand total was
 * authorised at booking; on `pending_payment` the actual total is captured (at most the authorisation); a
 * cancellation voids the authorisation. Free orders and orders without a checkout have nothing to do.
 */
export const providerOf = (app: FastifyInstance, order: OrderRow): PaymentProvider => (order.paymentProvider === 'sandbox' ? app.booking.sandbox : app.booking.provider);

/** What the card authorised at the checkout (the estimated grand total; 0 without an authorisation). */
export const authorisedAmount = (order: Pick<OrderRow, 'paymentStatus' | 'estimatedGrandTotal'>): number =>
  ['authorized', 'captured'].includes(order.paymentStatus) ? order.estimatedGrandTotal : 0;

export type CaptureOutcome = 'captured' | 'nothing_to_capture' | 'failed';

/**
 * Captures `amount` cents (default: the order's grand_total, else the estimate) of the order's authorisation and
 * records it (payment_status `captured`, or `failed` when the provider refuses). Idempotent: an order already
 * captured answers `captured` without calling the provider again.
 */
export async function captureOrderPayment(app: FastifyInstance, order: OrderRow, amount?: number): Promise<CaptureOutcome> {
  if (order.paymentStatus === 'captured') return 'captured';
  if (!order.checkoutSessionId || order.paymentStatus !== 'authorized') return 'nothing_to_capture';
  const cents = Math.min(amount ?? order.grandTotal ?? order.estimatedGrandTotal, order.estimatedGrandTotal);
  try {
    if (cents > 0) await providerOf(app, order).capture(order.checkoutSessionId, cents);
    else await providerOf(app, order).cancel(order.checkoutSessionId);
  } catch (error) {
    app.log.warn({ err: error, orderId: order.id }, 'capture failed');
    await app.db.update(orders).set({ paymentStatus: 'failed', updatedAt: new Date() }).where(eq(orders.id, order.id));
    return 'failed';
  }
  const now = new Date();
  await app.db.update(orders).set({ paymentStatus: cents > 0 ? 'captured' : 'voided', updatedAt: now }).where(eq(orders.id, order.id));
  await app.db
    .update(paymentSessions)
    .set({ status: cents > 0 ? 'captured' : 'cancelled', capturedAmount: cents, updatedAt: now })
    .where(and(eq(paymentSessions.id, order.checkoutSessionId), sql`${paymentSessions.provider} <> 'sandbox'`));
  return cents > 0 ? 'captured' : 'nothing_to_capture';
}

/** Voids the order's authorisation (customer or manager cancellation). Safe to call twice. */
export async function voidOrderPayment(app: FastifyInstance, order: OrderRow): Promise<void> {
  if (!order.checkoutSessionId || !['authorized', 'pending'].includes(order.paymentStatus)) return;
  await providerOf(app, order).cancel(order.checkoutSessionId);
  await app.db.update(orders).set({ paymentStatus: 'voided', updatedAt: new Date() }).where(eq(orders.id, order.id));
  await app.db
    .update(paymentSessions)
    .set({ status: 'cancelled', updatedAt: new Date() })
    .where(and(eq(paymentSessions.id, order.checkoutSessionId), sql`${paymentSessions.provider} <> 'sandbox'`));
}
