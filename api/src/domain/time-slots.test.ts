import { indexSchedule, type DriverSchedule } from './slot-capacity';
import { serviceDurationMinutes } from './service-duration';
import {
  checkPickupSlot,
  checkReturnSlot,
  firstSlotFrom,
  formatDay,
  pickupDays,
  returnDays,
  returnWindow,
  SLOT_TIMES,
  slotsOfDate,
  timeGroupOf,
} from './time-slots';

const drivers = (n: number): DriverSchedule => ({
  driverIds: Array.from({ length: n }, (_, i) => `d${i}`),
  blockedDays: [],
  blockedSlots: [],
  bookedSlots: [],
  heldSlots: [],
});
const schedule = indexSchedule(drivers(2));
const entriesOf = (day: { time_groups: { time_entries: { time: string; is_available: boolean; status: string; date_time: string }[] }[] }) =>
  day.time_groups.flatMap((group) => group.time_entries);
const entry = (days: ReturnType<typeof pickupDays>, date: string, time: string) =>
  entriesOf(days.find((day) => day.date === date)!).find((e) => e.time === time)!;

describe('slot grid', () => {
  it('has 28 slots from 07:00 to 20:30', () => {
    expect(SLOT_TIMES).toHaveLength(28);
    expect(SLOT_TIMES[0]).toBe('07:00');
    expect(SLOT_TIMES.at(-1)).toBe('20:30');
  });
  it('groups slots into morning, afternoon and evening', () => {
    expect(SLOT_TIMES.filter((time) => timeGroupOf(time) === 'morning')).toHaveLength(10);
    expect(timeGroupOf('11:30')).toBe('morning');
    expect(timeGroupOf('12:00')).toBe('afternoon');
    expect(timeGroupOf('16:30')).toBe('afternoon');
    expect(timeGroupOf('17:00')).toBe('evening');
  });
  it.each([
    ['2026-03-29', 'spring forward', '2026-03-29T05:00:00.000Z', '2026-03-29T18:30:00.000Z'],
    ['2026-10-25', 'fall back', '2026-10-25T06:00:00.000Z', '2026-10-25T19:30:00.000Z'],
    ['2026-11-23', 'winter', '2026-11-23T06:00:00.000Z', '2026-11-23T19:30:00.000Z'],
  ])('%s (%s): each wall-clock slot exactly once with its UTC instant', (date, _label, first, last) => {
    const slots = slotsOfDate(date);
    expect(slots.map((slot) => slot.time)).toEqual(SLOT_TIMES);
    expect(new Set(slots.map((slot) => slot.instant.getTime())).size).toBe(28);
    expect(slots[0]!.instant.toISOString()).toBe(first);
    expect(slots.at(-1)!.instant.toISOString()).toBe(last);
    for (let i = 1; i < slots.length; i += 1) {
      expect(slots[i]!.instant.getTime() - slots[i - 1]!.instant.getTime()).toBe(30 * 60_000);
    }
  });
});

describe('pickupDays', () => {
  const now = new Date('2026-11-21T11:00:00Z'); // Saturday 12:00 in Berlin
  it('offers today and the next 13 days with formatted dates', () => {
    const days = pickupDays({ now, locale: 'en', schedule });
    expect(days).toHaveLength(14);
    expect(days[0]).toMatchObject({ date: '2026-11-21', date_formatted: 'Sat, Nov 21', is_past: false, is_available: true });
    expect(days[13]!.date).toBe('2026-12-04');
    expect(pickupDays({ now, locale: 'de', schedule })[0]!.date_formatted).toBe('Sa., 21. Nov.');
  });
  it('uses the Berlin date near midnight', () => {
    expect(pickupDays({ now: new Date('2026-11-21T23:30:00Z'), locale: 'en', schedule })[0]!.date).toBe('2026-11-22');
  });
  it('needs at least 75 minutes of lead time: 75 is enough, 74 is not', () => {
    // slot 13:30 Berlin = 12:30Z
    const at75 = pickupDays({ now: new Date('2026-11-21T11:15:00Z'), locale: 'en', schedule });
    expect(entry(at75, '2026-11-21', '13:30')).toMatchObject({ is_available: true, status: 'free', date_time: '2026-11-21T12:30:00.000Z' });
    expect(entry(at75, '2026-11-21', '13:00').is_available).toBe(false);
    const at74 = pickupDays({ now: new Date('2026-11-21T11:16:00Z'), locale: 'en', schedule });
    expect(entry(at74, '2026-11-21', '13:30')).toMatchObject({ is_available: false, status: 'free' });
    expect(entry(at74, '2026-11-21', '14:00').is_available).toBe(true);
  });
  it('marks a day past once its last slot has started and unavailable when nothing is left', () => {
    const late = pickupDays({ now: new Date('2026-11-21T19:45:00Z'), locale: 'en', schedule });
    expect(late[0]).toMatchObject({ is_past: true, is_available: false });
    const evening = pickupDays({ now: new Date('2026-11-21T18:30:00Z'), locale: 'en', schedule });
    expect(evening[0]).toMatchObject({ is_past: false, is_available: false });
  });
  it('shows booked and blocked slots as unavailable', () => {
    const busy = indexSchedule({
      ...drivers(2),
      bookedSlots: [{ driver_id: 'd0', date_time: '2026-11-23T08:00:00Z' }],
      heldSlots: [{ date_time: '2026-11-23T08:00:00Z' }],
      blockedDays: [{ driver_id: 'd0', date: '2026-11-24' }, { driver_id: 'd1', date: '2026-11-24' }],
    });
    const days = pickupDays({ now, locale: 'en', schedule: busy });
    expect(entry(days, '2026-11-23', '09:00')).toMatchObject({ status: 'booked', is_available: false });
    expect(entry(days, '2026-11-23', '09:30')).toMatchObject({ status: 'free', is_available: true });
    expect(days.find((day) => day.date === '2026-11-24')).toMatchObject({ is_available: false });
    expect(entry(days, '2026-11-24', '09:00').status).toBe('blocked');
  });
  it('lists the DST days with 28 correct slots', () => {
    const spring = pickupDays({ now: new Date('2026-03-28T12:00:00Z'), locale: 'de', schedule });
    const springDay = spring.find((day) => day.date === '2026-03-29')!;
    expect(entriesOf(springDay)).toHaveLength(28);
    expect(entry(spring, '2026-03-29', '07:00').date_time).toBe('2026-03-29T05:00:00.000Z');
    expect(entry(spring, '2026-03-28', '20:30').date_time).toBe('2026-03-28T19:30:00.000Z');
    const autumn = pickupDays({ now: new Date('2026-10-24T12:00:00Z'), locale: 'de', schedule });
    expect(entriesOf(autumn.find((day) => day.date === '2026-10-25')!)).toHaveLength(28);
    expect(entry(autumn, '2026-10-25', '07:00').date_time).toBe('2026-10-25T06:00:00.000Z');
    expect(entry(autumn, '2026-10-24', '20:30').date_time).toBe('2026-10-24T18:30:00.000Z');
  });
});

describe('checkPickupSlot (re-check at placement)', () => {
  const slot = { date: '2026-11-21', time: '13:30' };
  it('applies the 75-minute boundary', () => {
    expect(checkPickupSlot(new Date('2026-11-21T11:15:00Z'), schedule, slot)).toBeNull();
    expect(checkPickupSlot(new Date('2026-11-21T11:16:00Z'), schedule, slot)).toBe('pickupTooSoon');
  });
  it('refuses slots off the grid, beyond 14 days or without capacity', () => {
    const now = new Date('2026-11-21T06:00:00Z');
    expect(checkPickupSlot(now, schedule, { date: '2026-11-22', time: '21:00' })).toBe('pickupTimeRequired');
    expect(checkPickupSlot(now, schedule, { date: '2026-12-05', time: '09:00' })).toBe('slotUnavailable');
    expect(checkPickupSlot(now, schedule, { date: '2026-12-04', time: '09:00' })).toBeNull();
    const full = indexSchedule({ ...drivers(1), heldSlots: [{ date_time: '2026-11-22T08:00:00Z' }] });
    expect(checkPickupSlot(now, full, { date: '2026-11-22', time: '09:00' })).toBe('slotUnavailable');
  });
});

describe('return slots', () => {
  const now = new Date('2026-11-21T06:00:00Z');
  const pickup = { date: '2026-11-23', time: '09:00' };
  const minutes = serviceDurationMinutes('electric', 80); // 120
  it('start when the car is ready and end three days after pickup', () => {
    const days = returnDays({ now, locale: 'en', schedule, pickup, serviceMinutes: minutes });
    expect(days.map((day) => day.date)).toEqual(['2026-11-23', '2026-11-24', '2026-11-25', '2026-11-26']);
    expect(entry(days, '2026-11-23', '10:30').is_available).toBe(false);
    expect(entry(days, '2026-11-23', '11:00').is_available).toBe(true);
    expect(entry(days, '2026-11-26', '09:00').is_available).toBe(true);
    expect(entry(days, '2026-11-26', '09:30').is_available).toBe(false);
  });
  it('uses the same wall-clock time three days later across a DST change', () => {
    const window = returnWindow({ date: '2026-10-24', time: '20:30' }, 180);
    expect(window.readyAt.toISOString()).toBe('2026-10-24T21:30:00.000Z');
    expect(window.latest.toISOString()).toBe('2026-10-27T19:30:00.000Z');
  });
  it('"as soon as ready" is the next slot in service hours', () => {
    expect(firstSlotFrom(new Date('2026-10-24T21:30:00Z'))).toMatchObject({ date: '2026-10-25', time: '07:00' });
    expect(firstSlotFrom(new Date('2026-11-23T10:00:00Z'))).toMatchObject({ date: '2026-11-23', time: '11:00' });
    expect(firstSlotFrom(new Date('2026-11-23T10:10:00Z'))).toMatchObject({ date: '2026-11-23', time: '11:30' });
  });
  it('checks a chosen return slot at placement', () => {
    expect(checkReturnSlot(schedule, pickup, { date: '2026-11-23', time: '11:00' }, minutes)).toBeNull();
    expect(checkReturnSlot(schedule, pickup, { date: '2026-11-23', time: '10:30' }, minutes)).toBe('returnTimeInvalid');
    expect(checkReturnSlot(schedule, pickup, { date: '2026-11-26', time: '09:30' }, minutes)).toBe('returnTimeInvalid');
    const full = indexSchedule({ ...drivers(1), bookedSlots: [{ driver_id: 'd0', date_time: '2026-11-23T10:00:00Z' }] });
    expect(checkReturnSlot(full, pickup, { date: '2026-11-23', time: '11:00' }, minutes)).toBe('slotUnavailable');
  });
  it('a plug-in hybrid is ready later', () => {
    const days = returnDays({ now, locale: 'en', schedule, pickup, serviceMinutes: serviceDurationMinutes('plugin_hybrid', 80) });
    expect(entry(days, '2026-11-23', '11:30').is_available).toBe(false);
    expect(entry(days, '2026-11-23', '12:00').is_available).toBe(true);
  });
});

describe('formatDay', () => {
  it('formats the calendar date, not an instant', () => {
    expect(formatDay('2026-03-29', 'de')).toBe('So., 29. März');
    expect(formatDay('2026-10-25', 'en')).toBe('Sun, Oct 25');
  });
});
