import { eq } from 'drizzle-orm';
import type { Order } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { driverSlotBookings, jobs, orders, slotHolds } from '../../db/schema';
import { blockSlot, driverIds, insertOrder, NOW, setClock } from '../../services/orders/test-fixtures';

const url = (id: string) => `/api/manager/order/${id}/reschedule`;
/** Berlin wall-clock slot → its instant (November: UTC+1). */
const at = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);

jest.setTimeout(60_000);

describe(`order reschedule [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let drivers: string[];
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    manager = await login(t.app, 'manager@chargevalet.test');
    setClock(t.app, NOW);
    drivers = await driverIds(t.db);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const held = async (instant: Date) => (await t.db.select({ held: slotHolds.held }).from(slotHolds).where(eq(slotHolds.slotStart, instant)))[0]?.held ?? 0;
  const errorsOf = (res: { json(): unknown }) => (res.json() as { errors: Record<string, string[]> }).errors;

  it('lets only managers reschedule: anonymous 401, customer and driver 403, an unknown order 404', async () => {
    const row = await insertOrder(t.db, { pickupSlot: at('2026-11-26', '09:00') });
    const body = { pickup_time_slot: { date: '2026-11-26', time: '10:00' }, return_time_slot: null };
    expect((await (await csrf(t.app)).post(url(row.id), body)).statusCode).toBe(401);
    expect((await (await login(t.app, 'customer@chargevalet.test')).post(url(row.id), body)).statusCode).toBe(403);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).post(url(row.id), body)).statusCode).toBe(403);
    expect((await manager.post(url('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(404);
    expect((await manager.post(url(row.id), { pickup_time_slot: { date: '26.11.2026', time: '10:00' }, return_time_slot: null })).statusCode).toBe(422);
  });

  it('moves an unassigned order: new slots in the answer and the history, its capacity hold moved with it, the pickup reminders re-queued', async () => {
    const row = await insertOrder(t.db, { pickupSlot: at('2026-11-27', '09:00') });
    await t.app.jobs.enqueue('orders.pickup-reminder', { order_id: row.id, hours: 24 }, { runAt: new Date(row.pickupSlot.getTime() - 86_400_000), singletonKey: `pickup-reminder:${row.id}:24` });
    expect(await held(row.pickupSlot)).toBe(1);
    const res = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-11-28', time: '10:30' }, return_time_slot: { date: '2026-11-29', time: '12:00' } });
    expect(res.statusCode).toBe(200);
    const order = res.json().data as Order;
    expect(order.pickup_time_slot.date_time).toBe(at('2026-11-28', '10:30').toISOString());
    expect(order.return_time_slot?.date_time).toBe(at('2026-11-29', '12:00').toISOString());
    expect(order.status_history.at(-1)).toMatchObject({ kind: 'edited', fields: ['pickup_time_slot', 'return_time_slot'] });
    expect([await held(row.pickupSlot), await held(row.returnSlot)]).toEqual([0, 0]);
    expect([await held(at('2026-11-28', '10:30')), await held(at('2026-11-29', '12:00'))]).toEqual([1, 1]);
    const reminders = await t.db.select({ runAt: jobs.runAt, key: jobs.singletonKey }).from(jobs).where(eq(jobs.state, 'pending'));
    expect(reminders.filter((job) => job.key?.startsWith(`pickup-reminder:${row.id}:`)).map((job) => job.runAt.toISOString()).sort()).toEqual([
      new Date(at('2026-11-28', '10:30').getTime() - 86_400_000).toISOString(),
      new Date(at('2026-11-28', '10:30').getTime() - 3_600_000).toISOString(),
    ]);
  });

  it('checks the new slots like a booking: lead time, the return after the service, capacity (the order never competes with itself)', async () => {
    const row = await insertOrder(t.db, { pickupSlot: at('2026-11-30', '09:00') });
    const tooSoon = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-11-23', time: '08:30' }, return_time_slot: null });
    expect(tooSoon.statusCode).toBe(422);
    expect(errorsOf(tooSoon).pickup_time_slot).toEqual(['Die Abholung muss mindestens 75 Minuten in der Zukunft liegen']);
    const beforeReady = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-11-30', time: '09:00' }, return_time_slot: { date: '2026-11-30', time: '09:30' } });
    expect(beforeReady.statusCode).toBe(422);
    expect(Object.keys(errorsOf(beforeReady))).toEqual(['return_time_slot']);
    // every driver off at 14:00: the slot is full
    for (const driver of drivers) await blockSlot(t.db, driver, at('2026-11-30', '14:00'));
    const full = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-11-30', time: '14:00' }, return_time_slot: null });
    expect(full.statusCode).toBe(422);
    expect(errorsOf(full).pickup_time_slot).toEqual(['Dieses Zeitfenster ist nicht mehr verfügbar. Bitte wähle ein anderes']);
    // only one driver works at 15:00 and this order holds it: moving its own return there is no conflict with itself
    for (const driver of drivers.slice(1)) await blockSlot(t.db, driver, at('2026-11-30', '15:00'));
    await t.db.update(orders).set({ returnSlot: at('2026-11-30', '15:00') }).where(eq(orders.id, row.id));
    const [moved] = await t.db.select().from(orders).where(eq(orders.id, row.id));
    const own = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-11-30', time: '09:30' }, return_time_slot: { date: '2026-11-30', time: '15:00' }, expected_updated_at: moved!.updatedAt.toISOString() });
    expect(own.statusCode).toBe(200);
  });

  it('an assigned order moves its driver’s bookings, and only to a time the driver is free', async () => {
    const [driver] = drivers;
    const row = await insertOrder(t.db, { state: 'assigned', driverId: driver, pickupSlot: at('2026-12-01', '09:00') });
    await t.db.insert(driverSlotBookings).values([
      { driverId: driver!, slotStart: row.pickupSlot, orderId: row.id, kind: 'pickup' },
      { driverId: driver!, slotStart: row.returnSlot, orderId: row.id, kind: 'return' },
    ]);
    const other = await insertOrder(t.db, { state: 'assigned', driverId: driver, pickupSlot: at('2026-12-01', '16:00') });
    await t.db.insert(driverSlotBookings).values({ driverId: driver!, slotStart: other.pickupSlot, orderId: other.id, kind: 'pickup' });
    const busy = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-12-01', time: '16:00' }, return_time_slot: null });
    expect(busy.statusCode).toBe(422);
    expect(errorsOf(busy).pickup_time_slot).toEqual(['Der zugewiesene Fahrer ist zu dieser Zeit nicht frei. Weise den Auftrag neu zu oder wähle eine andere Zeit']);
    const res = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-12-01', time: '10:00' }, return_time_slot: { date: '2026-12-02', time: '11:00' } });
    expect(res.statusCode).toBe(200);
    const bookings = await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.orderId, row.id));
    expect(bookings.map((b) => [b.driverId, b.kind, b.slotStart.toISOString()]).sort()).toEqual([
      [driver, 'pickup', at('2026-12-01', '10:00').toISOString()],
      [driver, 'return', at('2026-12-02', '11:00').toISOString()],
    ]);
  });

  it('refuses an order whose pickup is behind it (422) and a form loaded from an older order (409 with the current one)', async () => {
    const charging = await insertOrder(t.db, { state: 'charging', pickupSlot: at('2026-12-02', '09:00') });
    const late = await manager.post(url(charging.id), { pickup_time_slot: { date: '2026-12-03', time: '09:00' }, return_time_slot: null });
    expect(late.statusCode).toBe(422);
    expect(errorsOf(late).pickup_time_slot).toEqual(['Nur ein Auftrag, dessen Abholung noch bevorsteht, kann verschoben werden']);
    const row = await insertOrder(t.db, { pickupSlot: at('2026-12-02', '09:00') });
    const stale = await manager.post(url(row.id), { pickup_time_slot: { date: '2026-12-03', time: '09:00' }, return_time_slot: null, expected_updated_at: '2026-01-01T00:00:00.000Z' });
    expect(stale.statusCode).toBe(409);
    expect(stale.json().data.id).toBe(row.id);
  });
});
