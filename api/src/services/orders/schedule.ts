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
 * indexed query whose size does not grow with the number of orders: the database function `cv_schedule`
 * (drizzle/0003_schedule_functions.sql, which explains its rows). `capacityAt` then answers per slot.
 */
export async function loadScheduleIndex(db: unknown, from: Date, to: Date, now: Date): Promise<ScheduleIndex> {
  return scheduleIndexOf(await send(db, scheduleStatement(from, to, now)));
}

/** The read of `loadScheduleIndex` as a statement, to send with others (`sendAll`); its rows go to `scheduleIndexOf`. */
export const scheduleStatement = (from: Date, to: Date, now: Date): Statement => ({
  name: 'cv_schedule',
  text: 'select k, d, t, day, n from cv_schedule($1::date, $2::date, $3::timestamptz, $4::timestamptz, $5::timestamptz)',
  values: scheduleParams(from, to, now),
});

/**
 * Locks the slots starting at `locks`, then reads the schedule of [from, to) under those locks, in one statement
 * (`cv_lock_and_schedule`). The advisory locks (namespace 5201, key = epoch minutes of the slot start) serialise
 * every transaction that books capacity at those slots (DESIGN §4 "an advisory lock, re-checking capacity inside
 * it") and are held until the transaction ends; the read takes its snapshot once they are granted, so it sees every
 * placement committed by an earlier holder. Locks are taken in ascending time (sorted here), and a placement locks
 * a later slot only after earlier ones, so two placements never wait on each other in a cycle.
 */
export function lockedScheduleStatement(locks: readonly Date[], from: Date, to: Date, now: Date): Statement {
  return {
    name: 'cv_lock_and_schedule',
    text: 'select k, d, t, day, n from cv_lock_and_schedule($1::int[], $2::date, $3::date, $4::timestamptz, $5::timestamptz, $6::timestamptz)',
    values: [slotLockKeys(locks), ...scheduleParams(from, to, now)],
  };
}

/** The advisory lock keys of slots (epoch minutes of the slot start), distinct and ascending: the order every
 * placement takes them in, so two placements never wait on each other in a cycle. */
export function slotLockKeys(slots: readonly Date[]): number[] {
  const minutes = [...new Set(slots.map((instant) => Math.floor(instant.getTime() / 60_000)))].sort((x, y) => x - y);
  if (!minutes.every(Number.isSafeInteger)) throw new Error('not a slot instant');
  return minutes;
}

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
      case 5:
        // a checkout whose hold ran out no longer holds, even before its release job has run
        heldCount.set(Number(row.t), (heldCount.get(Number(row.t)) ?? 0) - Number(row.n));
        break;
      default:
      // not a schedule row (a statement may add rows of its own, see placement's guest read)
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
