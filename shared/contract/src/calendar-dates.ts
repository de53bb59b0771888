import { berlinClock, clockDate, clockTime } from './intl';

/**
 * Calendar dates (`YYYY-MM-DD`) in the service's time zone (Europe/Berlin), whatever the browser's: the days the
 * driver's week and the manager's calendar show.
 */

/** The Berlin calendar date of an instant. */
export const berlinDate = (instant: Date | string): string => clockDate(berlinClock(instant));

/** The Berlin wall-clock time of an instant, `HH:mm` (a slot's time on the grid). */
export const berlinTime = (instant: Date | string): string => clockTime(berlinClock(instant));

/** The calendar date `days` later (earlier when negative); counted at noon UTC, so no clock change moves it. */
export const addDays = (date: string, days: number): string => {
  const d = new Date(`${date}T12:00:00Z`);
  d.setUTCDate(d.getUTCDate() + days);
  return d.toISOString().slice(0, 10);
};

/** The Monday of the (ISO) week holding the calendar date `date`. */
export const mondayOf = (date: string): string => addDays(date, -((new Date(`${date}T12:00:00Z`).getUTCDay() + 6) % 7));
