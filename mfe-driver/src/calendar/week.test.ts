import type { DriverOrderItem } from '@chargevalet/contract';
import { groupWeek, weekRange } from './week';

const item = (identity: string, pickup: string, ret: string | null): DriverOrderItem => ({
  id: identity,
  identity,
  state: 'assigned',
  car: { license_plate: 'D AB 1', brand: 'VW', model: 'ID.3', color: 'Blau' },
  customer: { firstname: 'Erika' },
  pickup_time_slot: { date_time: pickup },
  return_time_slot: ret ? { date_time: ret } : null,
  pickup_address: { street: 'Königsallee 1' },
  return_address: { street: 'Kaiserstraße 5' },
});

describe('the driver week', () => {
  it('is today and the next 6 days', () => {
    expect(weekRange('2026-11-23')).toEqual({ from: '2026-11-23', to: '2026-11-29' });
  });
  it('puts each pickup and return on its day in time order; stops outside the week are left out', () => {
    const week = groupWeek('2026-11-23', [
      item('B', '2026-11-23T12:00:00Z', '2026-11-24T09:00:00Z'),
      item('A', '2026-11-23T08:00:00Z', null),
      item('C', '2026-12-10T08:00:00Z', null),
    ]);
    expect(week).toHaveLength(7);
    expect(week[0]!.stops.map((s) => `${s.order.identity} ${s.kind}`)).toEqual(['A pickup', 'B pickup']);
    expect(week[1]!.stops.map((s) => `${s.order.identity} ${s.kind}`)).toEqual(['B return']);
    expect(week.slice(2).every((day) => day.stops.length === 0)).toBe(true);
  });
});
