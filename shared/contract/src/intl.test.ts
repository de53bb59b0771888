import { berlinClock, clockDate, clockTime, dateTimeFormat, formatEuro, numberFormat } from './intl';

test('one formatter per locale and options, reused; different options or locales get their own', () => {
  const euro = numberFormat('de-DE', { style: 'currency', currency: 'EUR' });
  expect(numberFormat('de-DE', { style: 'currency', currency: 'EUR' })).toBe(euro);
  expect(euro.format(12.5)).toBe('12,50\u00a0€');
  expect(numberFormat('en-GB', { style: 'currency', currency: 'EUR' })).not.toBe(euro);
  expect(numberFormat('de-DE', { style: 'percent' })).not.toBe(euro);
  const time = dateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' });
  expect(dateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' })).toBe(time);
  expect(time.format(new Date('2026-07-01T10:05:00Z'))).toBe('12:05');
});

describe('formats written without Intl (issue 29: a page pays for ICU at its first Intl format) equal Intl', () => {
  const berlin = (instant: Date) => ({
    date: new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(instant),
    time: new Intl.DateTimeFormat('en-GB', { timeZone: 'Europe/Berlin', hour: '2-digit', minute: '2-digit', hourCycle: 'h23' }).format(instant),
  });
  const ours = (instant: Date) => {
    const clock = berlinClock(instant);
    return { date: clockDate(clock), time: clockTime(clock) };
  };

  test('berlinClock: every 37 minutes from 2015 to 2036, and each minute around every clock change', () => {
    const mismatches: string[] = [];
    const check = (at: number) => {
      const instant = new Date(at);
      const expected = berlin(instant);
      const actual = ours(instant);
      if (expected.date !== actual.date || expected.time !== actual.time) mismatches.push(`${instant.toISOString()}: ${JSON.stringify(actual)} ≠ ${JSON.stringify(expected)}`);
    };
    for (let at = Date.UTC(2015, 0, 1); at < Date.UTC(2036, 0, 1); at += 37 * 60_000) check(at);
    for (let year = 2015; year < 2036; year += 1) {
      for (const month of [2, 9]) {
        const last = new Date(Date.UTC(year, month + 1, 0, 1));
        const change = last.getTime() - last.getUTCDay() * 86_400_000;
        for (let at = change - 3 * 3_600_000; at <= change + 3 * 3_600_000; at += 60_000) check(at);
      }
    }
    expect(mismatches.slice(0, 5)).toEqual([]);
  });

  test('berlinClock takes an ISO string, a Date or epoch milliseconds', () => {
    expect(ours(new Date('2026-03-29T00:59:00Z'))).toEqual({ date: '2026-03-29', time: '01:59' });
    expect(clockTime(berlinClock('2026-03-29T01:00:00Z'))).toBe('03:00');
    expect(clockDate(berlinClock(Date.UTC(2026, 11, 31, 23, 30)))).toBe('2027-01-01');
  });

  test('formatEuro: as de-DE and en-GB currency formats write cents, negative amounts and thousands included', () => {
    const amounts = [0, 1, 5, 10, 99, 100, 101, 1250, 99_999, 100_000, 123_456, 1_000_000, 123_456_789, -1, -1250, -123_456];
    for (let i = 0; i < 500; i += 1) amounts.push(Math.round((Math.sin(i) * 10 ** (i % 9)) | 0));
    for (const cents of amounts) {
      expect([cents, formatEuro(cents, 'de')]).toEqual([cents, new Intl.NumberFormat('de-DE', { style: 'currency', currency: 'EUR' }).format(cents / 100)]);
      expect([cents, formatEuro(cents, 'en')]).toEqual([cents, new Intl.NumberFormat('en-GB', { style: 'currency', currency: 'EUR' }).format(cents / 100)]);
    }
    expect(formatEuro(1250, 'de-DE')).toBe('12,50\u00a0€');
    expect(formatEuro(123_456, 'en')).toBe('€1,234.56');
  });
});
