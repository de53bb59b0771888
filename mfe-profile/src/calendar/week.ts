import { berlinDate, mondayOf } from '@chargevalet/contract/core';

/** The customer's calendar week from the address bar: `?week=` as given when it is a date, else this week's Monday (Berlin). */
export function weekStart(param: string | null, today: Date): string {
  const valid = param && /^\d{4}-\d{2}-\d{2}$/.test(param) && !Number.isNaN(Date.parse(`${param}T12:00:00Z`));
  return mondayOf(valid ? param : berlinDate(today));
}
