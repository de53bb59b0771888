import { dateRule, isServiceDate } from './time-slots';
import { statsQuerySchema } from '../manager/insights';
import { calendarQuerySchema } from '../manager/calendar';

describe('dateRule: a day that exists, in a year the service can store', () => {
  it.each(['2026-11-30', '2028-02-29', '2000-01-01', '2999-12-31'])('accepts %s', (date) => {
    expect(isServiceDate(date)).toBe(true);
    expect(dateRule.safeParse(date).success).toBe(true);
  });

  it.each(['2026-11-31', '2027-02-29', '4289-11-31', '0000-01-01', '1999-12-31', '3000-01-01'])('refuses %s with one message', (date) => {
    const result = dateRule.safeParse(date);
    expect(result.success).toBe(false);
    expect(result.error?.issues.map((issue) => issue.message)).toEqual(['validation.pickupTimeRequired']);
  });

  it('refuses a malformed date with the format message only', () => {
    expect(dateRule.safeParse('2026-1-5').error?.issues).toHaveLength(1);
  });

  it("gives each field its own message: the stats' and the calendar's days", () => {
    expect(statsQuerySchema.safeParse({ to: '4289-11-31' }).error?.issues.map((issue) => issue.message)).toEqual(['validation.dateInvalid']);
    expect(calendarQuerySchema.safeParse({ from: '2026-02-30' }).error?.issues.map((issue) => issue.message)).toEqual(['validation.calendarFromInvalid']);
  });
});
