import { and, eq, isNotNull, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { orders } from '../../db/schema';
import { normalizedPhoneSqlText } from '../accounts/phone';
import type { Limit } from '../accounts/http';
import { guestContact } from './claim';
import { releaseHold } from './checkout';

/**
 * Slot hoarding (issue 11): an unpaid checkout holds two slots for CHECKOUT_HOLD_MINUTES, so checkout starts are
 * limited per browser session and per e-mail address and phone number, with a high per-IP limit on top (issue 33:
 * customers behind one office, hotel or carrier address share it); a browser (or customer) holds one unpaid
 * checkout at a time, and an e-mail address or phone number at most `maxUnpaid`. A card is known only once it paid:
 * its checkouts are counted at completion (services/orders/checkout.ts), by the provider's card fingerprint.
 */
export const checkoutLimits = {
  ip: (ip: string, max: number): Limit => ({ key: `checkout:ip:${ip}`, max, decaySeconds: 600 }),
  session: (sessionId: string, max: number): Limit => ({ key: `checkout:session:${sessionId}`, max, decaySeconds: 600 }),
  /** One limit for the e-mail address and one for the phone number, as `cv_guest_account` compares them. */
  contact: (contact: { email: string; phone: string }, max: number): Limit[] => {
    const [email, phone] = guestContact(contact);
    return [
      { key: `checkout:email:${email}`, max, decaySeconds: 600 },
      { key: `checkout:phone:${phone}`, max, decaySeconds: 600 },
    ];
  },
  card: (fingerprint: string, max: number): Limit => ({ key: `checkout:card:${fingerprint}`, max, decaySeconds: 600 }),
};

const phoneOfOrder = sql.raw(normalizedPhoneSqlText('"customer_phone"'));

interface CheckoutHolds {
  /** The unpaid checkouts of this browser session or customer: a new checkout replaces them. */
  mine: string[];
  /** The contact's other unpaid checkouts still holding their slots, and when the first of them ends. */
  others: { count: number; firstEnds: Date | null };
}

/**
 * A checkout start's one read of pending checkouts (only they have hold_expires_at): the browser's or customer's own
 * and those of the e-mail address or phone number, as `cv_guest_account` compares them (indexes of drizzle/0025).
 */
export async function checkoutHolds(app: FastifyInstance, owner: { sessionId: string; customerId: string | null }, contact: { email: string; phone: string }, now: Date): Promise<CheckoutHolds> {
  const [email, phone] = guestContact(contact);
  const mine = owner.customerId ? or(eq(orders.guestSessionId, owner.sessionId), eq(orders.customerId, owner.customerId)) : eq(orders.guestSessionId, owner.sessionId);
  const rows = await app.db
    .select({ id: orders.id, mine: sql<boolean>`coalesce(${mine}, false)`, holdExpiresAt: orders.holdExpiresAt })
    .from(orders)
    .where(and(isNotNull(orders.holdExpiresAt), eq(orders.state, 'pending_checkout'), or(mine, sql`lower(${orders.customerEmail}) = ${email}`, sql`${phoneOfOrder} = ${phone}`)));
  const others = rows.filter((row) => !row.mine && row.holdExpiresAt && row.holdExpiresAt.getTime() > now.getTime()).map((row) => row.holdExpiresAt!.getTime());
  return { mine: rows.filter((row) => row.mine).map((row) => row.id), others: { count: others.length, firstEnds: others.length ? new Date(Math.min(...others)) : null } };
}

/** Releases these unpaid checkouts; releaseHold asks the provider first: a checkout paid meanwhile is completed, not cancelled. */
export async function releaseHolds(app: FastifyInstance, ids: readonly string[]): Promise<void> {
  for (const id of ids) await releaseHold(app, id);
}
