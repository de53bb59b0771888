/**
 * Intl formatters, built once per locale and options and reused: building one costs about a millisecond on a phone
 * (more with a time zone), and a list of orders or packages formats a price or a time in every row (issue 29: the
 * wizard's first page spent 80 ms of its hydration building the same euro format).
 */
const formats = new Map<string, Intl.NumberFormat | Intl.DateTimeFormat>();

function reused<T extends Intl.NumberFormat | Intl.DateTimeFormat>(kind: string, locale: string, options: object, create: () => T): T {
  const key = `${kind}|${locale}|${JSON.stringify(options)}`;
  let format = formats.get(key) as T | undefined;
  if (!format) {
    format = create();
    formats.set(key, format);
  }
  return format;
}

export const numberFormat = (locale: string, options: Intl.NumberFormatOptions = {}): Intl.NumberFormat =>
  reused('number', locale, options, () => new Intl.NumberFormat(locale, options));

export const dateTimeFormat = (locale: string, options: Intl.DateTimeFormatOptions = {}): Intl.DateTimeFormat =>
  reused('date', locale, options, () => new Intl.DateTimeFormat(locale, options));

/**
 * The two formats nearly every page shows, written without Intl. A page's first Intl date or number format makes the
 * browser load ICU's calendar or number data: 110–210 ms at CPU ×4 (a phone) in Chromium, inside the render that
 * paints the page's largest content (issue 29: half of the order list's first render). Their output equals Intl's
 * (intl.test.ts compares them over twenty years of instants and a range of amounts).
 */

/** The calendar date and wall-clock time in Europe/Berlin (the service's time zone) of an instant. */
export interface BerlinClock {
  year: number;
  /** 1–12 */
  month: number;
  day: number;
  hour: number;
  minute: number;
}

/** 01:00 UTC on the last Sunday of a month (the EU's clock changes, since 1996: March to summer time, October back). */
function lastSundayOneUtc(year: number, monthIndex: number): number {
  const last = new Date(Date.UTC(year, monthIndex + 1, 0, 1));
  return last.getTime() - last.getUTCDay() * 86_400_000;
}

export function berlinClock(instant: Date | string | number): BerlinClock {
  const at = new Date(instant).getTime();
  const year = new Date(at).getUTCFullYear();
  const summer = at >= lastSundayOneUtc(year, 2) && at < lastSundayOneUtc(year, 9);
  const local = new Date(at + (summer ? 2 : 1) * 3_600_000);
  return { year: local.getUTCFullYear(), month: local.getUTCMonth() + 1, day: local.getUTCDate(), hour: local.getUTCHours(), minute: local.getUTCMinutes() };
}

const twoDigits = (n: number) => String(n).padStart(2, '0');

/** `HH:mm` of a Berlin clock. */
export const clockTime = (clock: BerlinClock): string => `${twoDigits(clock.hour)}:${twoDigits(clock.minute)}`;

/** `YYYY-MM-DD` of a Berlin clock. */
export const clockDate = (clock: BerlinClock): string => `${clock.year}-${twoDigits(clock.month)}-${twoDigits(clock.day)}`;

/**
 * Cents as euros, SPEC §9's "€amount": `1.234,50 €` in German (de-DE, a no-break space before the sign), `€1,234.50`
 * in English (en-GB), a minus sign first. `locale` is the page's language (`de`, `en`) or a tag starting with it.
 */
export function formatEuro(cents: number, locale: string): string {
  const de = locale.startsWith('de');
  const whole = Math.round(Math.abs(cents));
  const euros = String(Math.floor(whole / 100)).replace(/\B(?=(\d{3})+(?!\d))/g, de ? '.' : ',');
  const amount = `${euros}${de ? ',' : '.'}${twoDigits(whole % 100)}`;
  const sign = cents < 0 && whole > 0 ? '-' : '';
  return de ? `${sign}${amount}\u00a0€` : `${sign}€${amount}`;
}
