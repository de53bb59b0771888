import { and, eq, sql } from 'drizzle-orm';
import { calendarResponseSchema, type CalendarDay, type CalendarDriver, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { driverBlockedDays, driverBlockedSlots, driverSlotBookings, orders, users } from '../../db/schema';
import { blockSlot, driverIds, guestInput, insertOrder, NOW, setClock, TODAY, TOMORROW } from '../../services/orders/test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const R = {
  calendar: '/api/manager/drivers/time-slots',
  blockSlot: '/api/manager/drivers/time-slot/block',
  unblockSlot: '/api/manager/drivers/time-slot/unblock',
  blockDay: '/api/manager/drivers/time-slots/day/block',
  unblockDay: '/api/manager/drivers/time-slots/day/unblock',
  assign: '/api/manager/drivers/time-slots/assign',
  unassigned: '/api/manager/drivers/time-slots/unassigned',
};
/** Berlin wall clock → the slot's UTC instant (November: UTC+1). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`).toISOString();
const entryOf = (day: CalendarDay, dateTime: string) => day.time_groups.flatMap((group) => group.time_entries).find((entry) => entry.date_time === dateTime)!;

// Under a loaded machine a fresh app (and a new database template) takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describe(`manager calendar API [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let drivers: string[];
  let manager: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    drivers = await driverIds(t.db);
    manager = await login(t.app, 'manager@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const pickupEntry = async (date: string, time: string) => {
    const res = await t.app.inject({ method: 'GET', url: '/api/order/pick-up/time-slots/1' });
    const day = (res.json().data.days as TimeSlotDayWithEntries[]).find((candidate) => candidate.date === date)!;
    return day.time_groups.flatMap((group) => group.time_entries).find((entry) => entry.time === time)!;
  };
  /** A guest checkout holding the slot (no driver yet); `created` makes it an order the manager can assign. */
  const place = async (date: string, time: string, state?: 'created') => {
    const res = await (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date, time } }));
    if (res.statusCode !== 201) return null;
    const id = res.json().data.order_id as string;
    if (state) await t.db.update(orders).set({ state, holdExpiresAt: null }).where(eq(orders.id, id));
    return id;
  };

  it('answers every driver with the days asked for, slots grouped morning / afternoon / evening (Berlin)', async () => {
    const res = await manager.get(`${R.calendar}?from=${TOMORROW}&days=3`);
    expect(res.statusCode).toBe(200);
    // the route serialises without a run-time parse: the answer is exactly what the contract describes (parsing
    // drops unknown keys at every depth, so a leaked field would differ)
    expect(calendarResponseSchema.parse(res.json())).toEqual(res.json());
    const items = res.json().data as CalendarDriver[];
    expect(items.map((item) => item.driver.name)).toEqual(['Daniel Fahrer', 'Dennis Steuer', 'Dora Lenker']);
    const [day] = items[0]!.days;
    expect(items[0]!.days.map((d) => d.date)).toEqual([TOMORROW, '2026-11-25', '2026-11-26']);
    expect(day!.is_blocked).toBe(false);
    expect(day!.time_groups.map((group) => group.name)).toEqual(['morning', 'afternoon', 'evening']);
    const entries = day!.time_groups.flatMap((group) => group.time_entries);
    expect(entries).toHaveLength(28);
    expect(entries[0]).toEqual({ date_time: at(TOMORROW, '07:00'), status: 'free', order_id: null, order_identity: null, order_status: null });
    expect(entries.at(-1)!.date_time).toBe(at(TOMORROW, '20:30'));
    // without `from`: today (the API's clock), 7 days
    const week = (await manager.get(R.calendar)).json().data as CalendarDriver[];
    expect(week[0]!.days.map((d) => d.date)).toEqual([TODAY, TOMORROW, '2026-11-25', '2026-11-26', '2026-11-27', '2026-11-28', '2026-11-29']);
  });

  it('keeps a daylight-saving day to its 28 wall-clock slots', async () => {
    const res = await manager.get(`${R.calendar}?from=2027-03-28&days=1`);
    const entries = (res.json().data as CalendarDriver[])[0]!.days[0]!.time_groups.flatMap((group) => group.time_entries);
    expect(entries).toHaveLength(28);
    expect(entries[0]!.date_time).toBe('2027-03-28T05:00:00.000Z'); // 07:00 CEST
  });

  it('refuses bad queries and bodies with a translated 422, changing nothing', async () => {
    for (const query of ['from=2026-13-01', 'from=2026-02-30', 'from=x', 'days=0', 'days=15', 'days=abc']) {
      const res = await manager.get(`${R.calendar}?${query}`);
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual([query.split('=')[0]]);
    }
    expect((await manager.get(`${R.calendar}?days=15`)).json().errors.days).toEqual(['Bitte wähle zwischen 1 und 14 Tagen']);
    const bad = [
      [R.blockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '06:30') }, 'date_time', 'Bitte wähle einen Slot innerhalb der Servicezeiten'],
      [R.blockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:15') }, 'date_time', 'Bitte wähle einen Slot innerhalb der Servicezeiten'],
      [R.blockSlot, { driver_id: drivers[0], date_time: 'tomorrow' }, 'date_time', 'Bitte wähle einen Slot innerhalb der Servicezeiten'],
      [R.blockSlot, { driver_id: 'nope', date_time: at(TOMORROW, '09:00') }, 'driver_id', 'Bitte wähle einen Fahrer'],
      [R.blockSlot, { driver_id: '00000000-0000-4000-8000-000000000000', date_time: at(TOMORROW, '09:00') }, 'driver_id', 'Bitte wähle einen Fahrer'],
      [R.blockDay, { driver_id: drivers[0], date: '2026-02-30' }, 'date', 'Bitte wähle einen gültigen ersten Tag'],
      [R.assign, { driver_id: drivers[0], order_id: '00000000-0000-4000-8000-000000000000', date_time: at(TOMORROW, '09:00') }, 'order_id', 'Bitte wähle einen Auftrag'],
      [R.assign, { driver_id: drivers[0], order_id: 'CV-NOPE', date_time: at(TOMORROW, '09:00') }, 'order_id', 'Bitte wähle einen Auftrag'],
    ] as const;
    for (const [url, body, field, message] of bad) {
      const res = await manager.post(url, body);
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect(res.json().errors).toEqual({ [field]: [message] });
    }
    // a customer account is not a driver
    const [customer] = await t.db.select({ id: users.id }).from(users).where(eq(users.role, 'customer')).limit(1);
    expect((await manager.post(R.blockSlot, { driver_id: customer!.id, date_time: at(TOMORROW, '09:00') })).statusCode).toBe(422);
    manager.cookies.set('locale', 'en');
    expect((await manager.post(R.blockDay, { driver_id: 'x', date: TOMORROW })).json().errors).toEqual({ driver_id: ['Please choose a driver'] });
    manager.cookies.delete('locale');
    expect(await t.db.select().from(driverBlockedSlots)).toEqual([]);
    expect(await t.db.select().from(driverBlockedDays)).toEqual([]);
  });

  it('lets only managers call: anonymous 401, customer and driver 403', async () => {
    const calls: [string, string, object?][] = [
      ['GET', R.calendar],
      ['POST', R.blockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:00') }],
      ['POST', R.unblockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:00') }],
      ['POST', R.blockDay, { driver_id: drivers[0], date: TOMORROW }],
      ['POST', R.unblockDay, { driver_id: drivers[0], date: TOMORROW }],
      ['POST', R.assign, { driver_id: drivers[0], order_id: 'x', date_time: at(TOMORROW, '09:00') }],
    ];
    const agents: [TestAgent, number][] = [
      [await csrf(t.app), 401],
      [await login(t.app, 'customer@chargevalet.test'), 403],
      [await login(t.app, 'driver1@chargevalet.test'), 403],
    ];
    for (const [agent, code] of agents) {
      for (const [method, url, body] of calls) {
        const res = method === 'GET' ? await agent.get(url) : await agent.post(url, body);
        expect([url, res.statusCode]).toEqual([url, code]);
      }
    }
    expect(await t.db.select().from(driverBlockedSlots)).toEqual([]);
    expect(await t.db.select().from(driverBlockedDays)).toEqual([]);
  });

  it('blocks and unblocks a slot: the customers lose that capacity at once and get it back', async () => {
    const slot = at('2026-11-25', '10:00');
    await blockSlot(t.db, drivers[0]!, new Date(slot));
    await blockSlot(t.db, drivers[1]!, new Date(slot));
    expect((await pickupEntry('2026-11-25', '10:00')).status).toBe('free');
    const res = await manager.post(R.blockSlot, { driver_id: drivers[2], date_time: slot });
    expect(res.statusCode).toBe(200);
    const day = res.json().data.days[0] as CalendarDay;
    expect(day.date).toBe('2026-11-25');
    expect(entryOf(day, slot).status).toBe('blocked');
    expect(await pickupEntry('2026-11-25', '10:00')).toMatchObject({ status: 'blocked', is_available: false });
    // blocking again changes nothing
    expect((await manager.post(R.blockSlot, { driver_id: drivers[2], date_time: slot })).statusCode).toBe(200);

    const unblocked = await manager.post(R.unblockSlot, { driver_id: drivers[2], date_time: slot });
    expect(entryOf(unblocked.json().data.days[0], slot).status).toBe('free');
    expect(await pickupEntry('2026-11-25', '10:00')).toMatchObject({ status: 'free', is_available: true });
  });

  it('blocks and unblocks a day: every slot of it is blocked for that driver and counted at once', async () => {
    const date = '2026-11-26';
    const res = await manager.post(R.blockDay, { driver_id: drivers[0], date });
    expect(res.statusCode).toBe(200);
    const day = res.json().data.days[0] as CalendarDay;
    expect(day.is_blocked).toBe(true);
    expect(day.time_groups.flatMap((group) => group.time_entries).every((entry) => entry.status === 'blocked')).toBe(true);
    await manager.post(R.blockDay, { driver_id: drivers[1], date });
    await manager.post(R.blockDay, { driver_id: drivers[2], date });
    expect(await pickupEntry(date, '12:00')).toMatchObject({ status: 'blocked', is_available: false });
    const calendar = (await manager.get(`${R.calendar}?from=${date}&days=1`)).json().data as CalendarDriver[];
    expect(calendar.every((item) => item.days[0]!.is_blocked)).toBe(true);

    const unblocked = await manager.post(R.unblockDay, { driver_id: drivers[0], date });
    expect(unblocked.json().data.days[0].is_blocked).toBe(false);
    expect(await pickupEntry(date, '12:00')).toMatchObject({ status: 'free', is_available: true });
    await manager.post(R.unblockDay, { driver_id: drivers[1], date });
    await manager.post(R.unblockDay, { driver_id: drivers[2], date });
  });

  it('never blocks a booked slot or a booked day (naming the orders), nor capacity promised to orders without a driver', async () => {
    const date = '2026-11-27';
    const orderId = (await place(date, '09:00', 'created'))!;
    const assigned = await manager.post(R.assign, { driver_id: drivers[0], order_id: orderId, date_time: at(date, '09:00') });
    expect(assigned.json().data).toEqual([
      { driver_id: drivers[0], date_time: at(date, '09:00'), status: 'booked' },
      { driver_id: drivers[0], date_time: at(date, '11:00'), status: 'booked' },
    ]);
    const [order] = await t.db.select().from(orders).where(eq(orders.id, orderId));
    expect(order).toMatchObject({ state: 'assigned', driverId: drivers[0] });
    expect(order!.statusHistory.at(-1)).toMatchObject({ state: 'assigned', at: NOW.toISOString(), actor: { role: 'manager' } });

    const booked = await manager.post(R.blockSlot, { driver_id: drivers[0], date_time: at(date, '09:00') });
    expect(booked.statusCode).toBe(422);
    expect(booked.json().errors).toEqual({ date_time: ['Dieser Slot ist gebucht: weise seinen Auftrag zuerst neu zu'] });
    const day = await manager.post(R.blockDay, { driver_id: drivers[0], date });
    expect(day.statusCode).toBe(422);
    expect(day.json().errors.date).toEqual([`Der Fahrer ist an diesem Tag gebucht: weise zuerst ${order!.identity} neu zu`]);

    // the calendar shows the booking with its order
    const calendar = (await manager.get(`${R.calendar}?from=${date}&days=1`)).json().data as CalendarDriver[];
    expect(entryOf(calendar[0]!.days[0]!, at(date, '09:00'))).toEqual({
      date_time: at(date, '09:00'),
      status: 'booked',
      order_id: orderId,
      order_identity: order!.identity,
      order_status: 'assigned',
    });

    // 14:00: two orders without a driver hold two of the three drivers; the third may go, a second may not
    await place(date, '14:00');
    await place(date, '14:00');
    expect((await manager.post(R.blockSlot, { driver_id: drivers[1], date_time: at(date, '14:00') })).statusCode).toBe(200);
    const needed = await manager.post(R.blockSlot, { driver_id: drivers[2], date_time: at(date, '14:00') });
    expect(needed.statusCode).toBe(422);
    expect(needed.json().errors.date_time).toEqual(['Aufträge ohne Fahrer brauchen diesen Fahrer zu dieser Zeit: weise sie zuerst zu']);
    expect((await manager.post(R.blockDay, { driver_id: drivers[2], date })).statusCode).toBe(422);
    const blocks = await t.db.select().from(driverBlockedSlots).where(eq(driverBlockedSlots.driverId, drivers[2]!));
    expect(blocks).toEqual([]);
    expect(await t.db.select().from(driverBlockedDays).where(eq(driverBlockedDays.driverId, drivers[2]!))).toEqual([]);
  });

  it('never blocks a past day or a slot that has begun (translated 422); today blocks what is left of it', async () => {
    setClock(t.app, new Date(at(TOMORROW, '09:10')));
    const blocks = async () => [...(await t.db.select().from(driverBlockedSlots)), ...(await t.db.select().from(driverBlockedDays))].length;
    const before = await blocks();
    const refused = [
      [R.blockDay, { driver_id: drivers[0], date: TODAY }, 'date', 'Dieser Tag ist vorbei: nur heute und kommende Tage können blockiert werden'],
      [R.blockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:00') }, 'date_time', 'Dieser Slot hat schon begonnen: nur kommende Slots können blockiert werden'],
      [R.blockSlot, { driver_id: drivers[0], date_time: at(TODAY, '15:00') }, 'date_time', 'Dieser Slot hat schon begonnen: nur kommende Slots können blockiert werden'],
    ] as const;
    for (const [url, body, field, message] of refused) {
      const res = await manager.post(url, body);
      expect([url, res.statusCode, res.json().errors]).toEqual([url, 422, { [field]: [message] }]);
    }
    manager.cookies.set('locale', 'en');
    expect((await manager.post(R.blockDay, { driver_id: drivers[0], date: TODAY })).json().errors).toEqual({ date: ['This day is past: only today and days ahead can be blocked'] });
    manager.cookies.delete('locale');
    expect(await blocks()).toBe(before);

    expect((await manager.post(R.blockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:30') })).statusCode).toBe(200);
    const today = await manager.post(R.blockDay, { driver_id: drivers[1], date: TOMORROW });
    expect([today.statusCode, today.json().data.days[0].is_blocked]).toEqual([200, true]);
    await manager.post(R.unblockDay, { driver_id: drivers[1], date: TOMORROW });
    await manager.post(R.unblockSlot, { driver_id: drivers[0], date_time: at(TOMORROW, '09:30') });
  });

  it("finishing an order early frees its driver's slots ahead in the same change: the driver's day can then be blocked", async () => {
    const row = await insertOrder(t.db, { pickupSlot: new Date(at(TOMORROW, '10:00')) });
    expect((await manager.post(R.assign, { driver_id: drivers[0], order_id: row.id, date_time: at(TOMORROW, '10:00') })).statusCode).toBe(200);
    setClock(t.app, new Date(at(TOMORROW, '11:40')));
    await t.db.update(orders).set({ state: 'on_the_way_to_return' }).where(eq(orders.id, row.id));
    // still on the road: the return slot (13:00) keeps the driver's day
    expect((await manager.post(R.blockDay, { driver_id: drivers[0], date: TOMORROW })).json().errors.date).toEqual([`Der Fahrer ist an diesem Tag gebucht: weise zuerst ${row.identity} neu zu`]);

    expect((await manager.post(`/api/manager/order/status/${row.id}`, { status: 'returned' })).statusCode).toBe(200);
    const bookings = await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.orderId, row.id));
    // the pickup that happened stays as history; the return slot ahead is free
    expect(bookings.map((booking) => [booking.kind, booking.slotStart.toISOString()])).toEqual([['pickup', at(TOMORROW, '10:00')]]);
    const calendar = (await manager.get(`${R.calendar}?from=${TOMORROW}&days=1`)).json().data as CalendarDriver[];
    expect(entryOf(calendar[0]!.days[0]!, at(TOMORROW, '13:00')).status).toBe('free');

    const blocked = await manager.post(R.blockDay, { driver_id: drivers[0], date: TOMORROW });
    expect([blocked.statusCode, blocked.json().data.days[0].is_blocked]).toEqual([200, true]);
    await manager.post(R.unblockDay, { driver_id: drivers[0], date: TOMORROW });
  });

  it('assigns from the calendar only an unassigned order picked up at that slot, to a driver free at pickup and return', async () => {
    const date = '2026-11-30';
    const orderId = (await place(date, '10:00', 'created'))!;
    const assign = (driver: string, dateTime = at(date, '10:00'), order = orderId) => manager.post(R.assign, { driver_id: driver, order_id: order, date_time: dateTime });
    manager.cookies.set('locale', 'en');
    expect((await assign(drivers[0]!, at(date, '10:30'))).json()).toEqual({ error: 'The order is not picked up at this slot' });
    await blockSlot(t.db, drivers[0]!, new Date(at(date, '12:00'))); // its return
    expect((await assign(drivers[0]!)).json()).toEqual({ error: 'The driver is not available at the pickup or return time' });
    const pending = (await place(date, '10:00'))!; // a checkout not paid yet is no order to assign
    expect((await assign(drivers[1]!, at(date, '10:00'), pending)).json().errors).toEqual({ order_id: ['Please choose an order'] });
    expect((await assign(drivers[1]!)).json().data).toHaveLength(2);
    expect((await assign(drivers[2]!)).json()).toEqual({ error: 'A driver cannot be assigned to an order in this status' });
    manager.cookies.delete('locale');
    const bookings = await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.orderId, orderId));
    expect(bookings.map((row) => [row.driverId, row.kind])).toEqual([
      [drivers[1], 'pickup'],
      [drivers[1], 'return'],
    ]);
  });

  it("lists the week's orders without a driver beside the calendar (managers only), by pickup; an assigned one leaves the list", async () => {
    const day = '2026-12-04';
    const late = (await place(day, '16:00', 'created'))!;
    const early = (await place(day, '08:00', 'created'))!;
    await place(day, '09:00'); // a checkout not paid yet is no order
    await insertOrder(t.db, { pickupSlot: new Date(at('2026-12-11', '09:00')) }); // next week
    const url = `${R.unassigned}?from=2026-11-30&days=7`;
    const ids = async () => ((await manager.get(url)).json().data as { id: string; state: string; driver: unknown }[]).filter((item) => [early, late].includes(item.id));
    expect(await ids()).toEqual([expect.objectContaining({ id: early, state: 'created', driver: null }), expect.objectContaining({ id: late })]);
    const all = (await manager.get(url)).json().data as { pickup_time_slot: { date_time: string } }[];
    expect(all.every((item) => item.pickup_time_slot.date_time >= at('2026-11-30', '00:00') && item.pickup_time_slot.date_time < at('2026-12-07', '00:00'))).toBe(true);
    expect(all.map((item) => item.pickup_time_slot.date_time)).toEqual(all.map((item) => item.pickup_time_slot.date_time).sort());

    expect((await manager.post(R.assign, { driver_id: drivers[1], order_id: early, date_time: at(day, '08:00') })).json().data).toHaveLength(2);
    expect((await ids()).map((item) => item.id)).toEqual([late]);
    expect((await manager.get(`${R.unassigned}?days=15`)).statusCode).toBe(422);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).get(url)).statusCode).toBe(403);
    expect((await (await csrf(t.app)).get(url)).statusCode).toBe(401);
  });

  it('two simultaneous assignments of one driver slot: one books it, the other is told the driver is booked', async () => {
    const date = '2026-12-01';
    const first = (await place(date, '09:00', 'created'))!;
    const second = (await place(date, '09:00', 'created'))!;
    const results = await Promise.all(
      [first, second].map((order) => manager.post(R.assign, { driver_id: drivers[0], order_id: order, date_time: at(date, '09:00') })),
    );
    const bodies = results.map((res) => res.json());
    expect(bodies.filter((body) => 'data' in body)).toHaveLength(1);
    expect(bodies.filter((body) => 'error' in body)).toEqual([{ error: 'Der Fahrer ist zur Abhol- oder Rückgabezeit bereits gebucht' }]);
    const rows = await t.db.select().from(driverSlotBookings).where(and(eq(driverSlotBookings.driverId, drivers[0]!), eq(driverSlotBookings.slotStart, new Date(at(date, '09:00')))));
    expect(rows).toHaveLength(1);
  });

  it('a block racing placements for the last free driver never overbooks', async () => {
    const date = '2026-12-02';
    const slot = at(date, '15:00');
    await blockSlot(t.db, drivers[0]!, new Date(slot));
    await blockSlot(t.db, drivers[1]!, new Date(slot));
    // capacity 1: the block of the third driver and five placements race for it
    const [block, ...placements] = await Promise.all([
      manager.post(R.blockSlot, { driver_id: drivers[2], date_time: slot }),
      ...Array.from({ length: 5 }, async () => (await csrf(t.app)).post(START, guestInput({ pickup_time_slot: { date, time: '15:00' } }))),
    ]);
    const placed = placements.filter((res) => res.statusCode === 201).length;
    expect(placed + (block!.statusCode === 200 ? 1 : 0)).toBe(1);
    const holding = await t.db.select({ n: sql<number>`count(*)::int` }).from(orders).where(and(eq(orders.pickupSlot, new Date(slot)), sql`${orders.state} <> 'cancelled'`));
    const thirdBlocked = await t.db.select().from(driverBlockedSlots).where(and(eq(driverBlockedSlots.driverId, drivers[2]!), eq(driverBlockedSlots.slotStart, new Date(slot))));
    expect(Number(holding[0]!.n) + thirdBlocked.length).toBe(1);
  });
});
