import { formatCalendarDate, formatDateTime, formatDecimal, formatEuro, formatPercent } from './format';
import type { CalendarDateStyle } from './format';

// SPEC §9 "MMMM DD, HH:mm" in Europe/Berlin, written without Intl (issue 29): as Intl's long month names write it.
test('formatDateTime equals Intl in both languages, across the clock changes', () => {
  const viaIntl = (instant: Date, locale: 'de' | 'en') => {
    const parts = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : 'en-GB', { timeZone: 'Europe/Berlin', month: 'long', day: '2-digit', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).formatToParts(instant);
    const get = (type: Intl.DateTimeFormatPartTypes) => parts.find((p) => p.type === type)?.value ?? '';
    return locale === 'de' ? `${get('day')}. ${get('month')}, ${get('hour')}:${get('minute')}` : `${get('month')} ${get('day')}, ${get('hour')}:${get('minute')}`;
  };
  const mismatches: string[] = [];
  for (let at = Date.UTC(2024, 0, 1); at < Date.UTC(2029, 0, 1); at += 97 * 60_000) {
    for (const locale of ['de', 'en'] as const) {
      const instant = new Date(at);
      if (formatDateTime(instant, locale) !== viaIntl(instant, locale)) mismatches.push(`${instant.toISOString()} ${locale}: ${formatDateTime(instant, locale)}`);
    }
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
  expect(formatDateTime('2026-03-05T13:30:00Z', 'de')).toBe('05. März, 14:30');
  expect(formatDateTime('2026-03-05T13:30:00Z', 'en')).toBe('March 05, 14:30');
  expect(formatEuro(1250, 'de')).toBe('12,50\u00a0€');
});

const INTL_DATE: Record<CalendarDateStyle, [string, Intl.DateTimeFormatOptions]> = {
  numeric: ['', { day: '2-digit', month: '2-digit' }],
  dayMonth: ['-GB', { day: 'numeric', month: 'long' }],
  weekdayShort: ['-GB', { weekday: 'short', day: 'numeric', month: 'short' }],
  weekdayLong: ['-GB', { weekday: 'long', day: 'numeric', month: 'long' }],
  long: ['', { day: '2-digit', month: 'long', year: 'numeric' }],
};

test('formatCalendarDate equals Intl in every style and both languages, every day of four years', () => {
  const mismatches: string[] = [];
  for (let at = Date.UTC(2025, 0, 1); at < Date.UTC(2029, 0, 1); at += 86_400_000) {
    const date = new Date(at).toISOString().slice(0, 10);
    for (const [style, [region, options]] of Object.entries(INTL_DATE) as [CalendarDateStyle, [string, Intl.DateTimeFormatOptions]][]) {
      for (const locale of ['de', 'en'] as const) {
        // de-DE and "de" write these alike; English: the shell's en-GB, the dashboard's numeric and long dates "en"
        const intl = new Intl.DateTimeFormat(locale === 'de' ? 'de-DE' : `en${region}`, { ...options, timeZone: 'UTC' }).format(new Date(`${date}T12:00:00Z`));
        const ours = formatCalendarDate(date, locale, style);
        if (ours !== intl) mismatches.push(`${date} ${style} ${locale}: ${ours} (Intl: ${intl})`);
      }
    }
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
  expect(formatCalendarDate('2026-12-07', 'de', 'weekdayShort')).toBe('Mo., 7. Dez.');
  expect(formatCalendarDate('2026-03-05', 'en', 'long')).toBe('March 05, 2026');
});

test('formatDecimal and formatPercent equal Intl (grouping, rounding, trailing zeros, negatives)', () => {
  const mismatches: string[] = [];
  const values = [0, 1, 4, 4.25, 4.35, 4.05, 1234.56, 1_000_000, -3.14159, 0.04, 99.95];
  for (let total = 1; total <= 60; total++) for (let count = 0; count <= total; count++) values.push(count / total);
  for (const value of values) {
    for (const locale of ['de', 'en'] as const) {
      const decimal = new Intl.NumberFormat(locale === 'de' ? 'de-DE' : 'en-GB', { minimumFractionDigits: 1, maximumFractionDigits: 1 }).format(value);
      const percent = new Intl.NumberFormat(locale, { style: 'percent', maximumFractionDigits: 1 }).format(value);
      if (formatDecimal(value, locale) !== decimal) mismatches.push(`decimal ${value} ${locale}: ${formatDecimal(value, locale)} (Intl: ${decimal})`);
      if (formatPercent(value, locale) !== percent) mismatches.push(`percent ${value} ${locale}: ${formatPercent(value, locale)} (Intl: ${percent})`);
    }
  }
  expect(mismatches.slice(0, 5)).toEqual([]);
  expect(formatDecimal(4, 'de')).toBe('4,0');
  expect(formatDecimal(1234.56, 'en', 2)).toBe('1,234.56');
  expect(formatPercent(0.125, 'de')).toBe('12,5\u00a0%');
  expect(formatPercent(0.5, 'en')).toBe('50%');
});
