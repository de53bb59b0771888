/** Week arithmetic on Berlin calendar dates (`YYYY-MM-DD`) for the customer's calendar. */
const TIME_ZONE = 'Europe/Berlin';
const dayFormat = new Intl.DateTimeFormat('en-CA', { timeZone: TIME_ZONE, year: 'numeric', month: '2-digit', day: '2-digit' });

/** The Berlin date of an instant. */
export const berlinDate = (instant: Date | string): string => dayFormat.format(new Date(instant));

export function addDays(date: string, days: number): string {
  const next = new Date(`${date}T12:00:00Z`);
  next.setUTCDate(next.getUTCDate() + days);
  return next.toISOString().slice(0, 10);
}

/** The Monday of the week `date` is in. */
export function mondayOf(date: string): string {
  const weekday = new Date(`${date}T12:00:00Z`).getUTCDay(); // 0 Sunday … 6 Saturday
  return addDays(date, -((weekday + 6) % 7));
}

/** `?week=` as given when it is a date, else this week's Monday. */
export function weekStart(param: string | null, today: Date): string {
  const valid = param && /^\d{4}-\d{2}-\d{2}$/.test(param) && !Number.isNaN(Date.parse(`${param}T12:00:00Z`));
  return mondayOf(valid ? param : berlinDate(today));
}
