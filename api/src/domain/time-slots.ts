import {
  AFTERNOON_STARTS,
  EVENING_STARTS,
  PICKUP_LEAD_MINUTES,
  RETURN_MAX_DAYS_AFTER_PICKUP,
  SERVICE_TIME_ZONE,
  SLOT_DAYS_AHEAD,
  SLOT_TIMES,
  TIME_GROUPS,
  type Locale,
  type SlotSelection,
  type TimeEntry,
  type TimeGroupName,
  type TimeSlotDayWithEntries,
  type ValidationMessageKey,
} from '@chargevalet/contract';
import { capacityAt, type ScheduleIndex } from './slot-capacity';
import { addDays, instantToZoned, zonedToInstant } from './zoned-time';

/**
 * Pickup and return slots (DESIGN §4). Slots are wall-clock times in Europe/Berlin every 30 minutes from 07:00,
 * the last starting at 20:30 so service ends by 21:00. Each wall-clock slot is converted to its own UTC instant,
 * never by adding 30 minutes to an instant, so daylight-saving days still have each slot exactly once.
 */
const MINUTE_MS = 60_000;

/** Slot start times of a day: 07:00, 07:30, …, 20:30 (the contract's grid). */
export { SLOT_TIMES };

export interface Slot {
  date: string;
  time: string;
  instant: Date;
  /** `instant` as an ISO string, computed once. */
  iso: string;
  group: TimeGroupName;
}

// A date's slot instants never change, so they are computed once (Intl is the slow part of a slots answer).
const slotCache = new Map<string, readonly Slot[]>();
export function slotsOfDate(date: string): readonly Slot[] {
  let slots = slotCache.get(date);
  if (!slots) {
    slots = SLOT_TIMES.map((time) => {
      const instant = zonedToInstant(date, time, SERVICE_TIME_ZONE);
      return { date, time, instant, iso: instant.toISOString(), group: timeGroupOf(time) };
    });
    if (slotCache.size > 2_000) slotCache.clear();
    slotCache.set(date, slots);
  }
  return slots;
}

export function timeGroupOf(time: string): TimeGroupName {
  if (time < AFTERNOON_STARTS) return 'morning';
  if (time < EVENING_STARTS) return 'afternoon';
  return 'evening';
}

/** Earliest pickup start: now + 75 minutes (SPEC §9). */
export const earliestPickup = (now: Date): Date => new Date(now.getTime() + PICKUP_LEAD_MINUTES * MINUTE_MS);

let todayCache = { minute: Number.NaN, date: '' };
/** Today's date in Berlin (cached for the current minute: Intl is slow and the date changes on a minute). */
export function todayInBerlin(now: Date): string {
  const minute = Math.floor(now.getTime() / MINUTE_MS);
  if (todayCache.minute !== minute) todayCache = { minute, date: instantToZoned(now, SERVICE_TIME_ZONE).date };
  return todayCache.date;
}

const dayListCache = new Map<string, readonly string[]>();
/** `count` consecutive calendar dates from `first` (cached: the same lists are asked for all day long). */
export function datesFrom(first: string, count: number): readonly string[] {
  const key = `${first}|${count}`;
  let dates = dayListCache.get(key);
  if (!dates) {
    dates = Array.from({ length: count }, (_, offset) => addDays(first, offset));
    if (dayListCache.size > 2_000) dayListCache.clear();
    dayListCache.set(key, dates);
  }
  return dates;
}

const dayFormatters = new Map<string, Intl.DateTimeFormat>();
const formattedDays = new Map<string, string>();
/** "Mo., 23. Nov." / "Mon, Nov 23": the calendar date itself, so formatted in UTC. Cached per locale and date. */
export function formatDay(date: string, locale: Locale): string {
  const key = `${locale}|${date}`;
  const cached = formattedDays.get(key);
  if (cached !== undefined) return cached;
  let formatter = dayFormatters.get(locale);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat(locale, { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' });
    dayFormatters.set(locale, formatter);
  }
  const formatted = formatter.format(new Date(`${date}T12:00:00Z`));
  if (formattedDays.size > 4_000) formattedDays.clear();
  formattedDays.set(key, formatted);
  return formatted;
}

interface DayRules {
  now: Date;
  locale: Locale;
  schedule: ScheduleIndex;
  /** Whether a slot may be chosen at all, before capacity. */
  isWithinRules: (slot: Slot) => boolean;
}

function buildDay(date: string, rules: DayRules): TimeSlotDayWithEntries {
  const groups: Record<TimeGroupName, TimeEntry[]> = { morning: [], afternoon: [], evening: [] };
  let anyAvailable = false;
  const slots = slotsOfDate(date);
  for (const slot of slots) {
    const { status } = capacityAt(rules.schedule, date, slot.instant);
    const isAvailable = status === 'free' && rules.isWithinRules(slot);
    anyAvailable ||= isAvailable;
    groups[slot.group].push({ time: slot.time, date_time: slot.iso, is_available: isAvailable, status });
  }
  return {
    date,
    date_formatted: formatDay(date, rules.locale),
    is_available: anyAvailable,
    is_past: slots[slots.length - 1]!.instant.getTime() < rules.now.getTime(),
    time_groups: TIME_GROUPS.map((name) => ({ name, time_entries: groups[name] })),
  };
}

export interface PickupSlotsInput {
  now: Date;
  locale: Locale;
  schedule: ScheduleIndex;
  days?: number;
}

/** GET /api/order/pick-up/time-slots: today and the next 13 days; a slot needs the lead time and capacity. */
export function pickupDays({ now, locale, schedule, days = SLOT_DAYS_AHEAD }: PickupSlotsInput): TimeSlotDayWithEntries[] {
  const today = todayInBerlin(now);
  const earliest = earliestPickup(now).getTime();
  const rules: DayRules = { now, locale, schedule, isWithinRules: (slot) => slot.instant.getTime() >= earliest };
  return datesFrom(today, days).map((date) => buildDay(date, rules));
}

export interface ReturnWindow {
  /** The car is ready: pickup + service duration. */
  readyAt: Date;
  /** Same wall-clock time three days after the pickup. */
  latest: Date;
}

export function returnWindow(pickup: SlotSelection, serviceMinutes: number): ReturnWindow {
  const pickupInstant = zonedToInstant(pickup.date, pickup.time, SERVICE_TIME_ZONE);
  return {
    readyAt: new Date(pickupInstant.getTime() + serviceMinutes * MINUTE_MS),
    latest: zonedToInstant(addDays(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP), pickup.time, SERVICE_TIME_ZONE),
  };
}

export interface ReturnSlotsInput {
  now: Date;
  locale: Locale;
  schedule: ScheduleIndex;
  pickup: SlotSelection;
  /** From `serviceDurationMinutes(car type, charging level)`. */
  serviceMinutes: number;
}

/** GET /api/order/return/time-slots: the pickup day and the three after; ready ≤ start ≤ pickup + 3 days. */
export function returnDays({ now, locale, schedule, pickup, serviceMinutes }: ReturnSlotsInput): TimeSlotDayWithEntries[] {
  const { readyAt, latest } = returnWindow(pickup, serviceMinutes);
  const rules: DayRules = {
    now,
    locale,
    schedule,
    isWithinRules: (slot) =>
      slot.instant >= readyAt && slot.instant <= latest && slot.instant.getTime() > now.getTime(),
  };
  return datesFrom(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP + 1).map((date) => buildDay(date, rules));
}

/** The first return slot once the car is ready (`return_time_slot: null`, "as soon as the car is ready"). */
export function firstSlotFrom(readyAt: Date): Slot {
  const startDate = instantToZoned(readyAt, SERVICE_TIME_ZONE).date;
  for (let offset = 0; ; offset += 1) {
    const slot = slotsOfDate(addDays(startDate, offset)).find((candidate) => candidate.instant >= readyAt);
    if (slot) return slot;
  }
}

/** Resolves a chosen slot to its instant, or null when it is not on the grid of service hours. */
export function slotOf(selection: SlotSelection): Slot | null {
  return slotsOfDate(selection.date).find((slot) => slot.time === selection.time) ?? null;
}

export type SlotRefusal = Extract<ValidationMessageKey, 'pickupTimeRequired' | 'pickupTooSoon' | 'slotUnavailable' | 'returnTimeInvalid'>;

/** Re-check of a pickup at placement (SPEC §5 "on submit"); null when the slot can be booked. */
export function checkPickupSlot(now: Date, schedule: ScheduleIndex, selection: SlotSelection): SlotRefusal | null {
  const slot = slotOf(selection);
  if (!slot) return 'pickupTimeRequired';
  if (slot.instant < earliestPickup(now)) return 'pickupTooSoon';
  if (selection.date > addDays(todayInBerlin(now), SLOT_DAYS_AHEAD - 1)) return 'slotUnavailable';
  return capacityAt(schedule, slot.date, slot.instant).capacity > 0 ? null : 'slotUnavailable';
}

/** Re-check of a chosen return slot at placement; null when it can be booked. */
export function checkReturnSlot(
  schedule: ScheduleIndex,
  pickup: SlotSelection,
  selection: SlotSelection,
  serviceMinutes: number,
): SlotRefusal | null {
  const slot = slotOf(selection);
  if (!slot) return 'returnTimeInvalid';
  const { readyAt, latest } = returnWindow(pickup, serviceMinutes);
  if (slot.instant < readyAt || slot.instant > latest) return 'returnTimeInvalid';
  return capacityAt(schedule, slot.date, slot.instant).capacity > 0 ? null : 'slotUnavailable';
}
