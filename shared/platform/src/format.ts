import { berlinClock, clockTime } from '@chargevalet/contract/core';
import type { Locale } from '@chargevalet/contract';

/** Integer cents → "12,50 €" (de) / "€12.50" (en), without Intl. */
export { formatEuro } from '@chargevalet/contract/core';

// The formats below are written without Intl: a page's first Intl format has Chromium load ICU's number or calendar
// data inside the render that shows it (~35 ms on the dashboard, ~140 ms at a phone's CPU ×4). format.test.ts holds
// each equal to Intl's de-DE / en-GB output (percent and the short numeric date: Intl's "de" / "en").

/**
 * |value| with `digits` decimals, rounded half away from zero on its shortest decimal form as Intl does (4.35 →
 * "4.4", where toFixed rounds the binary value 4.3499… to "4.3").
 */
function toFixedDecimal(value: number, digits: number): string {
  const shortest = String(Math.abs(value));
  if (shortest.includes('e')) return Math.abs(value).toFixed(digits);
  const [whole = '0', fraction = ''] = shortest.split('.');
  let scaled = BigInt(whole + fraction.padEnd(digits, '0').slice(0, digits));
  if ((fraction[digits] ?? '0') >= '5') scaled += 1n;
  const text = scaled.toString().padStart(digits + 1, '0');
  return digits === 0 ? text : `${text.slice(0, -digits)}.${text.slice(-digits)}`;
}

/** `value` rounded to at most `max` decimals (at least `min`), grouped by thousands in the page's language. */
function formatNumber(value: number, locale: Locale, min: number, max: number): string {
  const [whole = '0', fraction = ''] = toFixedDecimal(value, max).split('.');
  let decimals = fraction;
  while (decimals.length > min && decimals.endsWith('0')) decimals = decimals.slice(0, -1);
  const [group, point] = locale === 'de' ? ['.', ','] : [',', '.'];
  const grouped = whole.replace(/\B(?=(\d{3})+(?!\d))/g, group);
  return `${value < 0 ? '-' : ''}${grouped}${decimals ? point + decimals : ''}`;
}

/** A number with a fixed count of decimals in the page's language: 4 → "4,0" (de) / "4.0" (en). */
export function formatDecimal(value: number, locale: Locale, digits = 1): string {
  return formatNumber(value, locale, digits, digits);
}

/** A ratio as a percentage with at most one decimal: 0.125 → "12,5 %" (de) / "12.5%" (en). */
export function formatPercent(ratio: number, locale: Locale): string {
  const number = formatNumber(ratio * 100, locale, 0, 1);
  return locale === 'de' ? `${number}\u00a0%` : `${number}%`;
}

const MONTHS: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

const MONTHS_SHORT: Record<Locale, readonly string[]> = {
  de: ['Jan.', 'Feb.', 'März', 'Apr.', 'Mai', 'Juni', 'Juli', 'Aug.', 'Sept.', 'Okt.', 'Nov.', 'Dez.'],
  en: ['Jan', 'Feb', 'Mar', 'Apr', 'May', 'Jun', 'Jul', 'Aug', 'Sept', 'Oct', 'Nov', 'Dec'],
};
const WEEKDAYS: Record<Locale, readonly string[]> = {
  de: ['Sonntag', 'Montag', 'Dienstag', 'Mittwoch', 'Donnerstag', 'Freitag', 'Samstag'],
  en: ['Sunday', 'Monday', 'Tuesday', 'Wednesday', 'Thursday', 'Friday', 'Saturday'],
};
const WEEKDAYS_SHORT: Record<Locale, readonly string[]> = {
  de: ['So.', 'Mo.', 'Di.', 'Mi.', 'Do.', 'Fr.', 'Sa.'],
  en: ['Sun', 'Mon', 'Tue', 'Wed', 'Thu', 'Fri', 'Sat'],
};

/**
 * How formatCalendarDate writes a date, German / English:
 * `numeric` "05.03." / "03/05", `dayMonth` "5. März" / "5 March", `weekdayShort` "Do., 5. März" / "Thu 5 Mar",
 * `weekdayLong` "Donnerstag, 5. März" / "Thursday 5 March", `long` "05. März 2026" / "March 05, 2026".
 */
export type CalendarDateStyle = 'numeric' | 'dayMonth' | 'weekdayShort' | 'weekdayLong' | 'long';

/** A calendar date (`YYYY-MM-DD`, no time zone) in the page's language, in one of the styles above. */
export function formatCalendarDate(date: string, locale: Locale, style: CalendarDateStyle): string {
  const [year = 0, month = 1, day = 1] = date.split('-').map(Number);
  const weekday = new Date(Date.UTC(year, month - 1, day)).getUTCDay();
  const dd = String(day).padStart(2, '0');
  const mm = String(month).padStart(2, '0');
  const de = locale === 'de';
  const monthName = MONTHS[locale][month - 1];
  switch (style) {
    case 'numeric':
      return de ? `${dd}.${mm}.` : `${mm}/${dd}`;
    case 'dayMonth':
      return de ? `${day}. ${monthName}` : `${day} ${monthName}`;
    case 'weekdayShort':
      return de ? `${WEEKDAYS_SHORT.de[weekday]}, ${day}. ${MONTHS_SHORT.de[month - 1]}` : `${WEEKDAYS_SHORT.en[weekday]} ${day} ${MONTHS_SHORT.en[month - 1]}`;
    case 'weekdayLong':
      return de ? `${WEEKDAYS.de[weekday]}, ${day}. ${monthName}` : `${WEEKDAYS.en[weekday]} ${day} ${monthName}`;
    case 'long':
      return de ? `${dd}. ${monthName} ${year}` : `${monthName} ${dd}, ${year}`;
  }
}

/**
 * An instant → "March 05, 14:30" style (SPEC §9 "MMMM DD, HH:mm"), in Europe/Berlin: "05. März, 14:30" in German.
 * Without Intl (the contract's berlinClock), as Intl's de-DE / en-GB long month names write it (format.test.ts).
 */
export function formatDateTime(value: string | number | Date, locale: Locale): string {
  const clock = berlinClock(value);
  const day = String(clock.day).padStart(2, '0');
  const month = MONTHS[locale][clock.month - 1];
  return locale === 'de' ? `${day}. ${month}, ${clockTime(clock)}` : `${month} ${day}, ${clockTime(clock)}`;
}
