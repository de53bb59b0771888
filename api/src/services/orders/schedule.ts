import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import { send, type Statement } from '../../db/pipeline';
import { addDays, instantToZoned, slotsOfDate, type ScheduleIndex } from '../../domain';

interface ScheduleRow {
  k: number;
  d: string | null;
  t: number | null;
  day: string | null;
  n: number | null;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;
const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** The schedule query; $1/$2 the first and last Berlin date, $3/$4 the instants [from, to), $5 now. */
const SCHEDULE_SQL = `
    select 0 as k, null::text as d, null::float8 as t, null::text as day, count(*)::int as n from users where role = 'driver'
    union all
    select 1, b.driver_id::text, null, b.date::text, null from driver_blocked_days b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.date >= $1::date and b.date <= $2::date
    union all
    select 2, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_blocked_slots b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= $3::timestamptz and b.slot_start < $4::timestamptz
    union all
    select 3, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_slot_bookings b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= $3::timestamptz and b.slot_start < $4::timestamptz
    union all
    select 4, null, extract(epoch from slot_start)::float8 * 1000, null, held from slot_holds
      where slot_start >= $3::timestamptz and slot_start < $4::timestamptz and held <> 0
    union all
    select 5, null, extract(epoch from s.slot)::float8 * 1000, null, count(*)::int
      from (select pickup_slot, return_slot, driver_id from orders
              where state = 'pending_checkout' and hold_expires_at <= $5::timestamptz offset 0) e
      cross join lateral (values (e.pickup_slot), (e.return_slot)) s(slot)
      where e.driver_id is null and s.slot >= $3::timestamptz and s.slot < $4::timestamptz
      group by s.slot`;

function scheduleParams(from: Date, to: Date, now: Date): string[] {
  const values = [
    instantToZoned(from, SERVICE_TIME_ZONE).date,
    instantToZoned(to, SERVICE_TIME_ZONE).date,
    from.toISOString(),
    to.toISOString(),
    now.toISOString(),
  ];
  values.forEach((value, index) => {
    if (!(index < 2 ? DATE : ISO).test(value)) throw new Error(`not a schedule bound: ${value}`);
  });
  return values;
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
 * does, and a placement then costs O(orders)). On PostgreSQL it is a named statement (planned once per connection).
 */
export async function loadScheduleIndex(db: unknown, from: Date, to: Date, now: Date): Promise<ScheduleIndex> {
  return scheduleIndexOf(await send<ScheduleRow>(db, scheduleStatement(from, to, now)));
}

/** The read of `loadScheduleIndex` as a statement, to send with others (`sendAll`); its rows go to `scheduleIndexOf`. */
export const scheduleStatement = (from: Date, to: Date, now: Date): Statement => ({ name: 'cv_schedule_index', text: SCHEDULE_SQL, values: scheduleParams(from, to, now) });

export function scheduleIndexOf(rows: readonly unknown[]): ScheduleIndex {
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
  for (const row of rows as ScheduleRow[]) {
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

/**
 * Serialises every transaction that books capacity at the slots starting at `instants` (DESIGN §4 "an advisory
 * lock, re-checking capacity inside it"), one statement for all of them. Held until the transaction ends. Locks are
 * taken in ascending time (the array is sorted here and the function scan keeps its order), and placements lock a
 * later slot only after earlier ones, so two placements never wait on each other in a cycle. The capacity read
 * that follows (a statement of its own) sees every placement committed by an earlier holder.
 */
export function lockSlotsStatement(instants: readonly Date[]): Statement {
  const minutes = [...new Set(instants.map((instant) => Math.floor(instant.getTime() / 60_000)))].sort((a, b) => a - b);
  if (!minutes.every(Number.isSafeInteger)) throw new Error('not a slot instant');
  return { name: 'cv_lock_slots', text: `select count(pg_advisory_xact_lock(${SLOT_LOCK_NAMESPACE}, k)) from unnest($1::int[]) as k`, values: [minutes] };
}

export async function lockSlots(db: unknown, instants: readonly Date[]): Promise<void> {
  await send(db, lockSlotsStatement(instants));
}
