import { and, eq, inArray, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { ASSIGNABLE_STATES, REASSIGNABLE_STATES, SERVICE_TIME_ZONE, type AssignResult, type OrderState } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/client';
import { driverBlockedDays, driverBlockedSlots, driverSlotBookings, orders, users, type OrderRow } from '../../db/schema';
import { instantToZoned, straightLineKm } from '../../domain';
import type { Actor } from './lifecycle';
import { appendHistory } from './placement';
import { notifyAssignment } from './order-notifications';

export type AssignFailure = Extract<AssignResult, { status: 'failed' }>['code'];
type Failure = AssignFailure;
export type Assignment = { kind: 'assigned'; row: OrderRow } | { kind: 'failed'; code: Failure } | { kind: 'not_found' };

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;
export const UNIQUE_VIOLATION = '23505';

/** Why `assignWithin` refused: an assignment failure, or no such order. */
export class Refused extends Error {
  constructor(readonly code: Failure | 'not_found') {
    super(code);
  }
}

/** The Berlin calendar days of the order's two slots (a blocked day blocks both). */
const slotDays = (row: OrderRow): string[] => [...new Set([row.pickupSlot, row.returnSlot].map((slot) => instantToZoned(slot, SERVICE_TIME_ZONE).date))];

/**
 * Assigns (a `created` order: → `assigned`) or reassigns (an order with its driver on it) `driverId` to the order,
 * in one transaction (`assignWithin`). UNIQUE (driver_id, slot_start) of driver_slot_bookings refuses a double
 * booking whatever races, on any number of API instances: the loser gets `driver_booked`.
 */
export async function assignDriver(app: FastifyInstance, orderId: string, driverId: string, actor: Actor, reassign: boolean): Promise<Assignment> {
  if (!UUID.test(orderId)) return { kind: 'not_found' };
  if (!UUID.test(driverId)) return { kind: 'failed', code: 'not_a_driver' };
  const now = app.booking.now();
  try {
    const row = await app.db.transaction(async (tx) => assignWithin(app, tx as unknown as Db, { orderId, driverId, actor, reassign, now }));
    app.booking.slotAnswers.invalidate();
    return { kind: 'assigned', row };
  } catch (error) {
    if (error instanceof Refused) return error.code === 'not_found' ? { kind: 'not_found' } : { kind: 'failed', code: error.code };
    if (sqlState(error) === UNIQUE_VIOLATION) return { kind: 'failed', code: 'driver_booked' };
    throw error;
  }
}

/**
 * The assignment inside the caller's transaction (the day plan applies many in one): the order locked, the driver
 * checked (a driver, not blocked at either slot), the old driver's bookings deleted and the new ones inserted, the
 * driver and customer notified. Throws `Refused` (and the UNIQUE violation of a double booking); the caller
 * invalidates the slot answers after its commit.
 */
export async function assignWithin(
  app: FastifyInstance,
  tx: Db,
  { orderId, driverId, actor, reassign, now }: { orderId: string; driverId: string; actor: Actor; reassign: boolean; now: Date },
): Promise<OrderRow> {
  const [order] = await tx.select().from(orders).where(eq(orders.id, orderId)).for('update');
  if (!order || order.state === 'pending_checkout') throw new Refused('not_found');
  const allowed: readonly OrderState[] = reassign ? REASSIGNABLE_STATES : ASSIGNABLE_STATES;
  if (!allowed.includes(order.state as OrderState) || (reassign ? order.driverId === null : order.driverId !== null)) throw new Refused('order_state');
  if (order.driverId === driverId) throw new Refused('same_driver');

  const [driver] = await tx
    .select({
      role: users.role,
      blocked: sql<boolean>`exists (select 1 from ${driverBlockedDays} where ${driverBlockedDays.driverId} = ${users.id} and ${inArray(driverBlockedDays.date, slotDays(order))})
        or exists (select 1 from ${driverBlockedSlots} where ${driverBlockedSlots.driverId} = ${users.id} and ${inArray(driverBlockedSlots.slotStart, [order.pickupSlot, order.returnSlot])})`,
    })
    .from(users)
    .where(eq(users.id, driverId));
  if (driver?.role !== 'driver') throw new Refused('not_a_driver');
  if (driver.blocked) throw new Refused('driver_blocked');

  await tx.delete(driverSlotBookings).where(eq(driverSlotBookings.orderId, order.id));
  await tx.insert(driverSlotBookings).values([
    { driverId, slotStart: order.pickupSlot, orderId: order.id, kind: 'pickup', createdAt: now },
    { driverId, slotStart: order.returnSlot, orderId: order.id, kind: 'return', createdAt: now },
  ]);
  const [updated] = await tx
    .update(orders)
    .set({
      driverId,
      managerId: actor.id,
      updatedAt: now,
      ...(reassign ? {} : { state: 'assigned' as const, statusHistory: appendHistory({ state: 'assigned', at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name } }) }),
    })
    .where(eq(orders.id, order.id))
    .returning();
  await notifyAssignment(app, updated!, order.driverId, tx);
  return updated!;
}

/** Drivers free at both of the order's slots, with what the ranking needs (see driverSuggestions). */
export interface DriverCandidate {
  id: string;
  firstName: string;
  lastName: string;
  phone: string | null;
  email: string;
  bookingsThatDay: number;
  previousLat: number | null;
  previousLng: number | null;
}

/**
 * Drivers free at the order's pickup and return slots (not blocked, not booked by another order), least booked
 * that Berlin day first, then nearest previous drop-off (the return address of their last return before the
 * pickup that day; none: last). One query.
 */
export async function driverSuggestions(db: Db, order: OrderRow): Promise<(DriverCandidate & { distanceKm: number | null })[]> {
  const day = instantToZoned(order.pickupSlot, SERVICE_TIME_ZONE).date;
  const dayStart = sql`(${day}::date::timestamp at time zone ${SERVICE_TIME_ZONE})`;
  const dayEnd = sql`((${day}::date + 1)::timestamp at time zone ${SERVICE_TIME_ZONE})`;
  const slots = sql.join([order.pickupSlot, order.returnSlot].map((slot) => sql`${slot.toISOString()}::timestamptz`), sql`, `);
  const pickup = sql`${order.pickupSlot.toISOString()}::timestamptz`;
  // qualified: the subqueries' tables have an id of their own
  const driverId = sql.raw('"users"."id"');
  const rows = await db
    .select({
      id: users.id,
      firstName: users.firstName,
      lastName: users.lastName,
      phone: users.phone,
      email: users.email,
      bookingsThatDay: sql<number>`(select count(distinct b.order_id)::int from ${driverSlotBookings} b
        where b.driver_id = ${driverId} and b.slot_start >= ${dayStart} and b.slot_start < ${dayEnd} and b.order_id <> ${order.id})`,
      previous: sql<{ lat: number; lng: number } | null>`(select json_build_object('lat', o.return_lat, 'lng', o.return_lng) from ${driverSlotBookings} b
        join ${orders} o on o.id = b.order_id
        where b.driver_id = ${driverId} and b.kind = 'return' and b.slot_start >= ${dayStart} and b.slot_start <= ${pickup} and b.order_id <> ${order.id}
        order by b.slot_start desc limit 1)`,
    })
    .from(users)
    .where(
      and(
        eq(users.role, 'driver'),
        sql`not exists (select 1 from ${driverBlockedDays} d where d.driver_id = ${driverId} and ${or(...slotDays(order).map((date) => sql`d.date = ${date}`))})`,
        sql`not exists (select 1 from ${driverBlockedSlots} s where s.driver_id = ${driverId} and s.slot_start in (${slots}))`,
        sql`not exists (select 1 from ${driverSlotBookings} b where b.driver_id = ${driverId} and b.order_id <> ${order.id} and b.slot_start in (${slots}))`,
      ),
    );
  return rows
    .map(({ previous, ...row }) => ({
      ...row,
      previousLat: previous?.lat ?? null,
      previousLng: previous?.lng ?? null,
      distanceKm: previous ? Math.round(straightLineKm(previous, { lat: order.pickupLat, lng: order.pickupLng }) * 10) / 10 : null,
    }))
    .sort((a, b) => a.bookingsThatDay - b.bookingsThatDay || (a.distanceKm ?? Infinity) - (b.distanceKm ?? Infinity) || a.lastName.localeCompare(b.lastName));
}
