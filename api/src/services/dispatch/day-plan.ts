import { createHash } from 'node:crypto';
import { and, asc, eq, gte, inArray, isNotNull, isNull, lt, lte, or, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { RETURN_MAX_DAYS_AFTER_PICKUP, SERVICE_TIME_ZONE, type DispatchAssignment, type DispatchJob, type DispatchPlan } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { sqlState } from '../../db/client';
import { send } from '../../db/pipeline';
import { chargingStations, driverBlockedDays, driverBlockedSlots, driverSlotBookings, orders, users, type OrderRow } from '../../db/schema';
import {
  addDays,
  addressLine,
  greedyPlan,
  instantToZoned,
  planDay,
  pointOf,
  roadDistance,
  straightLineKm,
  type BookedJob,
  type DayPlan,
  type DayPlanInput,
  type PlanOrder,
  type Point,
} from '../../domain';
import { assignWithin, Refused, UNIQUE_VIOLATION } from '../orders/assignment';
import type { Actor } from '../orders/lifecycle';
import { lockedScheduleStatement, rangeOfDays } from '../orders/schedule';

/**
 * Plan the day in one click (issue 36; calls in shared/contract/src/manager/dispatch-plan.ts): loads what the
 * domain's planner (`domain/day-plan.ts`) needs for the orders picked up on one Berlin day without a driver (and,
 * when the manager asks, those whose driver has not started), and applies a plan all or nothing through the single
 * assignment (`assignWithin`).
 *
 * A plan's days run from the date to the last day a return may fall on (pickup + 3 days). Drivers start and end at
 * the depot station (`DISPATCH_DEPOT_STATION`); an order's car is charged at the station it was taken to (its
 * `station_address`), else at the station nearest to its pickup, the one the driver's app will give.
 */
const DAYS = RETURN_MAX_DAYS_AFTER_PICKUP + 1;

interface Station {
  id: number;
  street: string;
  point: Point;
}

interface Driver {
  id: string;
  name: string;
}

/** An order as the plan shows it: its number and the addresses of its two jobs. */
interface OrderLabel {
  identity: string;
  home: string;
  station: string;
  back: string;
}

const dayOf = (instant: Date): string => instantToZoned(instant, SERVICE_TIME_ZONE).date;

const orderColumns = {
  id: orders.id,
  identity: orders.identity,
  pickupSlot: orders.pickupSlot,
  returnSlot: orders.returnSlot,
  pickupStreet: orders.pickupStreet,
  pickupZip: orders.pickupZip,
  pickupLat: orders.pickupLat,
  pickupLng: orders.pickupLng,
  returnStreet: orders.returnStreet,
  returnZip: orders.returnZip,
  returnLat: orders.returnLat,
  returnLng: orders.returnLng,
  stationAddress: orders.stationAddress,
};
type OrderJobsRow = Pick<OrderRow, keyof typeof orderColumns>;

async function activeDrivers(db: Db): Promise<Driver[]> {
  return db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(and(eq(users.role, 'driver'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

async function loadStations(db: Db): Promise<Station[]> {
  const rows = await db.select().from(chargingStations).orderBy(asc(chargingStations.id));
  return rows.map((row) => ({ id: row.id, street: `${row.street}, ${row.zipCode} Düsseldorf`, point: { lat: row.latitude, lng: row.longitude } }));
}

/**
 * Places and labels of an order's jobs. Points are shared objects per distinct address, so the planner computes
 * each distance once.
 */
function orderPlaces(row: OrderJobsRow, stations: readonly Station[]): { home: Point; station: Point; back: Point; label: OrderLabel } {
  const home = pointOf({ zip_code: row.pickupZip, latitude: row.pickupLat, longitude: row.pickupLng })!;
  const back = pointOf({ zip_code: row.returnZip, latitude: row.returnLat, longitude: row.returnLng })!;
  const charged = row.stationAddress;
  const nearest = stations.reduce((best, station) => (straightLineKm(home, station.point) < straightLineKm(home, best.point) ? station : best));
  const atOwn = charged && typeof charged.latitude === 'number' && typeof charged.longitude === 'number';
  const station = atOwn ? { lat: charged.latitude!, lng: charged.longitude! } : nearest.point;
  return {
    home,
    station,
    back: back.lat === home.lat && back.lng === home.lng ? home : back,
    label: {
      identity: row.identity,
      home: addressLine(row.pickupStreet, row.pickupZip),
      station: charged?.street ?? nearest.street,
      back: addressLine(row.returnStreet, row.returnZip),
    },
  };
}

/** The orders a plan of one day covers: without a driver, and with `includeAssigned` those whose driver has not started. */
const plannable = (includeAssigned: boolean) =>
  includeAssigned
    ? and(
        inArray(orders.listState, ['created', 'assigned']),
        or(and(eq(orders.state, 'created'), isNull(orders.driverId)), and(eq(orders.state, 'assigned'), isNotNull(orders.driverId))),
      )
    : and(eq(orders.listState, 'created'), eq(orders.state, 'created'), isNull(orders.driverId));

/** Everything a plan of `date` is made from, and the labels to show it with. */
async function loadPlanInput(app: FastifyInstance, date: string, includeAssigned: boolean) {
  const db = app.db;
  const { from, to } = rangeOfDays(date, DAYS);
  const day = rangeOfDays(date, 1);
  const [drivers, stations, open, dayRows, slotRows, bookingRows] = await Promise.all([
    activeDrivers(db),
    loadStations(db),
    db
      .select(orderColumns)
      .from(orders)
      .where(and(plannable(includeAssigned), gte(orders.pickupSlot, day.from), lt(orders.pickupSlot, day.to)))
      .orderBy(asc(orders.pickupSlot), asc(orders.id)),
    db
      .select({ driverId: driverBlockedDays.driverId, day: driverBlockedDays.date })
      .from(driverBlockedDays)
      .where(and(gte(driverBlockedDays.date, date), lte(driverBlockedDays.date, addDays(date, DAYS - 1)))),
    db
      .select({ driverId: driverBlockedSlots.driverId, slotStart: driverBlockedSlots.slotStart })
      .from(driverBlockedSlots)
      .where(and(gte(driverBlockedSlots.slotStart, from), lt(driverBlockedSlots.slotStart, to))),
    db
      .select({ driverId: driverSlotBookings.driverId, slotStart: driverSlotBookings.slotStart, kind: driverSlotBookings.kind, order: orderColumns })
      .from(driverSlotBookings)
      .innerJoin(orders, eq(orders.id, driverSlotBookings.orderId))
      .where(and(gte(driverSlotBookings.slotStart, from), lt(driverSlotBookings.slotStart, to))),
  ]);
  const depot = stations.find((station) => station.id === app.config.dispatch.depotStationId) ?? stations[0];
  if (!depot) throw new Error('no charging station: the depot of the day plan is missing');
  // one point object per station, so distances from a station are computed once
  const stationPoints = new Map(stations.map((station) => [`${station.point.lat}|${station.point.lng}`, station.point]));
  const shared = (point: Point): Point => stationPoints.get(`${point.lat}|${point.lng}`) ?? point;

  const labels = new Map<string, OrderLabel>();
  const planOrders: PlanOrder[] = open.map((row) => {
    const places = orderPlaces(row, stations);
    labels.set(row.id, places.label);
    const station = shared(places.station);
    return {
      id: row.id,
      pickup: { slot: row.pickupSlot.getTime(), day: dayOf(row.pickupSlot), from: places.home, to: station },
      return: { slot: row.returnSlot.getTime(), day: dayOf(row.returnSlot), from: station, to: places.back },
    };
  });
  // the bookings of the orders planned again are what the plan decides anew
  const planned = new Set(open.map((row) => row.id));
  const booked: BookedJob[] = bookingRows.filter((row) => !planned.has(row.order.id)).map((row) => {
    const places = orderPlaces(row.order, stations);
    labels.set(row.order.id, places.label);
    const station = shared(places.station);
    const [jobFrom, jobTo] = row.kind === 'pickup' ? [places.home, station] : [station, places.back];
    return { driverId: row.driverId, orderId: row.order.id, kind: row.kind, slot: row.slotStart.getTime(), day: dayOf(row.slotStart), from: jobFrom, to: jobTo };
  });
  const input: DayPlanInput = {
    depot: depot.point,
    drivers: drivers.map((driver) => driver.id),
    blockedDays: dayRows,
    blockedSlots: slotRows.map((row) => ({ driverId: row.driverId, slot: row.slotStart.getTime() })),
    booked,
    orders: planOrders,
    km: roadDistance(app.config.distance),
  };
  return { input, drivers, labels };
}

/**
 * What a plan of `date` depends on for the given orders and drivers: each order's state, driver, slots and last
 * change, and each driver's blocks and bookings over the plan's days. Equal versions: nothing the plan stands on
 * has changed.
 */
async function planVersion(db: Db, date: string, assignments: readonly DispatchAssignment[]): Promise<string> {
  const orderIds = [...new Set(assignments.map((item) => item.order_id))].sort();
  const driverIds = [...new Set(assignments.map((item) => item.driver_id))].sort();
  const { from, to } = rangeOfDays(date, DAYS);
  const [orderRows, dayRows, slotRows, bookingRows] = await Promise.all([
    orderIds.length === 0
      ? []
      : db
          .select({ id: orders.id, state: orders.state, driverId: orders.driverId, updatedAt: orders.updatedAt, pickupSlot: orders.pickupSlot, returnSlot: orders.returnSlot })
          .from(orders)
          .where(inArray(orders.id, orderIds))
          .orderBy(asc(orders.id)),
    driverIds.length === 0
      ? []
      : db
          .select({ driverId: driverBlockedDays.driverId, date: driverBlockedDays.date })
          .from(driverBlockedDays)
          .where(and(inArray(driverBlockedDays.driverId, driverIds), gte(driverBlockedDays.date, date), lte(driverBlockedDays.date, addDays(date, DAYS - 1))))
          .orderBy(asc(driverBlockedDays.driverId), asc(driverBlockedDays.date)),
    driverIds.length === 0
      ? []
      : db
          .select({ driverId: driverBlockedSlots.driverId, slotStart: driverBlockedSlots.slotStart })
          .from(driverBlockedSlots)
          .where(and(inArray(driverBlockedSlots.driverId, driverIds), gte(driverBlockedSlots.slotStart, from), lt(driverBlockedSlots.slotStart, to)))
          .orderBy(asc(driverBlockedSlots.driverId), asc(driverBlockedSlots.slotStart)),
    driverIds.length === 0
      ? []
      : db
          .select({ driverId: driverSlotBookings.driverId, slotStart: driverSlotBookings.slotStart, orderId: driverSlotBookings.orderId })
          .from(driverSlotBookings)
          .where(and(inArray(driverSlotBookings.driverId, driverIds), gte(driverSlotBookings.slotStart, from), lt(driverSlotBookings.slotStart, to)))
          .orderBy(asc(driverSlotBookings.driverId), asc(driverSlotBookings.slotStart)),
  ]);
  const essence = JSON.stringify({
    date,
    plan: [...assignments].sort((a, b) => a.order_id.localeCompare(b.order_id)).map((item) => [item.order_id, item.driver_id]),
    orders: orderRows.map((row) => [row.id, row.state, row.driverId, row.updatedAt.getTime(), row.pickupSlot.getTime(), row.returnSlot.getTime()]),
    blockedDays: dayRows.map((row) => [row.driverId, row.date]),
    blockedSlots: slotRows.map((row) => [row.driverId, row.slotStart.getTime()]),
    bookings: bookingRows.map((row) => [row.driverId, row.slotStart.getTime(), row.orderId]),
  });
  return createHash('sha256').update(essence).digest('base64url');
}

const round1 = (km: number): number => Math.round(km * 10) / 10;

/** The plan of `date` and the greedy baseline's kilometres. Changes nothing. */
export async function makeDayPlan(app: FastifyInstance, date: string, includeAssigned: boolean): Promise<DispatchPlan> {
  const { input, drivers, labels } = await loadPlanInput(app, date, includeAssigned);
  const plan: DayPlan = planDay(input);
  const baseline = greedyPlan(input);
  const assignments = plan.assignments.map((item) => ({ order_id: item.orderId, driver_id: item.driverId }));
  const names = new Map(drivers.map((driver) => [driver.id, driver.name]));
  const job = (item: DayPlan['routes'][number]['jobs'][number]): DispatchJob => {
    const label = labels.get(item.orderId)!;
    const pickup = item.kind === 'pickup';
    return {
      order_id: item.orderId,
      order_identity: label.identity,
      kind: item.kind,
      date_time: new Date(item.slot).toISOString(),
      from: pickup ? label.home : label.station,
      to: pickup ? label.station : label.back,
      planned: item.planned,
    };
  };
  return {
    date,
    include_assigned: includeAssigned,
    version: await planVersion(app.db, date, assignments),
    assignments,
    total_km: round1(plan.emptyKm),
    baseline_km: round1(baseline.emptyKm),
    unassigned: plan.unassigned.map((item) => ({ order_id: item.orderId, order_identity: labels.get(item.orderId)!.identity, reason: item.reason })),
    // the drivers the plan gives a job (the others' days do not change)
    drivers: plan.routes
      .filter((route) => route.jobs.some((item) => item.planned))
      .map((route) => ({ driver: { id: route.driverId, name: names.get(route.driverId)! }, empty_km: round1(route.emptyKm), jobs: route.jobs.map(job) })),
  };
}

/** Why a plan could not be applied (answered 409; nothing changed). */
export class PlanStale extends Error {}

/**
 * Applies a plan: every assignment or none, in one transaction. The slots of its orders are locked as a block or a
 * placement locks them, then the version is compared under the locks (an order or a driver's day changed: PlanStale).
 * The bookings of the orders that change driver go first (two assigned orders may trade drivers in one slot), then
 * each is assigned (or reassigned) in order id order through `assignWithin` (the order locked and checked, the driver
 * checked, bookings written, drivers and customer notified); an order planned for its own driver stays. Any refusal
 * rolls all back. Answers how many orders changed.
 */
export async function applyDayPlan(app: FastifyInstance, date: string, version: string, assignments: readonly DispatchAssignment[], actor: Actor): Promise<number> {
  const now = app.booking.now();
  const ids = assignments.map((item) => item.order_id);
  let changed = 0;
  try {
    await app.db.transaction(async (txRaw) => {
      const tx = txRaw as unknown as Db;
      const rows = await tx
        .select({ id: orders.id, driverId: orders.driverId, pickupSlot: orders.pickupSlot, returnSlot: orders.returnSlot })
        .from(orders)
        .where(inArray(orders.id, ids));
      if (rows.length !== ids.length || rows.some((row) => dayOf(row.pickupSlot) !== date)) throw new PlanStale();
      const { from, to } = rangeOfDays(date, DAYS);
      await send(tx, lockedScheduleStatement(rows.flatMap((row) => [row.pickupSlot, row.returnSlot]), from, to, now));
      if ((await planVersion(tx, date, assignments)) !== version) throw new PlanStale();
      const current = new Map(rows.map((row) => [row.id, row.driverId]));
      const changes = [...assignments].filter((item) => current.get(item.order_id) !== item.driver_id).sort((a, b) => a.order_id.localeCompare(b.order_id));
      const moving = changes.filter((item) => current.get(item.order_id) !== null).map((item) => item.order_id);
      if (moving.length > 0) await tx.delete(driverSlotBookings).where(inArray(driverSlotBookings.orderId, moving));
      for (const item of changes) {
        await assignWithin(app, tx, { orderId: item.order_id, driverId: item.driver_id, actor, reassign: current.get(item.order_id) !== null, now });
      }
      changed = changes.length;
    });
  } catch (error) {
    if (error instanceof Refused || sqlState(error) === UNIQUE_VIOLATION) throw new PlanStale();
    throw error;
  }
  app.booking.slotAnswers.invalidate();
  return changed;
}
