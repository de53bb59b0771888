import { formatDateTime, formatEuro } from './format';

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
