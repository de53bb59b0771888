import { SERVICE_TIME_ZONE } from '@chargevalet/contract';
import { send } from '../../db/pipeline';
import { driverSlotBookings } from '../../db/schema';
import { capacityAt, instantToZoned, slotsOfDate } from '../../domain';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { loadScheduleIndex } from './schedule';
import { blockDay, blockSlot, driverIds, guestInput, NOW, setClock } from './test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';

jest.setTimeout(60_000);

describe(`the claim's capacity re-check [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it("is the domain's capacityAt for every slot: day and slot blocks, bookings, holds and run-out holds", async () => {
    const [d0, d1, d2] = await driverIds(t.db);
    const date = '2026-11-26';
    const next = '2026-11-27';
    const at = (day: string, time: string) => slotsOfDate(day).find((slot) => slot.time === time)!.instant;
    await blockDay(t.db, d0!, date);
    await blockSlot(t.db, d1!, at(date, '10:00'));
    await blockSlot(t.db, d0!, at(date, '10:00')); // off that whole day already: counted once
    await blockDay(t.db, d1!, next);
    setClock(t.app, NOW);
    const agent = await csrf(t.app);
    const first = await agent.post(START, guestInput({ pickup_time_slot: { date, time: '11:00' } }));
    expect(first.statusCode).toBe(201);
    await t.db.insert(driverSlotBookings).values({ driverId: d2!, slotStart: at(date, '12:00'), orderId: first.json().data.order_id, kind: 'pickup' });
    // 31 minutes later the first checkout's hold has run out (not released yet); a second one holds 11:00 now
    setClock(t.app, new Date(NOW.getTime() + 31 * 60_000));
    expect((await agent.post(START, guestInput({ pickup_time_slot: { date, time: '11:00' } }))).statusCode).toBe(201);

    const now = t.app.booking.now();
    const slots = [...slotsOfDate(date), ...slotsOfDate(next)].map((slot) => slot.instant);
    const dates = slots.map((slot) => instantToZoned(slot, SERVICE_TIME_ZONE).date);
    const rows = await send<{ slot: Date | string; capacity: number }>(t.db, {
      text: 'select slot, capacity from cv_slot_capacities($1::timestamptz[], $2::date[], $3::timestamptz)',
      values: [slots.map((slot) => slot.toISOString()), dates, now.toISOString()],
    });
    const schedule = await loadScheduleIndex(t.db, slots[0]!, new Date(slots.at(-1)!.getTime() + 60_000), now);
    const expected = slots.map((slot, index) => capacityAt(schedule, dates[index]!, slot).capacity);
    expect(rows.map((row) => Number(row.capacity))).toEqual(expected);
    // the cases are there: 10:00 has one driver left, 11:00 two minus the live hold, 12:00 two minus the booking
    const capacityOf = (day: string, time: string) => expected[slots.findIndex((slot) => slot.getTime() === at(day, time).getTime())];
    expect([capacityOf(date, '09:00'), capacityOf(date, '10:00'), capacityOf(date, '11:00'), capacityOf(date, '12:00'), capacityOf(next, '09:00')]).toEqual([2, 1, 1, 1, 2]);
  });
});
