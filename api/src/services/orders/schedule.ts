import { sql } from 'drizzle-orm';
import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { addDays, indexSchedule, instantToZoned, slotsOfDate, type DriverSchedule, type ScheduleIndex } from '../../domain';

/** Any drizzle handle: the database or a transaction. */
export type DbOrTx = Pick<Db, 'execute'>;

export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

interface ScheduleRow {
  k: number;
  d: string | null;
  t: number | null;
  day: string | null;
}

/**
 * A driver schedule for the slots starting in [from, to) (DESIGN §4 capacity), read in ONE indexed query:
 * drivers (users with role driver), their blocked days and slots, their bookings, and the slots held by orders
 * without a driver — `created` orders, and `pending_checkout` orders whose hold has not expired at `now`.
 * An order holds its pickup slot and its return slot.
 */
export async function loadSchedule(db: DbOrTx, from: Date, to: Date, now: Date): Promise<DriverSchedule> {
  const fromDate = instantToZoned(from, SERVICE_TIME_ZONE).date;
  const toDate = instantToZoned(to, SERVICE_TIME_ZONE).date;
  const f = from.toISOString();
  const t = to.toISOString();
  const n = now.toISOString();
  const result = await db.execute(sql`
    select 0 as k, id::text as d, null::float8 as t, null::text as day from users where role = 'driver'
    union all
    select 1, driver_id::text, null, date::text from driver_blocked_days where date >= ${fromDate}::date and date <= ${toDate}::date
    union all
    select 2, driver_id::text, extract(epoch from slot_start)::float8 * 1000, null from driver_blocked_slots
      where slot_start >= ${f}::timestamptz and slot_start < ${t}::timestamptz
    union all
    select 3, driver_id::text, extract(epoch from slot_start)::float8 * 1000, null from driver_slot_bookings
      where slot_start >= ${f}::timestamptz and slot_start < ${t}::timestamptz
    union all
    select 4, null, extract(epoch from pickup_slot)::float8 * 1000, null from orders
      where driver_id is null and state in ('pending_checkout', 'created')
        and (state = 'created' or hold_expires_at > ${n}::timestamptz)
        and pickup_slot >= ${f}::timestamptz and pickup_slot < ${t}::timestamptz
    union all
    select 4, null, extract(epoch from return_slot)::float8 * 1000, null from orders
      where driver_id is null and state in ('pending_checkout', 'created')
        and (state = 'created' or hold_expires_at > ${n}::timestamptz)
        and return_slot >= ${f}::timestamptz and return_slot < ${t}::timestamptz`);

  const schedule: { driverIds: string[] } & { [K in Exclude<keyof DriverSchedule, 'driverIds'>]: DriverSchedule[K][number][] } = {
    driverIds: [],
    blockedDays: [],
    blockedSlots: [],
    bookedSlots: [],
    heldSlots: [],
  };
  for (const row of rowsOf<ScheduleRow>(result)) {
    switch (Number(row.k)) {
      case 0:
        schedule.driverIds.push(row.d!);
        break;
      case 1:
        schedule.blockedDays.push({ driver_id: row.d!, date: row.day! });
        break;
      case 2:
        schedule.blockedSlots.push({ driver_id: row.d!, date_time: new Date(Number(row.t)) });
        break;
      case 3:
        schedule.bookedSlots.push({ driver_id: row.d!, date_time: new Date(Number(row.t)) });
        break;
      default:
        schedule.heldSlots.push({ date_time: new Date(Number(row.t)) });
    }
  }
  return schedule;
}

export async function loadScheduleIndex(db: DbOrTx, from: Date, to: Date, now: Date): Promise<ScheduleIndex> {
  return indexSchedule(await loadSchedule(db, from, to, now));
}

/** First slot instant of a Berlin date (07:00). */
export const dayStart = (date: string): Date => slotsOfDate(date)[0]!.instant;

/** The instants covering `days` Berlin dates from `firstDate`: [07:00 of the first, 07:00 of the day after the last). */
export function rangeOfDays(firstDate: string, days: number): { from: Date; to: Date } {
  return { from: dayStart(firstDate), to: dayStart(addDays(firstDate, days)) };
}

/** Advisory-lock namespace of slot keys (two-int form: namespace, epoch minutes of the slot start). */
export const SLOT_LOCK_NAMESPACE = 5_201;
/** Advisory-lock namespace of per-customer placement (first-order-only codes). */
export const CUSTOMER_LOCK_NAMESPACE = 5_202;

/**
 * Serialises every transaction that books capacity at the slot starting at `instant` (DESIGN §4 "an advisory
 * lock, re-checking capacity inside it"). Held until the transaction ends. Callers lock slots in ascending time
 * order (pickup before return), so two placements can never wait on each other in a cycle.
 */
export async function lockSlot(db: DbOrTx, instant: Date): Promise<void> {
  const minutes = Math.floor(instant.getTime() / 60_000);
  await db.execute(sql`select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}::int, ${minutes}::int)`);
}

export async function lockCustomer(db: DbOrTx, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}
