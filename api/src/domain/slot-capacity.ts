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
  readonly driverIds: readonly string[];
  readonly blockedDays: ReadonlySet<string>;
  readonly blockedSlots: ReadonlySet<string>;
  readonly bookedSlots: ReadonlySet<string>;
  readonly heldCount: ReadonlyMap<number, number>;
}

const ms = (value: Date | string): number => (value instanceof Date ? value.getTime() : Date.parse(value));
const driverKey = (driverId: string, key: string | number) => `${driverId}|${key}`;

/** Builds lookup sets once per request, so checking hundreds of slots stays cheap. */
export function indexSchedule(schedule: DriverSchedule): ScheduleIndex {
  const heldCount = new Map<number, number>();
  for (const held of schedule.heldSlots) heldCount.set(ms(held.date_time), (heldCount.get(ms(held.date_time)) ?? 0) + 1);
  return {
    driverIds: schedule.driverIds,
    blockedDays: new Set(schedule.blockedDays.map((block) => driverKey(block.driver_id, block.date))),
    blockedSlots: new Set(schedule.blockedSlots.map((block) => driverKey(block.driver_id, ms(block.date_time)))),
    bookedSlots: new Set(schedule.bookedSlots.map((booking) => driverKey(booking.driver_id, ms(booking.date_time)))),
    heldCount,
  };
}

/** Capacity of the slot starting at `instant` on the Berlin calendar `date`. */
export function capacityAt(index: ScheduleIndex, date: string, instant: Date): SlotCapacity {
  const at = instant.getTime();
  let unblocked = 0;
  let free = 0;
  for (const driverId of index.driverIds) {
    if (index.blockedDays.has(driverKey(driverId, date)) || index.blockedSlots.has(driverKey(driverId, at))) continue;
    unblocked += 1;
    if (!index.bookedSlots.has(driverKey(driverId, at))) free += 1;
  }
  const held = index.heldCount.get(at) ?? 0;
  const capacity = free - held;
  const status: TimeEntryStatus = unblocked === 0 ? 'blocked' : capacity > 0 ? 'free' : 'booked';
  return { unblocked, free, held, capacity, status };
}
