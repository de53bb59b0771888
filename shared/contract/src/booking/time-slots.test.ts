import { dateRule, isServiceDate } from './time-slots';
import { statsQuerySchema } from '../manager/insights';

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

  it('keeps a day that does not exist out of the stats range', () => {
    expect(statsQuerySchema.safeParse({ to: '4289-11-31' }).success).toBe(false);
  });
});
