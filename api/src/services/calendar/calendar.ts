import { and, asc, eq, gte, inArray, isNull, lt, lte, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  SERVICE_TIME_ZONE,
  TIME_GROUPS,
  type CalendarDay,
  type CalendarDriver,
  type CalendarEntry,
  type OrderState,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { send } from '../../db/pipeline';
import { driverBlockedDays, driverBlockedSlots, driverSlotBookings, orders, users } from '../../db/schema';
import { capacityAt, datesFrom, instantToZoned, slotsOfDate, todayInBerlin, type ScheduleIndex, type Slot } from '../../domain';
import { Refusal } from '../../lib/refusal';
import { assignDriver, type AssignFailure } from '../orders/assignment';
import type { Actor } from '../orders/lifecycle';
import { lockedScheduleStatement, rangeOfDays, scheduleIndexOf } from '../orders/schedule';

/**
 * The manager's calendar (issue 16): the drivers' days, blocks and assignment from a slot. Every write that takes
 * capacity away (a block) or books a driver takes the placement's advisory slot locks (namespace 5201, the same
 * keys and ascending order, `lockedScheduleStatement`) and re-reads the schedule under them, so a block racing a
 * placement is serialised with it: whichever comes second sees the first and refuses rather than overbook.
 */

interface Booking {
  orderId: string;
  identity: string;
  state: OrderState;
}

interface DriverRow {
  id: string;
  name: string;
}

/** A grid slot (Berlin 07:00–20:30, DESIGN §4) starting at `instant`, or null. */
export function slotAt(instant: Date): Slot | null {
  const { date } = instantToZoned(instant, SERVICE_TIME_ZONE);
  return slotsOfDate(date).find((slot) => slot.instant.getTime() === instant.getTime()) ?? null;
}

async function driversOf(db: Db, driverId?: string): Promise<DriverRow[]> {
  return db
    .select({ id: users.id, name: sql<string>`${users.firstName} || ' ' || ${users.lastName}` })
    .from(users)
    .where(driverId ? and(eq(users.role, 'driver'), isNull(users.deactivatedAt), eq(users.id, driverId)) : and(eq(users.role, 'driver'), isNull(users.deactivatedAt)))
    .orderBy(asc(users.firstName), asc(users.lastName), asc(users.id));
}

/** The calendar of `days` Berlin dates from `first`, one item per driver (or the one driver asked for). */
export async function loadCalendar(db: Db, first: string, days: number, driverId?: string): Promise<CalendarDriver[]> {
  const drivers = await driversOf(db, driverId);
  if (drivers.length === 0) return [];
  const dates = datesFrom(first, days);
  const { from, to } = rangeOfDays(first, days);
  const only = <T extends { driverId: unknown }>(table: T) => (driverId ? [eq(table.driverId as never, driverId)] : []);
  const [dayRows, slotRows, bookingRows] = await Promise.all([
    db
      .select({ driverId: driverBlockedDays.driverId, date: driverBlockedDays.date })
      .from(driverBlockedDays)
      .where(and(gte(driverBlockedDays.date, first), lte(driverBlockedDays.date, dates.at(-1)!), ...only(driverBlockedDays))),
    db
      .select({ driverId: driverBlockedSlots.driverId, slotStart: driverBlockedSlots.slotStart })
      .from(driverBlockedSlots)
      .where(and(gte(driverBlockedSlots.slotStart, from), lt(driverBlockedSlots.slotStart, to), ...only(driverBlockedSlots))),
    db
      .select({ driverId: driverSlotBookings.driverId, slotStart: driverSlotBookings.slotStart, orderId: orders.id, identity: orders.identity, state: orders.state })
      .from(driverSlotBookings)
      .innerJoin(orders, eq(orders.id, driverSlotBookings.orderId))
      .where(and(gte(driverSlotBookings.slotStart, from), lt(driverSlotBookings.slotStart, to), ...only(driverSlotBookings))),
  ]);
  const blockedDays = new Set(dayRows.map((row) => `${row.driverId}|${row.date}`));
  const blockedSlots = new Set(slotRows.map((row) => `${row.driverId}|${row.slotStart.getTime()}`));
  const bookings = new Map<string, Booking>(
    bookingRows.map((row) => [`${row.driverId}|${row.slotStart.getTime()}`, { orderId: row.orderId, identity: row.identity, state: row.state as OrderState }]),
  );
  return drivers.map((driver) => ({
    driver,
    days: dates.map((date) => calendarDay(driver.id, date, { blockedDays, blockedSlots, bookings })),
  }));
}

function calendarDay(
  driverId: string,
  date: string,
  schedule: { blockedDays: ReadonlySet<string>; blockedSlots: ReadonlySet<string>; bookings: ReadonlyMap<string, Booking> },
): CalendarDay {
  const isBlocked = schedule.blockedDays.has(`${driverId}|${date}`);
  const groups = new Map(TIME_GROUPS.map((name) => [name, [] as CalendarEntry[]]));
  for (const slot of slotsOfDate(date)) {
    const key = `${driverId}|${slot.instant.getTime()}`;
    const booking = schedule.bookings.get(key);
    // a booking shows even on a blocked day: its order still has to be driven (or reassigned)
    const status = booking ? 'booked' : isBlocked || schedule.blockedSlots.has(key) ? 'blocked' : 'free';
    groups.get(slot.group)!.push({
      date_time: slot.iso,
      status,
      order_id: booking?.orderId ?? null,
      order_identity: booking?.identity ?? null,
      order_status: booking?.state ?? null,
    });
  }
  return { date, is_blocked: isBlocked, time_groups: TIME_GROUPS.map((name) => ({ name, time_entries: groups.get(name)! })) };
}

async function requireDriver(db: Db, driverId: string): Promise<void> {
  if ((await driversOf(db, driverId)).length === 0) throw new Refusal('driver_id', 'driverRequired');
}

/** Locks `slots` (placement's keys and order) and reads the schedule of their days under the locks. */
async function lockSlots(tx: Db, slots: readonly Slot[], now: Date): Promise<ScheduleIndex> {
  const instants = slots.map((slot) => slot.instant);
  const dates = slots.map((slot) => slot.date).sort();
  const days = Math.round((Date.parse(dates.at(-1)!) - Date.parse(dates[0]!)) / 86_400_000) + 1;
  const { from, to } = rangeOfDays(dates[0]!, days);
  return scheduleIndexOf(await send(tx, lockedScheduleStatement(instants, from, to, now)));
}

const has = (map: ReadonlyMap<unknown, ReadonlySet<string>>, key: unknown, driverId: string): boolean => map.get(key)?.has(driverId) ?? false;

/**
 * Whether taking `driverId` off `slot` leaves room for the orders already holding it without a driver. Only a
 * driver who is free there counts towards capacity; one already off or booked takes nothing away.
 */
function assertReleasable(index: ScheduleIndex, slot: Slot, driverId: string): void {
  const at = slot.instant.getTime();
  if (has(index.bookedSlots, at, driverId)) throw new Refusal('date_time', 'slotBooked');
  if (has(index.blockedDays, slot.date, driverId) || has(index.blockedSlots, at, driverId)) return;
  if (capacityAt(index, slot.date, slot.instant).capacity < 1) throw new Refusal('date_time', 'blockNeeded');
}

/** A slot that has begun is past: blocking it would take nothing away from anyone. */
const begun = (slot: Slot, now: Date): boolean => slot.instant.getTime() <= now.getTime();

export async function blockSlot(app: FastifyInstance, driverId: string, slot: Slot, actorId: string): Promise<CalendarDay> {
  const db = app.db;
  const now = app.clock.now();
  if (begun(slot, now)) throw new Refusal('date_time', 'blockPastSlot');
  await requireDriver(db, driverId);
  await db.transaction(async (tx) => {
    const index = await lockSlots(tx as unknown as Db, [slot], now);
    assertReleasable(index, slot, driverId);
    await tx.insert(driverBlockedSlots).values({ driverId, slotStart: slot.instant, createdBy: actorId }).onConflictDoNothing();
  });
  return afterWrite(app, driverId, slot.date);
}

export async function unblockSlot(app: FastifyInstance, driverId: string, slot: Slot): Promise<CalendarDay> {
  await requireDriver(app.db, driverId);
  await app.db.delete(driverBlockedSlots).where(and(eq(driverBlockedSlots.driverId, driverId), eq(driverBlockedSlots.slotStart, slot.instant)));
  return afterWrite(app, driverId, slot.date);
}

/**
 * Blocks a whole day (today or later): refused while the driver is booked at a slot of it not yet begun (the orders
 * to reassign are named). What is past of today is neither checked nor taken from anyone.
 */
export async function blockDay(app: FastifyInstance, driverId: string, date: string, actorId: string): Promise<CalendarDay> {
  const db = app.db;
  const now = app.clock.now();
  if (date < todayInBerlin(now)) throw new Refusal('date', 'blockPastDay');
  await requireDriver(db, driverId);
  const slots = slotsOfDate(date).filter((slot) => !begun(slot, now));
  await db.transaction(async (tx) => {
    // (after 20:30 nothing of the day is left to check)
    if (slots.length > 0) {
      const index = await lockSlots(tx as unknown as Db, slots, now);
      const booked = slots.filter((slot) => has(index.bookedSlots, slot.instant.getTime(), driverId));
      if (booked.length > 0) {
        const rows = await tx
          .selectDistinct({ identity: orders.identity })
          .from(driverSlotBookings)
          .innerJoin(orders, eq(orders.id, driverSlotBookings.orderId))
          .where(and(eq(driverSlotBookings.driverId, driverId), inArray(driverSlotBookings.slotStart, booked.map((slot) => slot.instant))))
          .orderBy(orders.identity);
        throw new Refusal('date', 'dayBooked', { orders: rows.map((row) => row.identity).join(', ') });
      }
      for (const slot of slots) assertReleasable(index, slot, driverId);
    }
    await tx.insert(driverBlockedDays).values({ driverId, date, createdBy: actorId }).onConflictDoNothing();
  });
  return afterWrite(app, driverId, date);
}

export async function unblockDay(app: FastifyInstance, driverId: string, date: string): Promise<CalendarDay> {
  await requireDriver(app.db, driverId);
  await app.db.delete(driverBlockedDays).where(and(eq(driverBlockedDays.driverId, driverId), eq(driverBlockedDays.date, date)));
  return afterWrite(app, driverId, date);
}

/** Customers see a changed capacity at once (this instance; others within SLOTS_CACHE_MS), managers the calendar. */
async function afterWrite(app: FastifyInstance, driverId: string, date: string): Promise<CalendarDay> {
  app.booking.slotAnswers.invalidate();
  await app.orderViews.changed(app.db);
  const [item] = await loadCalendar(app.db, date, 1, driverId);
  return item!.days[0]!;
}

/**
 * Assigns an unassigned order whose pickup is `slot` to the driver through the dispatch assignment (issue 13's
 * `assignDriver`: the order locked, blocks checked, UNIQUE (driver, slot) against double bookings). Answers the
 * booked slots, or the assignment's failure code.
 */
export async function assignFromCalendar(
  app: FastifyInstance,
  input: { driverId: string; orderId: string; slot: Slot },
  actor: Actor,
): Promise<{ booked: { driver_id: string; date_time: string; status: 'booked' }[] } | { failed: AssignFailure }> {
  const db = app.db;
  await requireDriver(db, input.driverId);
  const [order] = await db.select({ pickupSlot: orders.pickupSlot }).from(orders).where(eq(orders.id, input.orderId));
  if (!order) throw new Refusal('order_id', 'orderRequired');
  if (order.pickupSlot.getTime() !== input.slot.instant.getTime()) throw new Refusal('date_time', 'assignSlotMismatch');
  const outcome = await assignDriver(app, input.orderId, input.driverId, actor, false);
  if (outcome.kind === 'not_found') throw new Refusal('order_id', 'orderRequired');
  if (outcome.kind === 'failed') return { failed: outcome.code };
  const slots = [outcome.row.pickupSlot, outcome.row.returnSlot];
  return { booked: slots.map((slot) => ({ driver_id: input.driverId, date_time: slot.toISOString(), status: 'booked' as const })) };
}
