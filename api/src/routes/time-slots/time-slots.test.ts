import type { TimeSlotDayWithEntries } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { blockDay, blockSlot, driverIds, guestInput, NOW, setClock, TODAY, TOMORROW } from '../../services/orders/test-fixtures';

type Entry = TimeSlotDayWithEntries['time_groups'][number]['time_entries'][number];
const entries = (day: TimeSlotDayWithEntries): Entry[] => day.time_groups.flatMap((group) => group.time_entries);
const entry = (days: TimeSlotDayWithEntries[], date: string, time: string): Entry => {
  const found = entries(days.find((day) => day.date === date)!).find((candidate) => candidate.time === time);
  if (!found) throw new Error(`no slot ${date} ${time}`);
  return found;
};

// Under a loaded machine a fresh app (and a new database template) takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describe(`time slots API [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let drivers: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    drivers = await driverIds(t.db);
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const pickup = async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order/pick-up/time-slots/1' });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: { days: TimeSlotDayWithEntries[] } }).data.days;
  };

  it('answers today and the next 13 days of 07:00–20:30 slots grouped per day, {id} being the package', async () => {
    const days = await pickup();
    expect(days).toHaveLength(14);
    expect(days[0]!.date).toBe(TODAY);
    expect(days[13]!.date).toBe('2026-12-06');
    expect(days[0]!.time_groups.map((group) => group.name)).toEqual(['morning', 'afternoon', 'evening']);
    const times = entries(days[1]!).map((e) => e.time);
    expect(times[0]).toBe('07:00');
    expect(times.at(-1)).toBe('20:30');
    expect(times).toHaveLength(28);
    expect(entry(days, TOMORROW, '09:00')).toEqual({ time: '09:00', date_time: '2026-11-24T08:00:00.000Z', is_available: true, status: 'free' });
    const unknown = await t.app.inject({ method: 'GET', url: '/api/order/pick-up/time-slots/999' });
    expect(unknown.statusCode).toBe(404);
  });

  it('applies the 75-minute lead time at its boundary', async () => {
    setClock(t.app, new Date('2026-11-23T07:15:00.000Z')); // 08:15 in Berlin: 09:30 is exactly 75 minutes ahead
    let days = await pickup();
    expect(entry(days, TODAY, '09:00').is_available).toBe(false);
    expect(entry(days, TODAY, '09:30').is_available).toBe(true);
    expect(days[0]!.is_past).toBe(false);
    setClock(t.app, new Date('2026-11-23T07:15:01.000Z'));
    days = await pickup();
    expect(entry(days, TODAY, '09:30').is_available).toBe(false);
    expect(entry(days, TODAY, '10:00').is_available).toBe(true);
    // After the last slot of the day has started, the day is past.
    setClock(t.app, new Date('2026-11-23T19:31:00.000Z'));
    days = await pickup();
    expect(days[0]!.is_past).toBe(true);
    expect(days[0]!.is_available).toBe(false);
  });

  it('takes capacity from the drivers, their blocked slots and days, and held orders', async () => {
    const slot = new Date('2026-11-25T09:00:00.000Z'); // 25 Nov, 10:00 Berlin
    await blockSlot(t.db, drivers[0]!, slot);
    await blockSlot(t.db, drivers[1]!, slot);
    let days = await pickup();
    expect(entry(days, '2026-11-25', '10:00')).toMatchObject({ is_available: true, status: 'free' });

    // The third driver's capacity is held by a placed (pending) order: booked, not blocked.
    const agent = await csrf(t.app);
    const placed = await agent.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date: '2026-11-25', time: '10:00' } }));
    expect(placed.statusCode).toBe(201);
    days = await pickup();
    expect(entry(days, '2026-11-25', '10:00')).toMatchObject({ is_available: false, status: 'booked' });

    // Every driver blocked at that slot: blocked.
    await blockSlot(t.db, drivers[2]!, slot);
    days = await pickup();
    expect(entry(days, '2026-11-25', '10:00')).toMatchObject({ is_available: false, status: 'blocked' });

    // Every driver off for a whole day: no slot of the day is available.
    for (const driver of drivers) await blockDay(t.db, driver, '2026-11-26');
    days = await pickup();
    const dayOff = days.find((day) => day.date === '2026-11-26')!;
    expect(dayOff.is_available).toBe(false);
    expect(entries(dayOff).every((e) => e.status === 'blocked' && !e.is_available)).toBe(true);
  });

  it('offers return slots from pickup + service duration up to 3 days after', async () => {
    const get = (query: string) => t.app.inject({ method: 'GET', url: `/api/order/return/time-slots/1?${query}` });
    const electric = await get(`pickup_date=${TOMORROW}&pickup_time=09:00&charging_level_id=6&car_type=electric`);
    expect(electric.statusCode).toBe(200);
    const days = (electric.json() as { data: { days: TimeSlotDayWithEntries[] } }).data.days;
    expect(days.map((day) => day.date)).toEqual([TOMORROW, '2026-11-25', '2026-11-26', '2026-11-27']);
    // electric to 80 %: 120 minutes → 11:00 is the first return slot
    expect(entry(days, TOMORROW, '10:30').is_available).toBe(false);
    expect(entry(days, TOMORROW, '11:00').is_available).toBe(true);
    expect(entry(days, '2026-11-27', '09:00').is_available).toBe(true);
    expect(entry(days, '2026-11-27', '09:30').is_available).toBe(false);

    const hybrid = await get(`pickup_date=${TOMORROW}&pickup_time=09:00&charging_level_id=6&car_type=plugin_hybrid`);
    const hybridDays = (hybrid.json() as { data: { days: TimeSlotDayWithEntries[] } }).data.days;
    expect(entry(hybridDays, TOMORROW, '11:30').is_available).toBe(false);
    expect(entry(hybridDays, TOMORROW, '12:00').is_available).toBe(true);

    expect((await get(`pickup_date=${TOMORROW}&pickup_time=21:00`)).statusCode).toBe(422);
    expect((await get(`pickup_date=${TOMORROW}&pickup_time=09:00&charging_level_id=99`)).statusCode).toBe(422);
    expect((await get('pickup_time=09:00')).statusCode).toBe(422);
  });

  it('keeps each wall-clock slot once on a daylight-saving day (spring forward, 28 March 2027)', async () => {
    setClock(t.app, new Date('2027-03-27T08:00:00.000Z'));
    const days = await pickup();
    const dstDay = days.find((day) => day.date === '2027-03-28')!;
    expect(entries(dstDay)).toHaveLength(28);
    expect(entry(days, '2027-03-27', '07:00').date_time).toBe('2027-03-27T06:00:00.000Z'); // CET
    expect(entry(days, '2027-03-28', '07:00').date_time).toBe('2027-03-28T05:00:00.000Z'); // CEST
  });

  it('shares one computed answer for SLOTS_CACHE_MS and drops it when this instance places an order', async () => {
    const cached = await createTestApp({ env: { SLOTS_CACHE_MS: '60000' } });
    try {
      setClock(cached.app, NOW);
      const get = async () =>
        (cached.app.inject({ method: 'GET', url: '/api/order/pick-up/time-slots/1' }).then((res) => res.json())) as Promise<{ data: { days: TimeSlotDayWithEntries[] } }>;
      const ids = await driverIds(cached.db);
      const slot = new Date('2026-11-25T10:00:00.000Z');
      for (const id of ids.slice(1)) await blockSlot(cached.db, id, slot);
      expect(entry((await get()).data.days, '2026-11-25', '11:00').status).toBe('free');
      await blockSlot(cached.db, ids[0]!, slot); // written behind the API's back: still the cached answer
      expect(entry((await get()).data.days, '2026-11-25', '11:00').status).toBe('free');
      const agent = await csrf(cached.app);
      const placed = await agent.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date: TOMORROW, time: '15:00' } }));
      expect(placed.statusCode).toBe(201);
      const days = (await get()).data.days;
      expect(entry(days, '2026-11-25', '11:00').status).toBe('blocked');
      expect(entry(days, TOMORROW, '15:00').is_available).toBe(true); // 3 drivers, 1 held
    } finally {
      await cached.close();
    }
  });
});
