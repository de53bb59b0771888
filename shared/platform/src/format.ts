import { dateTimeFormat, numberFormat } from '@chargevalet/contract/core';
import type { Locale } from '@chargevalet/contract';

const TIME_ZONE = 'Europe/Berlin';
const intlLocale = (locale: Locale) => (locale === 'de' ? 'de-DE' : 'en-GB');

/** Integer cents → "12,50 €" (de) / "€12.50" (en). */
export function formatEuro(cents: number, locale: Locale): string {
  return numberFormat(intlLocale(locale), { style: 'currency', currency: 'EUR' }).format(cents / 100);
}

/** A number with a fixed count of decimals in the page's language: 4 → "4,0" (de) / "4.0" (en). */
export function formatDecimal(value: number, locale: Locale, digits = 1): string {
  return numberFormat(intlLocale(locale), { minimumFractionDigits: digits, maximumFractionDigits: digits }).format(value);
}

/** An instant → "March 05, 14:30" style (SPEC §9 "MMMM DD, HH:mm"), in Europe/Berlin. */
export function formatDateTime(value: string | number | Date, locale: Locale): string {
  const date = value instanceof Date ? value : new Date(value);
  const parts = dateTimeFormat(intlLocale(locale), {
    timeZone: TIME_ZONE,
    month: 'long',
    day: '2-digit',
    hour: '2-digit',
    minute: '2-digit',
    hourCycle: 'h23',
  }).formatToParts(date);
  const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
  return locale === 'de'
    ? `${get('day')}. ${get('month')}, ${get('hour')}:${get('minute')}`
    : `${get('month')} ${get('day')}, ${get('hour')}:${get('minute')}`;
}
