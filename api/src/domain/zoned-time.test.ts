import { addDays, instantToZoned, minutesToTime, offsetMs, timeToMinutes, zonedToInstant } from './zoned-time';

const BERLIN = 'Europe/Berlin';
const iso = (date: string, time: string) => zonedToInstant(date, time, BERLIN).toISOString();

describe('zonedToInstant (Europe/Berlin)', () => {
  it('uses +1 h in winter and +2 h in summer', () => {
    expect(iso('2026-11-21', '07:00')).toBe('2026-11-21T06:00:00.000Z');
    expect(iso('2026-07-01', '07:00')).toBe('2026-07-01T05:00:00.000Z');
  });
  it('handles the spring-forward day 2026-03-29', () => {
    expect(iso('2026-03-29', '01:30')).toBe('2026-03-29T00:30:00.000Z');
    expect(iso('2026-03-29', '03:00')).toBe('2026-03-29T01:00:00.000Z');
    expect(iso('2026-03-29', '07:00')).toBe('2026-03-29T05:00:00.000Z');
    // 02:30 does not exist; it moves forward by the gap
    expect(iso('2026-03-29', '02:30')).toBe('2026-03-29T01:30:00.000Z');
  });
  it('handles the fall-back day 2026-10-25', () => {
    expect(iso('2026-10-25', '01:30')).toBe('2026-10-24T23:30:00.000Z');
    // 02:30 happens twice; the earlier (CEST) instant is taken
    expect(iso('2026-10-25', '02:30')).toBe('2026-10-25T00:30:00.000Z');
    expect(iso('2026-10-25', '03:00')).toBe('2026-10-25T02:00:00.000Z');
    expect(iso('2026-10-25', '07:00')).toBe('2026-10-25T06:00:00.000Z');
  });
  it('round-trips through instantToZoned', () => {
    for (const [date, time] of [['2026-03-29', '07:00'], ['2026-10-25', '20:30'], ['2026-12-31', '23:30']] as const) {
      expect(instantToZoned(zonedToInstant(date, time, BERLIN), BERLIN)).toEqual({ date, time });
    }
  });
  it('reports the offset', () => {
    expect(offsetMs(Date.parse('2026-01-15T12:00:00Z'), BERLIN)).toBe(3_600_000);
    expect(offsetMs(Date.parse('2026-06-15T12:00:00Z'), BERLIN)).toBe(7_200_000);
  });
});

describe('calendar helpers', () => {
  it('adds days across months and years', () => {
    expect(addDays('2026-12-30', 3)).toBe('2027-01-02');
    expect(addDays('2026-03-28', 1)).toBe('2026-03-29');
    expect(addDays('2026-03-01', -1)).toBe('2026-02-28');
  });
  it('converts times and minutes', () => {
    expect(timeToMinutes('20:30')).toBe(1230);
    expect(minutesToTime(420)).toBe('07:00');
  });
});
