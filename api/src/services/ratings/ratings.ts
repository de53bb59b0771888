import { and, asc, avg, count, desc, eq, ne, sql } from 'drizzle-orm';
import type { DriverDetails, RateRequest } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, rateRequests, users } from '../../db/schema';

/**
 * Driver ratings (issue 15). Rate requests are created by the lifecycle when an order is returned
 * (services/orders/customer-mails.ts); here the customer's open ones, the answer, and the manager's summary.
 */

/** The customer's open requests, oldest first, with the order number and the driver's first name. */
export async function openRateRequests(db: Db, customerId: string): Promise<RateRequest[]> {
  const rows = await db
    .select({ id: rateRequests.id, orderId: orders.id, identity: orders.identity, driver: users.firstName, createdAt: rateRequests.createdAt })
    .from(rateRequests)
    .innerJoin(orders, eq(orders.id, rateRequests.orderId))
    .innerJoin(users, eq(users.id, rateRequests.driverId))
    .where(and(eq(rateRequests.customerId, customerId), eq(rateRequests.state, 'open')))
    .orderBy(asc(rateRequests.createdAt), asc(rateRequests.id))
    .limit(20);
  return rows.map((r) => ({ id: r.id, order_id: r.orderId, order_identity: r.identity, driver: { name: r.driver }, created_at: r.createdAt.toISOString() }));
}

export type RateOutcome = 'done' | 'not_found' | 'answered';

/**
 * Answers `id` once: rated (rate, feedback) or cancelled. Only the request's customer; someone else's or an unknown
 * id is `not_found`; an answered one is `answered` (the update applies only while the request is open, so two
 * racing answers cannot both win).
 */
export async function answerRateRequest(
  db: Db,
  customerId: string,
  id: string,
  answer: { rate: number; feedback: string } | 'cancel',
  now: Date,
): Promise<RateOutcome> {
  const mine = and(eq(rateRequests.id, id), eq(rateRequests.customerId, customerId));
  const patch = answer === 'cancel' ? { state: 'cancelled' as const, answeredAt: now } : { state: 'rated' as const, rate: answer.rate, feedback: answer.feedback, answeredAt: now };
  const [updated] = await db.update(rateRequests).set(patch).where(and(mine, eq(rateRequests.state, 'open'))).returning({ id: rateRequests.id });
  if (updated) return 'done';
  const [exists] = await db.select({ id: rateRequests.id }).from(rateRequests).where(mine);
  return exists ? 'answered' : 'not_found';
}

const RECENT_COMMENTS = 5;

/** The manager's view of a driver's ratings: average (1 decimal) and count of the rated requests, the last comments. */
export async function driverRating(db: Db, driverId: string): Promise<Pick<DriverDetails, 'rating' | 'recent_comments'>> {
  const rated = and(eq(rateRequests.driverId, driverId), eq(rateRequests.state, 'rated'));
  const [[summary], comments] = await Promise.all([
    db.select({ average: avg(rateRequests.rate), n: count() }).from(rateRequests).where(rated),
    db
      .select({ rate: rateRequests.rate, feedback: rateRequests.feedback, at: rateRequests.answeredAt, identity: orders.identity })
      .from(rateRequests)
      .innerJoin(orders, eq(orders.id, rateRequests.orderId))
      .where(and(rated, ne(sql`coalesce(${rateRequests.feedback}, '')`, '')))
      .orderBy(desc(rateRequests.answeredAt), desc(rateRequests.id))
      .limit(RECENT_COMMENTS),
  ]);
  const n = Number(summary?.n ?? 0);
  return {
    rating: { average: n > 0 && summary?.average != null ? Math.round(Number(summary.average) * 10) / 10 : null, count: n },
    recent_comments: comments.map((c) => ({ rating: c.rate ?? 0, feedback: c.feedback ?? '', at: c.at?.toISOString() ?? '', order_identity: c.identity })),
  };
}
