import { SERVICE_TIME_ZONE, type Locale } from '@chargevalet/contract';

/** Calendar dates (`YYYY-MM-DD`, Europe/Berlin) of the manager's week view; pure, for the page and its tests. */
const DAY_MS = 86_400_000;
const utcNoon = (date: string) => new Date(`${date}T12:00:00Z`);

export const WEEK_DAYS = 7;

export const addDays = (date: string, days: number): string => new Date(utcNoon(date).getTime() + days * DAY_MS).toISOString().slice(0, 10);

/** Today in Berlin (the slots' time zone, whatever the browser's). */
export const todayInBerlin = (now: Date = new Date()): string =>
  new Intl.DateTimeFormat('en-CA', { timeZone: SERVICE_TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' }).format(now);

/** The Monday of the week holding `date`. */
export const mondayOf = (date: string): string => addDays(date, -((utcNoon(date).getUTCDay() + 6) % 7));

/** A `from` from the address bar: a real date, moved to its Monday; otherwise this week. */
export function weekStart(param: string | null, now: Date = new Date()): string {
  const valid = param !== null && /^\d{4}-\d{2}-\d{2}$/.test(param) && addDays(param, 0) === param;
  return mondayOf(valid ? param : todayInBerlin(now));
}

const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** "Mo., 23. Nov." / "Mon 23 Nov": the calendar date itself. */
export const formatDay = (date: string, locale: Locale): string =>
  new Intl.DateTimeFormat(intlLocale(locale), { weekday: 'short', day: 'numeric', month: 'short', timeZone: 'UTC' }).format(utcNoon(date));

/** A slot's start as Berlin wall-clock time, "09:30". */
export const slotTime = (dateTime: string): string =>
  new Intl.DateTimeFormat('en-GB', { timeZone: SERVICE_TIME_ZONE, hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(new Date(dateTime));
