import { addDays, berlinDate, mondayOf } from './calendar-dates';

test('berlinDate: the calendar date in Berlin, not in UTC or the browser', () => {
  expect(berlinDate('2026-11-23T23:30:00Z')).toBe('2026-11-24');
  expect(berlinDate('2026-07-01T21:59:00Z')).toBe('2026-07-01');
  expect(berlinDate(new Date('2026-07-01T22:00:00Z'))).toBe('2026-07-02');
});

test('addDays: across months, years and the clock changes', () => {
  expect(addDays('2026-11-30', 1)).toBe('2026-12-01');
  expect(addDays('2026-12-31', 1)).toBe('2027-01-01');
  expect(addDays('2026-03-28', 2)).toBe('2026-03-30');
  expect(addDays('2026-10-26', -2)).toBe('2026-10-24');
});

test('mondayOf: the Monday of the week, the day itself on a Monday, across a month', () => {
  expect(mondayOf('2026-11-26')).toBe('2026-11-23');
  expect(mondayOf('2026-11-23')).toBe('2026-11-23');
  expect(mondayOf('2026-11-29')).toBe('2026-11-23');
  expect(mondayOf('2026-12-02')).toBe('2026-11-30');
});
