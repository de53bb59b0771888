import { capacityAt, indexSchedule, type DriverSchedule } from './slot-capacity';

const date = '2026-11-23';
const nine = new Date('2026-11-23T08:00:00.000Z'); // 09:00 Berlin
const nineThirty = new Date('2026-11-23T08:30:00.000Z');
const empty: DriverSchedule = { driverIds: ['a', 'b', 'c'], blockedDays: [], blockedSlots: [], bookedSlots: [], heldSlots: [] };

describe('capacityAt (DESIGN §4)', () => {
  it('counts every driver when nothing is blocked, booked or held', () => {
    expect(capacityAt(indexSchedule(empty), date, nine)).toEqual({ unblocked: 3, free: 3, held: 0, capacity: 3, status: 'free' });
  });
  it('leaves out drivers whose day or slot is blocked, and booked drivers', () => {
    const schedule = indexSchedule({
      ...empty,
      blockedDays: [{ driver_id: 'a', date }],
      blockedSlots: [{ driver_id: 'b', date_time: '2026-11-23T08:00:00Z' }],
      bookedSlots: [{ driver_id: 'c', date_time: nineThirty }],
    });
    expect(capacityAt(schedule, date, nine)).toMatchObject({ unblocked: 1, free: 1, capacity: 1, status: 'free' });
    // 09:30: a off all day, b free again, c booked
    expect(capacityAt(schedule, date, nineThirty)).toMatchObject({ unblocked: 2, free: 1, capacity: 1 });
    // another day: a works again
    expect(capacityAt(schedule, '2026-11-24', new Date('2026-11-24T08:00:00Z'))).toMatchObject({ unblocked: 3, free: 3 });
  });
  it('subtracts orders holding the slot without a driver', () => {
    const schedule = indexSchedule({
      ...empty,
      bookedSlots: [{ driver_id: 'a', date_time: nine }],
      heldSlots: [{ date_time: nine.toISOString() }, { date_time: nine }],
    });
    expect(capacityAt(schedule, date, nine)).toEqual({ unblocked: 3, free: 2, held: 2, capacity: 0, status: 'booked' });
    expect(capacityAt(schedule, date, nineThirty).capacity).toBe(3);
  });
  it('is blocked when no driver works at that time, booked when all are taken', () => {
    const allBlocked = indexSchedule({ ...empty, blockedDays: ['a', 'b', 'c'].map((driver_id) => ({ driver_id, date })) });
    expect(capacityAt(allBlocked, date, nine).status).toBe('blocked');
    expect(capacityAt(indexSchedule({ ...empty, driverIds: [] }), date, nine).status).toBe('blocked');
    const allBooked = indexSchedule({ ...empty, bookedSlots: ['a', 'b', 'c'].map((driver_id) => ({ driver_id, date_time: nine })) });
    expect(capacityAt(allBooked, date, nine)).toMatchObject({ capacity: 0, status: 'booked' });
  });
});
