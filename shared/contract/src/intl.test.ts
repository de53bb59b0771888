import { dateTimeFormat, numberFormat } from './intl';

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
