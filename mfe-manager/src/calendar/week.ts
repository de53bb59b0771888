/** Calendar dates (`YYYY-MM-DD`, Europe/Berlin) of the manager's week view; pure, for the page and its tests. */
import { addDays, berlinDate, berlinTime, mondayOf } from '@chargevalet/contract/core';
import { formatCalendarDate } from '@chargevalet/platform';
import type { Locale } from '@chargevalet/contract';

export const WEEK_DAYS = 7;

/** A `from` from the address bar: a real date, moved to its Monday; otherwise this week. */
export function weekStart(param: string | null, now: Date = new Date()): string {
  const valid = param !== null && /^\d{4}-\d{2}-\d{2}$/.test(param) && addDays(param, 0) === param;
  return mondayOf(valid ? param : berlinDate(now));
}

/** "Mo., 23. Nov." / "Mon 23 Nov": the calendar date itself. */
export const formatDay = (date: string, locale: Locale): string => formatCalendarDate(date, locale, 'weekdayShort');

/** A slot's start as Berlin wall-clock time, "09:30". */
export const slotTime = (dateTime: string): string => berlinTime(dateTime);
