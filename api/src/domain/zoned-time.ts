/**
 * Wall-clock ↔ instant conversion for one IANA time zone with plain Intl (no tz library).
 * Dates are `YYYY-MM-DD`, times `HH:mm`; instants are `Date` (UTC).
 */

const MINUTE_MS = 60_000;
const DAY_MS = 86_400_000;

const formatters = new Map<string, Intl.DateTimeFormat>();
function partsFormatter(timeZone: string): Intl.DateTimeFormat {
  let formatter = formatters.get(timeZone);
  if (!formatter) {
    formatter = new Intl.DateTimeFormat('en-US', {
      timeZone,
      hourCycle: 'h23',
      year: 'numeric',
      month: '2-digit',
      day: '2-digit',
      hour: '2-digit',
      minute: '2-digit',
    });
    formatters.set(timeZone, formatter);
  }
  return formatter;
}

/** The zone's wall clock at an instant, as milliseconds of a "UTC" date with the same fields. */
function wallClockMs(instantMs: number, timeZone: string): number {
  const fields: Record<string, number> = {};
  for (const part of partsFormatter(timeZone).formatToParts(new Date(instantMs))) {
    if (part.type !== 'literal') fields[part.type] = Number(part.value);
  }
  return Date.UTC(fields.year!, fields.month! - 1, fields.day!, fields.hour!, fields.minute!);
}

const QUARTER_HOUR_MS = 15 * MINUTE_MS;
const offsetCache = new Map<string, Map<number, number>>();

/**
 * UTC offset of the zone at an instant, in milliseconds (Berlin: +1 h in winter, +2 h in summer). Offsets change
 * only on a UTC quarter hour (true of every zone since 1972), so Intl, the slow part, is asked once per quarter
 * hour and zone.
 */
export function offsetMs(instantMs: number, timeZone: string): number {
  const quarter = Math.floor(instantMs / QUARTER_HOUR_MS);
  let zone = offsetCache.get(timeZone);
  if (!zone) offsetCache.set(timeZone, (zone = new Map()));
  let offset = zone.get(quarter);
  if (offset === undefined) {
    const start = quarter * QUARTER_HOUR_MS;
    offset = wallClockMs(start, timeZone) - start;
    if (zone.size > 100_000) zone.clear();
    zone.set(quarter, offset);
  }
  return offset;
}

/**
 * The instant a wall-clock time happens in the zone. Like Temporal's "compatible" disambiguation: a time that
 * occurs twice (fall back) gives the earlier instant; a time skipped by spring forward is moved forward by the
 * gap (02:30 → 03:30 CEST). Assumes at most one offset change within a day, true for every real zone.
 */
export function zonedToInstant(date: string, time: string, timeZone: string): Date {
  const local = Date.UTC(Number(date.slice(0, 4)), Number(date.slice(5, 7)) - 1, Number(date.slice(8, 10)), Number(time.slice(0, 2)), Number(time.slice(3, 5)));
  const offsetBefore = offsetMs(local - DAY_MS, timeZone);
  const offsetAfter = offsetMs(local + DAY_MS, timeZone);
  const candidates = [local - offsetBefore, local - offsetAfter].filter(
    (instant) => instant + offsetMs(instant, timeZone) === local,
  );
  if (candidates.length > 0) return new Date(Math.min(...candidates));
  return new Date(local - offsetBefore);
}

/** The zone's calendar date and time of an instant. */
export function instantToZoned(instant: Date, timeZone: string): { date: string; time: string } {
  const iso = new Date(instant.getTime() + offsetMs(instant.getTime(), timeZone)).toISOString();
  return { date: iso.slice(0, 10), time: iso.slice(11, 16) };
}

/** Calendar arithmetic on `YYYY-MM-DD` (no time zone involved). */
const shiftedDates = new Map<string, string>();
export function addDays(date: string, days: number): string {
  // asked for the same few dates all day long (slot grids, windows): remembered
  const key = `${date}|${days}`;
  let shifted = shiftedDates.get(key);
  if (shifted === undefined) {
    const [year, month, day] = date.split('-').map(Number);
    shifted = new Date(Date.UTC(year!, month! - 1, day! + days)).toISOString().slice(0, 10);
    if (shiftedDates.size > 10_000) shiftedDates.clear();
    shiftedDates.set(key, shifted);
  }
  return shifted;
}

/** `HH:mm` ↔ minutes since midnight. */
export const timeToMinutes = (time: string): number => Number(time.slice(0, 2)) * 60 + Number(time.slice(3, 5));
export const minutesToTime = (minutes: number): string =>
  `${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`;
