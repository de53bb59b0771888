import { and, eq, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  euroToCents,
  isAllowedTransition,
  isOnTheWay,
  ORDER_NUMBER_PATTERN,
  ORDER_STATES,
  ORDER_TRANSITIONS,
  exceedsEstimate,
  type Locale,
  type Order,
  type OrderState,
  type Role,
  type TransitionSubject,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { documentsOf, issueInvoice } from '../invoices/invoices';
import { statementOf, type Statement } from '../../db/pipeline';
import { chargingStations, driverSlotBookings, orders, type OrderRow } from '../../db/schema';
import { voidOrderPayment } from '../payments/order-payments';
import { settleOrder } from '../payments/settlement';
import { appendHistory } from './placement';
import { formatSlot } from './confirmation';
import { notifyStatusChange, statusChangeWrites } from './order-notifications';
import { missingHandover } from './handover-guard';
import { positionAfterStatusChange, readPosition, shownPosition, type StoredPosition } from './positions';
import { applyStatusChange } from './status-batches';
import { canCancel, loadOrderPeople, readOrder, toOrderResource, type OrderPeople, type OrderRead, type OrderViewer } from './resource';

/** Who changes an order (the signed-in user of a role route). */
export interface Actor {
  id: string;
  role: Role;
  name: string;
}

const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * The order `viewer` may act on, by id or by number (CV-…), with its people (`readOrder`); null when there is none
 * or it is not theirs — the routes answer both with 404, so nobody learns of another customer's order. Unfinished
 * checkouts are no orders yet. `managerAfter` as for `readOrder`.
 */
export async function readOrderFor(
  db: Db,
  viewer: { id: string; role: Role },
  idOrIdentity: string,
  options: { managerAfter?: string | null } = {},
): Promise<OrderRead | null> {
  // Neither an id nor an order number (a NUL byte from the path, say): no order, and nothing for PostgreSQL to refuse.
  if (!UUID.test(idOrIdentity) && !ORDER_NUMBER_PATTERN.test(idOrIdentity)) return null;
  const read = await readOrder(db, UUID.test(idOrIdentity) ? { id: idOrIdentity } : { identity: idOrIdentity.toUpperCase() }, options);
  if (!read || read.row.state === 'pending_checkout') return null;
  if (viewer.role === 'manager') return read;
  return (viewer.role === 'driver' ? read.row.driverId : read.row.customerId) === viewer.id ? read : null;
}

/** `readOrderFor` without the people. */
export const findOrderFor = async (db: Db, viewer: { id: string; role: Role }, idOrIdentity: string): Promise<OrderRow | null> =>
  (await readOrderFor(db, viewer, idOrIdentity))?.row ?? null;

/** The table's view of an order for this viewer (`can_cancel` needs the clock). */
export const transitionSubject = (row: OrderRow, viewer: OrderViewer, now: Date): TransitionSubject => ({
  state: row.state as OrderState,
  is_free: row.isFree,
  can_cancel: canCancel(row, viewer, now),
});

/** The order resource with its driver and manager (read unless given) and, on the way, its position (the same). */
export async function orderResource(app: FastifyInstance, row: OrderRow, viewer: OrderViewer, locale: Locale, people?: OrderPeople & { position?: StoredPosition | null }): Promise<Order> {
  const order = toOrderResource(row, { viewer, locale, now: app.booking.now(), ...(people ?? (await loadOrderPeople(app.db, row))) });
  // credit notes only exist after a refund: read only then (this is every order call's path)
  if (row.refundedTotal > 0) {
    const notes = (await documentsOf(app.db, row.id)).filter((doc) => doc.kind === 'credit_note');
    order.credit_notes = notes.map((doc) => ({ number: doc.number, amount: doc.gross, issued_at: doc.issuedAt.toISOString() }));
  }
  // the arrival estimate while a driver is on the way (issue 31): the last fix is read only then
  // (a status change answers with the position read before it: it moves no position of an order it leaves on the way)
  const now = app.clock.now();
  const position = async () => (people?.position !== undefined ? shownPosition(people.position, now) : readPosition(app.db, row.id, now));
  const eta = isOnTheWay(row.state as OrderState) ? app.tracking.eta(row, await position()) : null;
  return { ...order, eta };
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

/** Where the car is charged: set when it goes on the way to the station (null keeps what the order has). */
const stationFor = async (db: Db, row: OrderRow, target: OrderState): Promise<OrderRow['stationAddress']> =>
  target === 'on_the_way_to_station' ? await nearestStation(db, row) : null;

const FINISHED_FROM = ORDER_STATES.indexOf('returned');

/**
 * Which of the order's driver bookings a move to `target` frees: all on a cancellation, those not yet begun once the
 * order is finished (returned and after: a car returned early frees its return slot; past ones stay as history).
 */
const bookingsFreedBy = (target: OrderState): 'all' | 'ahead' | null =>
  target === 'cancelled' ? 'all' : ORDER_STATES.indexOf(target) >= FINISHED_FROM ? 'ahead' : null;

/** The outcome; `people` are the order's after it (a change moves no driver), when known. */
export type StatusChange =
  | { kind: 'changed'; row: OrderRow; people: OrderPeople }
  | { kind: 'not_allowed'; message: ValidationMessageKey; params?: (locale: Locale) => Record<string, string> }
  | { kind: 'stale'; row: OrderRow; people?: OrderPeople }
  | { kind: 'above_estimate'; estimate: number; total: number; tolerancePercent: number };

export interface StatusChangeRequest {
  target: OrderState;
  /** Euro, as the request carries them (pending_payment only). */
  serviceCost?: number | null | undefined;
  electricityCost?: number | null | undefined;
  /** The state the client saw; another one means the client looks at an old view (409). */
  expectedState?: OrderState | undefined;
  /** Written in the change's own transaction when it applies (the Idempotency-Key's mark that it was made). */
  alsoWrites?: readonly Statement[];
  /** pending_payment: the total above the estimate's tolerance was seen and confirmed. */
  confirmAboveEstimate?: boolean | undefined;
}

/**
 * Moves the order of `read` to `target` if the transition table lets `actor` do it. Optimistic: the UPDATE only
 * applies while the order is still in the state that was checked, so of two concurrent changes exactly one wins and
 * the other gets `stale` with the current order. A cancellation frees the driver's slots and voids the
 * authorisation; finishing (returned) frees the slots not yet begun; `pending_payment` stores the actual costs and
 * charges them at once (→ paid or unpaid).
 *
 * Read with `readOrderFor(…, { managerAfter })` (a manager's change makes them the order's manager), so that the
 * answer needs no read of its own. The change goes in the next batch of status changes (`applyStatusChange`: one
 * transaction and one UPDATE for the changes that arrive together) with what it writes besides (its position,
 * freed slots, notifications, the customer's mail).
 */
export async function changeStatus(app: FastifyInstance, read: OrderRead, actor: Actor, change: StatusChangeRequest): Promise<StatusChange> {
  const { row } = read;
  const now = app.booking.now();
  const { target } = change;
  // The client looked at another state, or someone made this very change first (two managers, manager and driver).
  if ((change.expectedState && change.expectedState !== row.state) || target === row.state) return { kind: 'stale', row };
  if (!isAllowedTransition(actor.role, transitionSubject(row, actor, now), target)) {
    const inTable = (ORDER_TRANSITIONS[actor.role][row.state as OrderState] ?? []).includes(target);
    const tooLate = inTable && actor.role === 'customer' && target === 'cancelled';
    const notFree = inTable && target === 'no_charge' && !row.isFree;
    return { kind: 'not_allowed', message: tooLate ? 'cancelTooLate' : notFree ? 'noChargeOnlyFree' : 'statusNotAllowed' };
  }
  // A driver starts the way to pickup at most DRIVER_START_LEAD_MINUTES before the slot (the customer is told the
  // driver is on the way); managers move orders at any time.
  const earliest = new Date(row.pickupSlot.getTime() - app.config.payments.driverStartLeadMinutes * 60_000);
  if (actor.role === 'driver' && target === 'on_the_way_to_pickup' && now < earliest) {
    return { kind: 'not_allowed', message: 'startTooEarly', params: (locale) => ({ slot: formatSlot(row.pickupSlot, locale), from: formatSlot(earliest, locale) }) };
  }
  const missing = await missingHandover(app.db, row, actor.role, target);
  if (missing) return { kind: 'not_allowed', message: missing };

  const freedBookings = bookingsFreedBy(target);
  const costs = target === 'pending_payment' ? { service: euroToCents(change.serviceCost ?? 0), electricity: euroToCents(change.electricityCost ?? 0) } : null;
  // Nothing is charged well above the estimate without a second look (issue 30).
  const tolerancePercent = app.config.payments.estimateTolerancePercent;
  if (costs && !change.confirmAboveEstimate && exceedsEstimate(costs.service + costs.electricity, row.estimatedGrandTotal, tolerancePercent)) {
    return { kind: 'above_estimate', estimate: row.estimatedGrandTotal, total: costs.service + costs.electricity, tolerancePercent };
  }
  const changed = await applyStatusChange(
    app,
    {
      id: row.id,
      from: row.state,
      state: target,
      now: now.toISOString(),
      entry: [{ state: target, at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name } }],
      manager: actor.role === 'manager' ? actor.id : null,
      station: await stationFor(app.db, row, target),
      serviceTotal: costs?.service ?? null,
      electricityTotal: costs?.electricity ?? null,
      grandTotal: costs ? costs.service + costs.electricity : null,
    },
    async (updated, tx) => {
      // Off the way: the car's position goes (or, back from the return, stays 24 h).
      await positionAfterStatusChange(app, row.state as OrderState, updated, tx);
      // The driver's slots are free again in the same transaction.
      const ofOrder = eq(driverSlotBookings.orderId, row.id);
      const freed = freedBookings === 'ahead' ? and(ofOrder, gt(driverSlotBookings.slotStart, now)) : ofOrder;
      return [...(freedBookings ? [statementOf(tx.delete(driverSlotBookings).where(freed))] : []), ...(await statusChangeWrites(app, updated, tx, read)), ...(change.alsoWrites ?? [])];
    },
  );
  if (!changed) {
    const current = await readOrder(app.db, { id: row.id });
    return { kind: 'stale', row: current?.row ?? row, people: current ?? read };
  }

  if (freedBookings) app.booking.slotAnswers.invalidate();
  if (target === 'cancelled' || target === 'no_charge') {
    await voidOrderPayment(app, changed).catch((error: unknown) => app.log.error({ err: error, orderId: row.id }, 'voiding the authorisation failed'));
    return { kind: 'changed', row: await reload(app, changed), people: read };
  }
  if (target === 'pending_payment') return { kind: 'changed', row: await settle(app, changed), people: read };
  return { kind: 'changed', row: changed, people: read };
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
    if (!updated) return updated;
    // The invoice's number is taken in the payment's transaction: only a payment that commits consumes one.
    if (state === 'paid') await issueInvoice(app, tx, updated, now);
    await notifyStatusChange(app, updated, tx);
    return updated;
  });
  return done ?? (await reload(app, row));
}
