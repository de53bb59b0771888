import { randomUUID } from 'node:crypto';
import { and, eq, ne } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { openAmountOf } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, paymentCharges, paymentSessions, type OrderRow, type PaymentProviderName } from '../../db/schema';
import { issueInvoice } from '../invoices/invoices';
import { orderPageUrl } from '../orders/order-links';
import { notifyStatusChange } from '../orders/order-notifications';
import { appendHistory } from '../orders/placement';
import { PaymentProviderError } from './provider';

/** What an `unpaid` order still owes (cents): its total less what was paid; 0 in any other state. */
export const openAmount = (row: Pick<OrderRow, 'state' | 'grandTotal' | 'paidTotal'>): number =>
  openAmountOf({ state: row.state, grand_total: row.grandTotal, paid_total: row.paidTotal });

/** How long the customer has for the open amount's checkout. */
const OPEN_AMOUNT_CHECKOUT_MINUTES = 60;

/**
 * A checkout of the payment provider for an unpaid order's open amount (issue 30): the sandbox's session row, or a
 * Stripe Checkout Session (its own idempotency key). Null when nothing is open.
 */
export async function startOpenAmountCheckout(app: FastifyInstance, row: OrderRow): Promise<{ provider: PaymentProviderName; session_id: string; client_secret: string; amount: number } | null> {
  const amount = openAmount(row);
  if (amount === 0) return null;
  const provider = app.booking.provider;
  const checkout = {
    id: row.id,
    identity: row.identity,
    amount,
    currency: 'eur' as const,
    customerEmail: row.customerEmail,
    locale: row.locale,
    holdExpiresAt: new Date(app.booking.now().getTime() + OPEN_AMOUNT_CHECKOUT_MINUTES * 60_000),
    idempotencyKey: `open-amount-${row.id}-${randomUUID()}`,
    // back from Stripe on the order's page (where the mail's link led), which completes the checkout and shows `paid`
    returnUrl: `${orderPageUrl(app, row)}?session_id={CHECKOUT_SESSION_ID}`,
  };
  if (provider.local) {
    const opened = provider.openCheckout(checkout);
    await app.db.insert(paymentSessions).values({ ...opened.session, orderId: row.id });
    return { provider: provider.name, session_id: opened.sessionId, client_secret: opened.clientSecret, amount };
  }
  const opened = await provider.createCheckout(checkout, app.db);
  return { provider: provider.name, session_id: opened.sessionId, client_secret: opened.clientSecret, amount };
}

export type OpenAmountOutcome = { kind: 'paid'; row: OrderRow } | { kind: 'not_found' } | { kind: 'nothing_open' } | { kind: 'open' } | { kind: 'declined' };

/**
 * The customer finished the open amount's checkout: the provider's outcome is read, the amount captured, and in one
 * transaction the order becomes `paid` (its paid total grown, the payment in the ledger as `open_amount`) with its
 * invoice and the paid mail. Safe to call twice.
 */
export async function completeOpenAmount(app: FastifyInstance, row: OrderRow, sessionId: string): Promise<OpenAmountOutcome> {
  const [session] = await app.db
    .select()
    .from(paymentSessions)
    .where(and(eq(paymentSessions.id, sessionId), eq(paymentSessions.orderId, row.id), ne(paymentSessions.id, row.checkoutSessionId ?? '')));
  if (!session) return { kind: 'not_found' };
  if (row.state === 'paid') return { kind: 'paid', row };
  const amount = openAmount(row);
  if (amount === 0) return { kind: 'nothing_open' };
  const provider = session.provider === 'sandbox' ? app.booking.sandbox : app.booking.provider;
  const status = await provider.retrieve(sessionId);
  if (status.status === 'open') return { kind: 'open' };
  if (status.status === 'declined' || status.amount < amount) return { kind: 'declined' };
  try {
    await provider.capture(sessionId, amount);
  } catch (error) {
    // captured by an earlier call that stopped before its commit: go on
    if (!(error instanceof PaymentProviderError) || error.code !== 'invalid_state') throw error;
  }
  const now = app.booking.now();
  const paid = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [updated] = await tx
      .update(orders)
      .set({
        state: 'paid',
        paidTotal: row.paidTotal + amount,
        updatedAt: now,
        statusHistory: appendHistory({ state: 'paid', at: now.toISOString(), actor: { id: null, role: 'system' }, reason: 'open_amount_paid' }),
      })
      .where(and(eq(orders.id, row.id), eq(orders.state, 'unpaid')))
      .returning();
    if (!updated) return null;
    await tx.insert(paymentCharges).values({ idempotencyKey: `open_amount:${sessionId}`, orderId: row.id, kind: 'open_amount', amount, status: 'succeeded', providerRef: sessionId, createdAt: now, updatedAt: now });
    await issueInvoice(app, tx, updated, now);
    await notifyStatusChange(app, updated, tx);
    return updated;
  });
  if (paid) return { kind: 'paid', row: paid };
  const [current] = await app.db.select().from(orders).where(eq(orders.id, row.id));
  return current?.state === 'paid' ? { kind: 'paid', row: current } : { kind: 'nothing_open' };
}
