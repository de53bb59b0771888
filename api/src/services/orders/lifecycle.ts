import { and, eq, sql } from 'drizzle-orm';
import type { PgUpdateSetSource } from 'drizzle-orm/pg-core';
import type { FastifyInstance } from 'fastify';
import {
  euroToCents,
  isAllowedTransition,
  ORDER_NUMBER_PATTERN,
  ORDER_TRANSITIONS,
  type Locale,
  type Order,
  type OrderState,
  type Role,
  type TransitionSubject,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { chargingStations, driverSlotBookings, orders, type OrderRow } from '../../db/schema';
import { voidOrderPayment } from '../payments/order-payments';
import { settleOrder } from '../payments/settlement';
import { appendHistory } from './placement';
import { notifyStatusChange } from './order-notifications';
import { missingHandover } from './handover-guard';
import { positionAfterStatusChange } from './positions';
import { canCancel, loadOrderPeople, toOrderResource, type OrderViewer } from './resource';

/** Who changes an order (the signed-in user of a role route). */
export interface Actor {
  id: string;
  role: Role;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order `viewer` may act on, by id or by number (CV-…); null when there is none or it is not theirs — the
 * routes answer both with 404, so nobody learns of another customer's order. Unfinished checkouts are no orders yet.
 */
export async function findOrderFor(db: Pick<Db, 'select'>, viewer: { id: string; role: Role }, idOrIdentity: string): Promise<OrderRow | null> {
  // Neither an id nor an order number (a NUL byte from the path, say): no order, and nothing for PostgreSQL to refuse.
  if (!UUID.test(idOrIdentity) && !ORDER_NUMBER_PATTERN.test(idOrIdentity)) return null;
  const key = UUID.test(idOrIdentity) ? eq(orders.id, idOrIdentity) : eq(orders.identity, idOrIdentity.toUpperCase());
  const [row] = await db.select().from(orders).where(key).limit(1);
  if (!row || row.state === 'pending_checkout') return null;
  if (viewer.role === 'manager') return row;
  return (viewer.role === 'driver' ? row.driverId : row.customerId) === viewer.id ? row : null;
}

/** The table's view of an order for this viewer (`can_cancel` needs the clock). */
export const transitionSubject = (row: OrderRow, viewer: OrderViewer, now: Date): TransitionSubject => ({
  state: row.state as OrderState,
  is_free: row.isFree,
  can_cancel: canCancel(row, viewer, now),
});

/** The order resource with its driver and manager. */
export async function orderResource(app: FastifyInstance, row: OrderRow, viewer: OrderViewer, locale: Locale): Promise<Order> {
  const people = await loadOrderPeople(app.db, row);
  return toOrderResource(row, { viewer, locale, now: app.booking.now(), ...people });
}

/** The seeded charging station nearest to the pickup address (equirectangular distance: fine within a city). */
async function nearestStation(db: Db, row: OrderRow): Promise<OrderRow['stationAddress']> {
  const [station] = await db
    .select()
    .from(chargingStations)
    .orderBy(
      sql`power(${chargingStations.latitude} - ${row.pickupLat}, 2) + power((${chargingStations.longitude} - ${row.pickupLng}) * cos(radians(${row.pickupLat})), 2)`,
    )
    .limit(1);
  return station ? { street: `${station.street}, ${station.zipCode} Düsseldorf`, latitude: station.latitude, longitude: station.longitude } : null;
}

export type StatusChange =
  | { kind: 'changed'; row: OrderRow }
  | { kind: 'not_allowed'; message: ValidationMessageKey }
  | { kind: 'stale'; row: OrderRow };

export interface StatusChangeRequest {
  target: OrderState;
  /** Euro, as the request carries them (pending_payment only). */
  serviceCost?: number | null | undefined;
  electricityCost?: number | null | undefined;
  /** The state the client saw; another one means the client looks at an old view (409). */
  expectedState?: OrderState | undefined;
}

/**
 * Moves `row` to `target` if the transition table lets `actor` do it. Optimistic: the UPDATE only applies while
 * the order is still in the state that was checked, so of two concurrent changes exactly one wins and the other
 * gets `stale` with the current row. A cancellation frees the driver's slots and voids the authorisation;
 * `pending_payment` stores the actual costs and charges them at once (→ paid or unpaid).
 */
export async function changeStatus(app: FastifyInstance, row: OrderRow, actor: Actor, change: StatusChangeRequest): Promise<StatusChange> {
  const now = app.booking.now();
  const { target } = change;
  // The client looked at another state, or someone made this very change first (two managers, manager and driver).
  if ((change.expectedState && change.expectedState !== row.state) || target === row.state) return { kind: 'stale', row };
  if (!isAllowedTransition(actor.role, transitionSubject(row, actor, now), target)) {
    const tooLate = actor.role === 'customer' && target === 'cancelled' && (ORDER_TRANSITIONS.customer[row.state as OrderState] ?? []).includes('cancelled');
    return { kind: 'not_allowed', message: tooLate ? 'cancelTooLate' : 'statusNotAllowed' };
  }
  const missing = await missingHandover(app.db, row, actor.role, target);
  if (missing) return { kind: 'not_allowed', message: missing };

  const patch: PgUpdateSetSource<typeof orders> = {
    state: target,
    updatedAt: now,
    statusHistory: appendHistory({ state: target, at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name } }),
  };
  if (actor.role === 'manager' && !row.managerId) patch.managerId = actor.id;
  if (target === 'on_the_way_to_station') patch.stationAddress = await nearestStation(app.db, row);
  if (target === 'pending_payment') {
    const service = euroToCents(change.serviceCost ?? 0);
    const electricity = euroToCents(change.electricityCost ?? 0);
    Object.assign(patch, { serviceTotal: service, electricityTotal: electricity, grandTotal: service + electricity });
  }
  const stillThere = and(eq(orders.id, row.id), eq(orders.state, row.state));
  const changed = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [updated] = await tx.update(orders).set(patch).where(stillThere).returning();
    if (!updated) return undefined;
    // The driver's slots are free again in the same transaction.
    if (target === 'cancelled') await tx.delete(driverSlotBookings).where(eq(driverSlotBookings.orderId, row.id));
    await notifyStatusChange(app, updated, tx);
    // Off the way: the car's position goes (or, back from the return, stays 24 h).
    await positionAfterStatusChange(app, row.state as OrderState, updated, tx);
    return updated;
  });
  if (!changed) {
    const [current] = await app.db.select().from(orders).where(eq(orders.id, row.id));
    return { kind: 'stale', row: current ?? row };
  }

  if (target === 'cancelled' || target === 'no_charge') {
    if (target === 'cancelled') app.booking.slotAnswers.invalidate();
    await voidOrderPayment(app, changed).catch((error: unknown) => app.log.error({ err: error, orderId: row.id }, 'voiding the authorisation failed'));
    return { kind: 'changed', row: await reload(app, changed) };
  }
  if (target === 'pending_payment') return { kind: 'changed', row: await settle(app, changed) };
  return { kind: 'changed', row: changed };
}

const reload = async (app: FastifyInstance, row: OrderRow): Promise<OrderRow> => (await app.db.select().from(orders).where(eq(orders.id, row.id)))[0] ?? row;

/** Charges the actual total of a `pending_payment` order; the system moves it on to `paid` or `unpaid` (with the reason). */
async function settle(app: FastifyInstance, row: OrderRow): Promise<OrderRow> {
  const settlement = await settleOrder(app, row, row.grandTotal ?? 0);
  const now = app.booking.now();
  const state = settlement.ok ? 'paid' : 'unpaid';
  const done = await app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [updated] = await tx
      .update(orders)
      .set({
        state,
        paidTotal: settlement.paid,
        updatedAt: now,
        statusHistory: appendHistory({ state, at: now.toISOString(), actor: { id: null, role: 'system' }, reason: settlement.ok ? null : settlement.reason }),
      })
      .where(and(eq(orders.id, row.id), eq(orders.state, 'pending_payment')))
      .returning();
    if (updated) await notifyStatusChange(app, updated, tx);
    return updated;
  });
  return done ?? (await reload(app, row));
}
