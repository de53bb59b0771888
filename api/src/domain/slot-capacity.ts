import type { TimeEntryStatus } from '@chargevalet/contract';

/**
 * Driver capacity per slot (DESIGN §4): drivers free at that time (day not blocked, slot not blocked, not
 * booked) minus orders already holding that slot without a driver. Instants are keyed by epoch milliseconds so
 * `Date`s and ISO strings from the database compare equal.
 */
export interface DriverSchedule {
  driverIds: readonly string[];
  /** Whole days a driver is off (Berlin calendar date). */
  blockedDays: readonly { driver_id: string; date: string }[];
  /** Single slots a driver is off (slot start). */
  blockedSlots: readonly { driver_id: string; date_time: Date | string }[];
  /** Slots a driver is booked for (pickups and returns of assigned orders). */
  bookedSlots: readonly { driver_id: string; date_time: Date | string }[];
  /** Slots held by orders that have no driver yet (each holds one unit of capacity). */
  heldSlots: readonly { date_time: Date | string }[];
}

export interface SlotCapacity {
  /** Drivers not blocked for the slot. */
  unblocked: number;
  /** Unblocked drivers not booked for the slot. */
  free: number;
  held: number;
  /** free − held; a new order fits when it is above zero. */
  capacity: number;
  /** blocked: no driver works then; booked: drivers work but all are taken; free: room for an order. */
  status: TimeEntryStatus;
}

export interface ScheduleIndex {
  readonly driverCount: number;
  /** Berlin date → drivers off that whole day. */
  readonly blockedDays: ReadonlyMap<string, ReadonlySet<string>>;
  /** Slot start (epoch ms) → drivers off for that slot. */
  readonly blockedSlots: ReadonlyMap<number, ReadonlySet<string>>;
  /** Slot start (epoch ms) → drivers booked for that slot. */
  readonly bookedSlots: ReadonlyMap<number, ReadonlySet<string>>;
  readonly heldCount: ReadonlyMap<number, number>;
}

const ms = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));
const EMPTY: ReadonlySet<string> = new Set();

/** Groups a list of driver entries by key, ignoring drivers that are not in the schedule. */
function groupDrivers<E extends { driver_id: string }, K>(entries: readonly E[], keyOf: (entry: E) => K, drivers: ReadonlySet<string>) {
  const grouped = new Map<K, Set<string>>();
  for (const entry of entries) {
    if (!drivers.has(entry.driver_id)) continue;
    const key = keyOf(entry);
    const set = grouped.get(key) ?? new Set<string>();
    set.add(entry.driver_id);
    grouped.set(key, set);
  }
  return grouped;
}

/**
 * Builds lookups once per request: per slot only the few drivers with an entry are looked at, so a
 * two-week answer with hundreds of slots stays in the tens of microseconds.
 */
export function indexSchedule(schedule: DriverSchedule): ScheduleIndex {
  const drivers = new Set(schedule.driverIds);
  const heldCount = new Map<number, number>();
  for (const held of schedule.heldSlots) heldCount.set(ms(held.date_time), (heldCount.get(ms(held.date_time)) ?? 0) + 1);
  return {
    driverCount: drivers.size,
    blockedDays: groupDrivers(schedule.blockedDays, (block) => block.date, drivers),
    blockedSlots: groupDrivers(schedule.blockedSlots, (block) => ms(block.date_time), drivers),
    bookedSlots: groupDrivers(schedule.bookedSlots, (booking) => ms(booking.date_time), drivers),
    heldCount,
  };
}

/** Capacity of the slot starting at `instant` on the Berlin calendar `date`. */
export function capacityAt(index: ScheduleIndex, date: string, instant: Date): SlotCapacity {
  const at = instant.getTime();
  const dayOff = index.blockedDays.get(date) ?? EMPTY;
  const slotOff = index.blockedSlots.get(at) ?? EMPTY;
  const booked = index.bookedSlots.get(at) ?? EMPTY;

  let blocked = dayOff.size;
  for (const driverId of slotOff) if (!dayOff.has(driverId)) blocked += 1;
  let bookedWorking = 0;
  for (const driverId of booked) if (!dayOff.has(driverId) && !slotOff.has(driverId)) bookedWorking += 1;

  const unblocked = index.driverCount - blocked;
  const free = unblocked - bookedWorking;
  const held = index.heldCount.get(at) ?? 0;
  const capacity = free - held;
  const status: TimeEntryStatus = unblocked === 0 ? 'blocked' : capacity > 0 ? 'free' : 'booked';
  return { unblocked, free, held, capacity, status };
}
