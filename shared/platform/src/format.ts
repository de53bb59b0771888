import { berlinClock, clockTime, numberFormat } from '@chargevalet/contract/core';
import type { Locale } from '@chargevalet/contract';

/** Integer cents → "12,50 €" (de) / "€12.50" (en), without Intl. */
export { formatEuro } from '@chargevalet/contract/core';

const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** A number with a fixed count of decimals in the page's language: 4 → "4,0" (de) / "4.0" (en). */
export function formatDecimal(value: number, locale: Locale, digits = 1): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

const MONTHS: Record<Locale, readonly string[]> = {
  de: ['Januar', 'Februar', 'März', 'April', 'Mai', 'Juni', 'Juli', 'August', 'September', 'Oktober', 'November', 'Dezember'],
  en: ['January', 'February', 'March', 'April', 'May', 'June', 'July', 'August', 'September', 'October', 'November', 'December'],
};

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
