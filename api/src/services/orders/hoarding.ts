import { and, eq, gt, or, sql } from 'drizzle-orm';
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

/** Releases the unpaid checkouts of this browser session or customer: a new checkout replaces the previous one. */
export async function releasePreviousHolds(app: FastifyInstance, owner: { sessionId: string; customerId: string | null }): Promise<void> {
  const mine = owner.customerId ? or(eq(orders.guestSessionId, owner.sessionId), eq(orders.customerId, owner.customerId)) : eq(orders.guestSessionId, owner.sessionId);
  const pending = await app.db.select({ id: orders.id }).from(orders).where(and(eq(orders.state, 'pending_checkout'), mine));
  // releaseHold asks the provider first: a checkout paid meanwhile is completed, not cancelled.
  for (const { id } of pending) await releaseHold(app, id);
}

const phoneOfOrder = sql.raw(normalizedPhoneSqlText('"customer_phone"'));

/** Unpaid checkouts still holding their slots for this e-mail address or phone number, and when the first ends. */
export async function unpaidHolds(app: FastifyInstance, contact: { email: string; phone: string }, now: Date): Promise<{ count: number; firstEnds: Date | null }> {
  const [email, phone] = guestContact(contact);
  const [row] = await app.db
    .select({ count: sql<number>`count(*)::int`, firstEnds: sql<Date | null>`min(${orders.holdExpiresAt})` })
    .from(orders)
    .where(
      and(
        eq(orders.state, 'pending_checkout'),
        gt(orders.holdExpiresAt, now),
        or(sql`lower(${orders.customerEmail}) = ${email}`, sql`${phoneOfOrder} = ${phone}`),
      ),
    );
  return { count: row?.count ?? 0, firstEnds: row?.firstEnds ? new Date(row.firstEnds) : null };
}
