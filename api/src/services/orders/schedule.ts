import { sql } from 'drizzle-orm';
import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { addDays, instantToZoned, slotsOfDate, type ScheduleIndex } from '../../domain';

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
  n: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;
/** A date or instant of our own making as an SQL literal (checked, so nothing else can ever be inlined). */
const lit = (value: string, shape: RegExp): string => {
  if (!shape.test(value)) throw new Error(`not a literal of the expected shape: ${value}`);
  return `'${value}'`;
};

/** The schedule query's text with its (checked) values inlined: it can then share a round trip with a lock. */
function scheduleQueryText(from: Date, to: Date, now: Date): string {
  const fromDate = instantToZoned(from, SERVICE_TIME_ZONE).date;
  const toDate = instantToZoned(to, SERVICE_TIME_ZONE).date;
  const f = from.toISOString();
  const t = to.toISOString();
  const n = now.toISOString();
  return `
    select 0 as k, null::text as d, null::float8 as t, null::text as day, count(*)::int as n from users where role = 'driver'
    union all
    select 1, b.driver_id::text, null, b.date::text, null from driver_blocked_days b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.date >= ${lit(fromDate, DATE)}::date and b.date <= ${lit(toDate, DATE)}::date
    union all
    select 2, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_blocked_slots b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= ${lit(f, ISO)}::timestamptz and b.slot_start < ${lit(t, ISO)}::timestamptz
    union all
    select 3, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_slot_bookings b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= ${lit(f, ISO)}::timestamptz and b.slot_start < ${lit(t, ISO)}::timestamptz
    union all
    select 4, null, extract(epoch from slot_start)::float8 * 1000, null, held from slot_holds
      where slot_start >= ${lit(f, ISO)}::timestamptz and slot_start < ${lit(t, ISO)}::timestamptz and held <> 0
    union all
    select 5, null, extract(epoch from s.slot)::float8 * 1000, null, count(*)::int
      from (select pickup_slot, return_slot, driver_id from orders
              where state = 'pending_checkout' and hold_expires_at <= ${lit(n, ISO)}::timestamptz offset 0) e
      cross join lateral (values (e.pickup_slot), (e.return_slot)) s(slot)
      where e.driver_id is null and s.slot >= ${lit(f, ISO)}::timestamptz and s.slot < ${lit(t, ISO)}::timestamptz
      group by s.slot`;
}

interface SimpleQueryClient {
  query(text: string): Promise<unknown>;
}

/**
 * The node-postgres connection under a drizzle handle, or null (PGlite, whose `query` takes one statement). Its
 * `query(text)` without values uses the simple protocol, so several statements travel in one round trip.
 */
function simpleQueryClient(db: unknown): SimpleQueryClient | null {
  const client = (db as { session?: { client?: Record<string, unknown> } }).session?.client;
  if (!client || typeof client.query !== 'function' || typeof client.exec === 'function') return null;
  return client as unknown as SimpleQueryClient;
}

/**
 * The capacity index (the domain's `ScheduleIndex`, DESIGN §4) for the slots starting in [from, to), read in ONE
 * indexed query whose size does not grow with the number of orders: the number of drivers (users with role
 * driver), their blocked days and slots and bookings (joined to current drivers), and per slot the number of
 * orders without a driver holding it — `created` orders, and `pending_checkout` orders whose hold has not
 * expired at `now` — read from the precomputed `slot_holds` minus the few checkouts that ran out but are not
 * released yet. An order holds its pickup slot and its return slot. `capacityAt` then answers per slot.
 *
 * The run-out checkouts are found through `orders_pending_hold_idx` (hold_expires_at of pending checkouts: a
 * handful). `driver_id is null` is filtered only outside the fenced subquery (`offset 0`): inside, it would let the
 * planner pick an `orders_holding_*` index and filter every holding order on each call (with stale statistics it
 * does, and a placement then costs O(orders)).
 */
export async function loadScheduleIndex(db: DbOrTx, from: Date, to: Date, now: Date): Promise<ScheduleIndex> {
  return scheduleIndexOf(rowsOf<ScheduleRow>(await db.execute(sql.raw(scheduleQueryText(from, to, now)))));
}

/**
 * `lockSlot(tx, lock)` then `loadScheduleIndex(tx, from, to, now)` — on PostgreSQL in ONE round trip: both
 * statements go in one simple-protocol message, and in READ COMMITTED the second takes its snapshot only after
 * the first has the lock, so the capacity is read under the lock exactly as with two round trips.
 */
export async function lockSlotAndLoadSchedule(tx: DbOrTx, lock: Date, from: Date, to: Date, now: Date): Promise<ScheduleIndex> {
  const client = simpleQueryClient(tx);
  if (!client) {
    await lockSlot(tx, lock);
    return loadScheduleIndex(tx, from, to, now);
  }
  const results = (await client.query(`${lockSlotText(lock)}; ${scheduleQueryText(from, to, now)}`)) as Array<{ rows: ScheduleRow[] }>;
  return scheduleIndexOf(results[results.length - 1]!.rows);
}

function scheduleIndexOf(rows: ScheduleRow[]): ScheduleIndex {
  let driverCount = 0;
  const blockedDays = new Map<string, Set<string>>();
  const blockedSlots = new Map<number, Set<string>>();
  const bookedSlots = new Map<number, Set<string>>();
  const heldCount = new Map<number, number>();
  const add = <K>(map: Map<K, Set<string>>, key: K, driverId: string) => {
    const set = map.get(key) ?? new Set<string>();
    set.add(driverId);
    map.set(key, set);
  };
  for (const row of rows) {
    switch (Number(row.k)) {
      case 0:
        driverCount = Number(row.n);
        break;
      case 1:
        add(blockedDays, row.day!, row.d!);
        break;
      case 2:
        add(blockedSlots, Number(row.t), row.d!);
        break;
      case 3:
        add(bookedSlots, Number(row.t), row.d!);
        break;
      case 4:
        heldCount.set(Number(row.t), (heldCount.get(Number(row.t)) ?? 0) + Number(row.n));
        break;
      default:
        // a checkout whose hold ran out no longer holds, even before its release job has run
        heldCount.set(Number(row.t), (heldCount.get(Number(row.t)) ?? 0) - Number(row.n));
    }
  }
  return { driverCount, blockedDays, blockedSlots, bookedSlots, heldCount };
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
  await db.execute(sql.raw(lockSlotText(instant)));
}

const lockSlotText = (instant: Date): string => {
  const minutes = Math.floor(instant.getTime() / 60_000);
  if (!Number.isSafeInteger(minutes)) throw new Error('not a slot instant');
  return `select pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, ${minutes})`;
};

export async function lockCustomer(db: DbOrTx, customerId: string): Promise<void> {
  await db.execute(sql`select pg_advisory_xact_lock(${CUSTOMER_LOCK_NAMESPACE}::int, hashtext(${customerId}))`);
}
