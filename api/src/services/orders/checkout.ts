import { eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, paymentSessions, type OrderRow } from '../../db/schema';
import { capacityAt, instantToZoned } from '../../domain';
import type { CheckoutStatus } from '../payments/provider';
import { queueOrderConfirmation } from './confirmation';
import { scheduleReminders } from './customer-mails';
import { notify } from '../notifications/notify';
import { createGuestAccount } from './guest-account';
import { issuePasswordSetupLink } from '../accounts/password-tokens';
import { appendHistory, cancelPendingOrder } from './placement';
import { send } from '../../db/pipeline';
import { lockedScheduleStatement, scheduleIndexOf } from './schedule';
import { RateLimiter } from '../../lib/rate-limiter';
import { consumeLimits } from '../accounts/http';
import { checkoutLimits } from './hoarding';

export type CompletionSource = 'browser' | 'webhook' | 'job';

export type CompletionOutcome =
  | { kind: 'not_found' }
  | { kind: 'open' }
  | { kind: 'done'; order: OrderRow; failed: boolean; changed: boolean; cardLimitWait?: number };

const paymentFailed = (order: OrderRow) => order.state === 'cancelled' && ['declined', 'expired', 'voided', 'failed'].includes(order.paymentStatus);

async function orderOfSession(db: Db, sessionId: string): Promise<OrderRow | null> {
  const [row] = await db
    .select({ order: orders })
    .from(paymentSessions)
    .innerJoin(orders, eq(orders.id, paymentSessions.orderId))
    .where(eq(paymentSessions.id, sessionId))
    .limit(1);
  return row?.order ?? null;
}

/**
 * POST complete-checkout, the Stripe webhook and the release job all end here. Idempotent: the order row is
 * locked (FOR UPDATE) and only a `pending_checkout` order changes, so completing twice (or a webhook racing the
 * browser) has exactly one effect — one `created` order, one confirmation mail.
 *
 * authorised → `created` (payment `authorized`; a guest's account is created; confirmation queued). If the hold
 *   had already expired, the slots are locked and re-checked first: when someone else took the capacity meanwhile,
 *   the order is cancelled and the authorisation voided.
 * declined → `cancelled`, slots released.
 * authorised by a card that paid CHECKOUT_LIMIT_CARD checkouts in the last 10 minutes → `cancelled`, the
 *   authorisation voided, `cardLimitWait` seconds (counted in the same transaction: a retry counts once).
 */
export async function completeCheckout(app: FastifyInstance, sessionId: string, source: CompletionSource): Promise<CompletionOutcome> {
  const { db, booking } = app;
  const current = await orderOfSession(db, sessionId);
  if (!current) return { kind: 'not_found' };
  if (current.state !== 'pending_checkout') return { kind: 'done', order: current, failed: paymentFailed(current), changed: false };

  const provider = providerFor(app, current);
  const status: CheckoutStatus = await provider.retrieve(sessionId);
  if (status.status === 'open') {
    if (source !== 'job') return { kind: 'open' };
    await provider.cancel(sessionId).catch((error: unknown) => app.log.warn({ err: error, sessionId }, 'could not expire the checkout session'));
    await cancelPendingOrder(app, current.id, 'expired');
    await db.update(paymentSessions).set({ status: 'expired', updatedAt: booking.now() }).where(eq(paymentSessions.id, sessionId));
    const [order] = await db.select().from(orders).where(eq(orders.id, current.id));
    return { kind: 'done', order: order!, failed: true, changed: true };
  }

  const now = booking.now();
  let voidAuthorisation = false;
  const result = await db.transaction(async (txRaw): Promise<{ order: OrderRow; changed: boolean; guestAccountId: string | null; cardLimitWait?: number }> => {
    const tx = txRaw as unknown as Db;
    const [locked] = await tx.select().from(orders).where(eq(orders.id, current.id)).for('update');
    if (!locked || locked.state !== 'pending_checkout') return { order: locked ?? current, changed: false, guestAccountId: null };
    // created or cancelled: either way it now shows in the lists
    await app.orderViews.changed(tx);

    const actor = { id: null, role: 'system' as const };
    if (status.status === 'declined') {
      const [order] = await tx
        .update(orders)
        .set({ state: 'cancelled', paymentStatus: status.reason ?? 'declined', holdExpiresAt: null, updatedAt: now, statusHistory: appendHistory({ state: 'cancelled', at: now.toISOString(), actor }) })
        .where(eq(orders.id, locked.id))
        .returning();
      await tx.update(paymentSessions).set({ status: status.reason ?? 'declined', updatedAt: now }).where(eq(paymentSessions.id, sessionId));
      return { order: order!, changed: true, guestAccountId: null };
    }

    const voided = async (cardLimitWait?: number) => {
      voidAuthorisation = true;
      const [order] = await tx
        .update(orders)
        .set({ state: 'cancelled', paymentStatus: 'voided', holdExpiresAt: null, updatedAt: now, statusHistory: appendHistory({ state: 'cancelled', at: now.toISOString(), actor }) })
        .where(eq(orders.id, locked.id))
        .returning();
      return { order: order!, changed: true, guestAccountId: null, ...(cardLimitWait ? { cardLimitWait } : {}) };
    };
    // Authorised. One card pays a few checkouts in 10 minutes (slot hoarding): counted here, with the order's change.
    if (status.cardFingerprint) {
      const wait = await consumeLimits(new RateLimiter(tx, app.clock), [checkoutLimits.card(status.cardFingerprint, app.config.payments.checkoutLimits.card)]);
      if (wait > 0) return voided(wait);
    }
    // A hold that ran out may have lost its capacity: re-check under the slot locks.
    if (locked.holdExpiresAt && locked.holdExpiresAt.getTime() <= now.getTime() && !(await stillFits(tx, locked, now))) return voided();

    let guestAccountId: string | null = null;
    if (locked.isGuestOrder && !locked.customerId) {
      guestAccountId = await createGuestAccount(
        tx,
        { first_name: locked.customerFirstName, last_name: locked.customerLastName, email: locked.customerEmail, phone: locked.customerPhone, billing_address: { street: locked.billingStreet, zip_code: locked.billingZip } },
        locked.locale,
        locked.marketingConsent,
      );
      if (guestAccountId) await issuePasswordSetupLink(app, guestAccountId, locked.locale, { tx });
    }
    const [order] = await tx
      .update(orders)
      .set({
        state: 'created',
        paymentStatus: 'authorized',
        holdExpiresAt: null,
        updatedAt: now,
        ...(guestAccountId ? { customerId: guestAccountId } : {}),
        statusHistory: appendHistory({ state: 'created', at: now.toISOString(), actor: { id: locked.customerId ?? guestAccountId, role: locked.customerId ? 'customer' : 'guest' } }),
      })
      .where(eq(orders.id, locked.id))
      .returning();
    await tx
      .update(paymentSessions)
      .set({ status: sql`case when ${paymentSessions.status} = 'captured' then 'captured' else 'authorized' end`, updatedAt: now })
      .where(eq(paymentSessions.id, sessionId));
    await queueOrderConfirmation(app, order!, tx);
    await scheduleReminders(app, order!, tx);
    await notify(app, { role: 'manager', kind: 'order_created', order: order! }, { tx });
    return { order: order!, changed: true, guestAccountId };
  });
  booking.slotAnswers.invalidate();

  if (voidAuthorisation) await provider.cancel(sessionId).catch((error: unknown) => app.log.error({ err: error, sessionId }, 'could not void the authorisation'));
  return { kind: 'done', order: result.order, failed: paymentFailed(result.order), changed: result.changed, ...(result.cardLimitWait ? { cardLimitWait: result.cardLimitWait } : {}) };
}

/** Whether an order whose hold ran out still fits its pickup and return slots (read under their locks). */
async function stillFits(tx: Db, order: OrderRow, now: Date): Promise<boolean> {
  const slots = [order.pickupSlot, order.returnSlot];
  const last = Math.max(...slots.map((slot) => slot.getTime()));
  const schedule = scheduleIndexOf(await send(tx, lockedScheduleStatement(slots, order.pickupSlot, new Date(last + 60_000), now)));
  return slots.every((slot) => capacityAt(schedule, instantToZoned(slot, SERVICE_TIME_ZONE).date, slot).capacity > 0);
}

/** The provider that opened the order's checkout (sandbox sessions stay valid after switching to Stripe). */
const providerFor = (app: FastifyInstance, order: OrderRow) => (order.paymentProvider === 'sandbox' ? app.booking.sandbox : app.booking.provider);

/**
 * The job enqueued at checkout start with runAt = hold_expires_at: an abandoned checkout releases its slots.
 * A payment that did go through in the meantime is completed instead (the webhook may have been lost).
 */
export async function releaseHold(app: FastifyInstance, orderId: string): Promise<'released' | 'completed' | 'unchanged'> {
  const [order] = await app.db.select().from(orders).where(eq(orders.id, orderId));
  if (!order || order.state !== 'pending_checkout') return 'unchanged';
  if (!order.checkoutSessionId) {
    await cancelPendingOrder(app, order.id, 'expired');
    return 'released';
  }
  const outcome = await completeCheckout(app, order.checkoutSessionId, 'job');
  if (outcome.kind !== 'done' || !outcome.changed) return 'unchanged';
  return outcome.order.state === 'created' ? 'completed' : 'released';
}

/** Releases these unpaid checkouts; releaseHold asks the provider first: a checkout paid meanwhile is completed, not cancelled. */
export async function releaseHolds(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  for (const id of ids) await releaseHold(app, id);
}
