import { eq, sql } from 'drizzle-orm';
import { createTestApp, csrf, DB_DRIVER, login, loginAll, type TestAgent, type TestApp } from '../../test/app';
import { driverSlotBookings, orders, orderSearch, type NewOrderRow, type OrderRow } from '../../db/schema';
import { buildApp } from '../../app';
import { openDatabase } from '../../db/client';
import { addSecondCustomer, blockDay, blockSlot, clockAt, insertOrder, NOW, SECOND_CUSTOMER, setClock, userIds } from '../../services/orders/test-fixtures';

const DAY = '2026-11-25';
const at = (time: string, date = DAY) => new Date(`${date}T${time}:00.000Z`);

describe(`the manager's orders: lists, assignment, suggestions, totals [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const agents = {} as Record<'manager' | 'driver1' | 'driver2' | 'customerA' | 'customerB' | 'anonymous', TestAgent>;
  const ids = {} as Record<'customerA' | 'driver1' | 'driver2' | 'driver3' | 'manager', string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    await addSecondCustomer(t.db);
    const emails = { customerA: 'customer@chargevalet.test', driver1: 'driver1@chargevalet.test', driver2: 'driver2@chargevalet.test', manager: 'manager@chargevalet.test' };
    Object.assign(agents, await loginAll(t.app, { ...emails, customerB: SECOND_CUSTOMER }), { anonymous: await csrf(t.app) });
    Object.assign(ids, await userIds(t.db, { ...emails, driver3: 'driver3@chargevalet.test' }));
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const order = (overrides: Partial<NewOrderRow> = {}) => insertOrder(t.db, { customerId: ids.customerA, ...overrides });
  const bookingsOf = async (orderId: string) =>
    (await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.orderId, orderId))).map((row) => [row.driverId, row.kind]).sort();

  it('authorization: only managers, for every manager call (anonymous 401, customers and drivers 403)', async () => {
    const row = await order({ pickupSlot: at('06:00', '2026-12-01') });
    const calls: [string, string][] = [
      ['GET', '/api/manager/orders'],
      ['GET', '/api/manager/active-orders'],
      ['GET', '/api/manager/dashboard'],
      ['GET', `/api/manager/order/${row.id}`],
      ['GET', `/api/manager/order/${row.id}/totals`],
      ['GET', `/api/manager/order/${row.id}/driver-suggestions`],
      ['POST', `/api/manager/order/${row.id}/assign/driver/${ids.driver1}`],
      ['POST', `/api/manager/order/${row.id}/reassign/driver/${ids.driver2}`],
    ];
    const expected = { anonymous: 401, customerA: 403, customerB: 403, driver1: 403, driver2: 403, manager: 200 } as const;
    for (const [method, url] of calls) {
      for (const [who, status] of Object.entries(expected) as [keyof typeof expected, number][]) {
        const res = method === 'GET' ? await agents[who].get(url) : await agents[who].post(url);
        expect([method, url, who, res.statusCode]).toEqual([method, url, who, status]);
      }
    }
    // the manager's assign went through, the reassign to driver 2 too
    const [after] = await t.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after).toMatchObject({ state: 'assigned', driverId: ids.driver2, managerId: ids.manager });
  });

  it('assigns a driver: created → assigned, both slots booked, the manager recorded; refusals translated', async () => {
    const row = await order({ pickupSlot: at('08:00', '2026-12-02') });
    const res = await agents.manager.post(`/api/manager/order/${row.id}/assign/driver/${ids.driver1}`);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ state: 'assigned', driver: { id: ids.driver1, name: 'Daniel Fahrer' }, manager: { email: 'manager@chargevalet.test' } });
    expect(data.status_history.at(-1)).toMatchObject({ state: 'assigned', actor: { id: ids.manager, role: 'manager' } });
    expect(await bookingsOf(row.id)).toEqual([[ids.driver1, 'pickup'], [ids.driver1, 'return']].sort());

    // the same driver at the same slot for another order: booked
    const other = await order({ pickupSlot: at('08:00', '2026-12-02') });
    expect((await agents.manager.post(`/api/manager/order/${other.id}/assign/driver/${ids.driver1}`)).json()).toEqual({
      status: 'failed',
      code: 'driver_booked',
      error: 'Der Fahrer ist zur Abhol- oder Rückgabezeit bereits gebucht',
    });
    await blockSlot(t.db, ids.driver2, other.returnSlot);
    expect((await agents.manager.post(`/api/manager/order/${other.id}/assign/driver/${ids.driver2}`)).json().code).toBe('driver_blocked');
    await blockDay(t.db, ids.driver3, '2026-12-02');
    expect((await agents.manager.post(`/api/manager/order/${other.id}/assign/driver/${ids.driver3}`)).json().code).toBe('driver_blocked');
    agents.manager.cookies.set('locale', 'en');
    expect((await agents.manager.post(`/api/manager/order/${other.id}/assign/driver/${ids.customerA}`)).json()).toMatchObject({ code: 'not_a_driver', error: 'The chosen person is not a driver' });
    agents.manager.cookies.delete('locale');
    expect((await agents.manager.post(`/api/manager/order/${other.id}/assign/driver/not-a-uuid`)).json().code).toBe('not_a_driver');
    expect((await agents.manager.post(`/api/manager/order/${row.id}/assign/driver/${ids.driver2}`)).json().code).toBe('order_state');
    expect((await agents.manager.post(`/api/manager/order/${other.id}/reassign/driver/${ids.driver2}`)).json().code).toBe('order_state');
    expect((await agents.manager.post(`/api/manager/order/nope/assign/driver/${ids.driver1}`)).statusCode).toBe(404);
    const done = await order({ state: 'paid', driverId: ids.driver1, pickupSlot: at('10:00', '2026-12-02') });
    expect((await agents.manager.post(`/api/manager/order/${done.id}/reassign/driver/${ids.driver2}`)).json().code).toBe('order_state');
    expect(await bookingsOf(other.id)).toEqual([]);
  });

  it('reassigning frees the old driver in the same transaction; the same driver again is refused', async () => {
    const row = await order({ pickupSlot: at('12:00', '2026-12-03') });
    await agents.manager.post(`/api/manager/order/${row.id}/assign/driver/${ids.driver1}`);
    expect((await agents.manager.post(`/api/manager/order/${row.id}/reassign/driver/${ids.driver1}`)).json().code).toBe('same_driver');
    const res = await agents.manager.post(`/api/manager/order/${row.id}/reassign/driver/${ids.driver2}`);
    expect(res.json().data).toMatchObject({ state: 'assigned', driver: { id: ids.driver2 } });
    expect(await bookingsOf(row.id)).toEqual([[ids.driver2, 'pickup'], [ids.driver2, 'return']].sort());
    // driver 1 is free again at those slots
    const next = await order({ pickupSlot: at('12:00', '2026-12-03') });
    expect((await agents.manager.post(`/api/manager/order/${next.id}/assign/driver/${ids.driver1}`)).json().data.state).toBe('assigned');
    // a refused reassignment keeps the old driver's slots
    const blocked = await order({ pickupSlot: at('12:00', '2026-12-03') });
    expect((await agents.manager.post(`/api/manager/order/${blocked.id}/assign/driver/${ids.driver3}`)).json().data.state).toBe('assigned');
    expect((await agents.manager.post(`/api/manager/order/${blocked.id}/reassign/driver/${ids.driver1}`)).json().code).toBe('driver_booked');
    expect(await bookingsOf(blocked.id)).toEqual([[ids.driver3, 'pickup'], [ids.driver3, 'return']].sort());
  });

  it('race: 50 concurrent assignments of different orders to one driver slot → exactly one', async () => {
    const slot = at('14:00', '2026-12-04');
    const rows: OrderRow[] = [];
    for (let i = 0; i < 50; i += 1) rows.push(await order({ pickupSlot: slot }));
    const answers = await Promise.all(rows.map((row) => agents.manager.post(`/api/manager/order/${row.id}/assign/driver/${ids.driver1}`)));
    expect(answers.map((res) => res.statusCode).every((code) => code === 200)).toBe(true);
    expect(answers.filter((res) => res.json().data).length).toBe(1);
    expect(answers.filter((res) => res.json().code === 'driver_booked').length).toBe(49);
    const booked = await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.slotStart, slot));
    expect(booked).toHaveLength(1);
    const assigned = await t.db.select({ id: orders.id }).from(orders).where(eq(orders.state, 'assigned'));
    expect(assigned.filter((row) => rows.some((r) => r.id === row.id))).toHaveLength(1);
  });

  it('two API instances on one database: 50 assignments to one driver slot split across them → exactly one', async () => {
    // PostgreSQL: a second app with a pool of its own on the same database; PGlite: a second app on the one instance.
    const second = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${t.database.target.replace(/^postgres:/, '')}` }).toString(), poolMax: 5 })
      : t.database;
    const other = await buildApp({ config: t.config, database: second, plugins: [clockAt(NOW)] });
    try {
      const otherManager = await login(other, 'manager@chargevalet.test');
      const slot = at('16:00', '2026-12-04');
      const rows: OrderRow[] = [];
      for (let i = 0; i < 50; i += 1) rows.push(await order({ pickupSlot: slot }));
      const answers = await Promise.all(rows.map((row, i) => (i % 2 ? otherManager : agents.manager).post(`/api/manager/order/${row.id}/assign/driver/${ids.driver2}`)));
      expect(answers.filter((res) => res.json().data).length).toBe(1);
      expect(answers.filter((res) => res.json().code === 'driver_booked').length).toBe(49);
      expect(await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.slotStart, slot))).toHaveLength(1);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });

  it('driver suggestions: free at both slots, least booked that day first, then nearest previous drop-off', async () => {
    const date = '2026-12-05';
    const row = await order({ pickupSlot: at('12:00', date), pickupLat: 51.2254, pickupLng: 6.7799 });
    // driver 1: one order that morning, dropped off near the pickup; driver 2: one order, far away; driver 3: blocked
    const near = await order({ pickupSlot: at('07:00', date), returnLat: 51.226, returnLng: 6.781 });
    const far = await order({ pickupSlot: at('07:30', date), returnLat: 51.3, returnLng: 6.9 });
    await agents.manager.post(`/api/manager/order/${near.id}/assign/driver/${ids.driver1}`);
    await agents.manager.post(`/api/manager/order/${far.id}/assign/driver/${ids.driver2}`);
    await blockSlot(t.db, ids.driver3, row.pickupSlot);
    const res = await agents.manager.get(`/api/manager/order/${row.id}/driver-suggestions`);
    const data = res.json().data as { id: string; bookings_that_day: number; distance_km: number | null }[];
    expect(data.map((driver) => driver.id)).toEqual([ids.driver1, ids.driver2]);
    expect(data[0]).toMatchObject({ bookings_that_day: 1, name: 'Daniel Fahrer', email: 'driver1@chargevalet.test' });
    expect(data[0]!.distance_km).toBeLessThan(1);
    expect(data[1]!.distance_km).toBeGreaterThan(5);
    // a driver without bookings that day comes first
    await t.db.delete(driverSlotBookings).where(eq(driverSlotBookings.orderId, far.id));
    expect((await agents.manager.get(`/api/manager/order/${row.id}/driver-suggestions`)).json().data[0]).toMatchObject({ id: ids.driver2, bookings_that_day: 0, distance_km: null });
  });

  it('lists: search by number, plate, name, e-mail, phone; filters; pages with meta; no unfinished checkouts', async () => {
    const date = '2026-12-10';
    const a = await order({ pickupSlot: at('08:00', date), licensePlate: 'D XY 4711', customerFirstName: 'Zoe', customerLastName: 'Quantum', customerEmail: 'zoe.q@example.org', customerPhone: '+49 211 9876543' });
    const b = await order({ pickupSlot: at('09:00', date), state: 'charging', driverId: ids.driver1 });
    await order({ pickupSlot: at('10:00', date), state: 'pending_checkout', licensePlate: 'D XY 4712' });
    const list = async (query: string) => {
      const res = await agents.manager.get(`/api/manager/orders?${query}`);
      expect(res.statusCode).toBe(200);
      return res.json() as { data: { id: string; driver: unknown }[]; meta: { total: number; page: number; pageSize: number; total_capped: boolean } };
    };
    for (const query of [a.identity.toLowerCase(), 'xy 47', 'xy47', 'D-XY 4711', 'd xy', 'DXY 47', 'quantum', 'Zoe Quant', 'ZOE.Q@EXAMPLE', '9876543', '0211 987 6543'.replace('0211', '211')]) {
      expect([query, (await list(`query=${encodeURIComponent(query)}`)).data.map((item) => item.id)]).toEqual([query, [a.id]]);
    }
    expect((await list('query=100%25')).data).toEqual([]);
    // as callers say it (issue 32): the phone in any common form, brand and model, names in their ASCII spelling
    const c = await order({ pickupSlot: at('11:00', date), customerFirstName: 'Ayşe', customerLastName: 'Müller-Şahin', customerPhone: '0211 4477 880', brand: 'Škoda', model: 'Enyaq iV' });
    const found = async (query: string) => (await list(`query=${encodeURIComponent(query)}`)).data.map((item) => item.id);
    for (const query of ['0211 987 6543', '+49 211 987 65', '0049 211 9876543', '(0211) 987-6543']) expect([query, await found(query)]).toEqual([query, [a.id]]);
    for (const query of ['+49 211 4477880', '0211 4477', '2114477880', 'mueller', 'Müller', 'MÜLLER-ŞAHIN', 'müller-sahin', 'sahin', 'ayse', 'skoda', 'Škoda Enyaq', 'SKODA enyaq', 'enyaq iv']) {
      expect([query, await found(query)]).toEqual([query, [c.id]]);
    }
    // a model with digits after a separator is found as a plate-shaped query is looked for: without separators (0030)
    const d = await order({ pickupSlot: at('12:00', '2026-12-11'), brand: 'Mercedes-Benz', model: 'EQC 400' });
    for (const query of ['EQC 400', 'eqc 4', 'eqc-400', 'Mercedes-Benz EQC', 'benz eqc 400']) expect([query, await found(query)]).toEqual([query, [d.id]]);
    const byDay = await list(`date=${date}&sort=asc`);
    expect(byDay.data.map((item) => item.id)).toEqual([a.id, b.id, c.id]);
    expect(byDay.meta).toEqual({ page: 1, pageSize: 10, total: 3, total_capped: false });
    expect((await list(`date=${date}&state=charging`)).data).toEqual([expect.objectContaining({ id: b.id, driver: { id: ids.driver1, name: 'Daniel Fahrer', phone: '+49 211 5550101' } })]);
    const page2 = await list(`date=${date}&pageSize=1&page=2&sort=asc`);
    expect(page2.data.map((item) => item.id)).toEqual([b.id]);
    expect(page2.meta).toMatchObject({ page: 2, pageSize: 1, total: 3 });
    // beyond the last page: no rows, and still the number of matches (counted apart)
    expect(await list(`date=${date}&pageSize=1&page=4`)).toMatchObject({ data: [], meta: { page: 4, total: 3, total_capped: false } });
    expect((await list(`query=xy%2047&page=2`)).meta).toMatchObject({ total: 1 });
    // the search text follows the order's fields (order_search, kept by a trigger): a corrected plate is found, the old one no more
    await t.db.update(orders).set({ licensePlate: 'D QQ 815' }).where(eq(orders.id, a.id));
    expect((await list('query=qq%20815')).data.map((item) => item.id)).toEqual([a.id]);
    expect((await list('query=xy%204711')).data).toEqual([]);
    for (const bad of ['page=0', 'pageSize=51', 'state=flying', 'date=2026-13-01', `query=${'x'.repeat(101)}`]) {
      const res = await agents.manager.get(`/api/manager/orders?${bad}`);
      expect([bad, res.statusCode]).toEqual([bad, 422]);
    }
  });

  // PostgreSQL: a lock on order_search holds every search at the database, where the waiting ones can be counted
  (process.env.DATABASE_URL ? it : it.skip)('searches run at most a third of the pool at once (a bulkhead), the others wait their turn; the list is not held up', async () => {
    const locker = await openDatabase({ databaseUrl: Object.assign(new URL(process.env.DATABASE_URL!), { pathname: `/${t.database.target.replace(/^postgres:/, '')}` }).toString(), poolMax: 2 });
    const waiting = async () => {
      const result = await locker.db.execute(sql`select count(*)::int as n from pg_stat_activity where wait_event_type = 'Lock' and query like '%cv_manager_search_page%'`);
      return (result as unknown as { rows: { n: number }[] }).rows[0]!.n;
    };
    let release = () => {};
    const held = new Promise<void>((resolve) => (release = resolve));
    let locked = () => {};
    const taken = new Promise<void>((resolve) => (locked = resolve));
    const lock = locker.db.transaction(async (tx) => {
      await tx.execute(sql`lock table order_search in access exclusive mode`);
      locked();
      await held;
    });
    try {
      await taken;
      // nine different fragments (no shared answer), all at once; the app's pool is configured with 10 connections
      const searches = Promise.all(Array.from({ length: 9 }, (_, i) => agents.manager.get(`/api/manager/orders?query=bulkhead${i}`)));
      for (let i = 0; i < 100 && (await waiting()) < 3; i += 1) await new Promise((resolve) => setTimeout(resolve, 20));
      // the list's pages do not wait behind the searches
      expect((await agents.manager.get('/api/manager/orders?page=2&pageSize=5')).statusCode).toBe(200);
      expect(await waiting()).toBe(3);
      release();
      await lock;
      expect((await searches).map((res) => res.statusCode)).toEqual(Array(9).fill(200));
    } finally {
      release();
      await locker.close();
    }
  });

  it('a search is sorted and filtered by what order_search keeps of the order (0026): pickup, rescheduled; list state, finished checkout, cancel', async () => {
    const berlin = (date: string, time: string) => new Date(`${date}T${time}:00+01:00`);
    const named = (date: string, overrides: Partial<NewOrderRow> = {}) => order({ pickupSlot: berlin(date, '10:00'), customerLastName: 'Sortierbar', ...overrides });
    const first = await named('2026-11-28');
    const third = await named('2026-11-30');
    const second = await named('2026-11-29');
    const checkout = await named('2026-11-27', { state: 'pending_checkout' });
    const searched = async (query: string) => {
      const res = await agents.manager.get(`/api/manager/orders?query=sortierbar&${query}`);
      expect(res.statusCode).toBe(200);
      const body = res.json() as { data: { id: string }[]; meta: { total: number } };
      return [body.data.map((item) => item.id), body.meta.total];
    };
    expect(await searched('sort=asc')).toEqual([[first.id, second.id, third.id], 3]);
    expect(await searched('sort=desc')).toEqual([[third.id, second.id, first.id], 3]);
    expect(await searched('sort=asc&pageSize=1&page=2')).toEqual([[second.id], 3]);
    // rescheduled by the manager: the search sorts and filters it by its new pickup
    const moved = await agents.manager.post(`/api/manager/order/${third.id}/reschedule`, { pickup_time_slot: { date: '2026-11-26', time: '09:00' }, return_time_slot: null });
    expect([moved.statusCode, moved.body]).toEqual([200, expect.any(String)]);
    expect(await searched('sort=asc')).toEqual([[third.id, first.id, second.id], 3]);
    expect(await searched('date=2026-11-26')).toEqual([[third.id], 1]);
    expect(await searched('date=2026-11-30')).toEqual([[], 0]);
    // a finished checkout joins the list, a cancelled order is found under its new state
    // (closed on a day of this file's own calendar: the closing day is updated_at's, and the real clock's day would
    // be the dashboard test's "today" when the file runs on that Berlin day)
    const closedAt = new Date('2026-11-27T12:00:00Z');
    await t.db.update(orders).set({ state: 'paid', updatedAt: closedAt }).where(eq(orders.id, checkout.id));
    await t.db.update(orders).set({ state: 'cancelled', updatedAt: closedAt }).where(eq(orders.id, first.id));
    expect(await searched('sort=asc')).toEqual([[third.id, checkout.id, first.id, second.id], 4]);
    expect(await searched('state=cancelled')).toEqual([[first.id], 1]);
    expect(await searched('state=paid')).toEqual([[checkout.id], 1]);
    // a driver's step keeps the list state: it writes nothing there, and the exact step is read from the order
    await t.db.update(orders).set({ state: 'assigned', driverId: ids.driver1 }).where(eq(orders.id, second.id));
    const version = async () => (await t.db.select({ xmin: sql<string>`xmin::text` }).from(orderSearch).where(eq(orderSearch.orderId, second.id)))[0]?.xmin;
    const before = await version();
    await t.db.update(orders).set({ state: 'charging' }).where(eq(orders.id, second.id));
    expect(await version()).toBe(before);
    expect(await searched('state=charging')).toEqual([[second.id], 1]);
    expect(await searched('state=charging,assigned')).toEqual([[second.id], 1]);
    expect(await searched('state=on_the_way_to_pickup')).toEqual([[], 0]);
  });

  it("the dashboard's today: what happened today (completed, cancelled, money captured) whatever the pickup day, beside today's pickups", async () => {
    const day = '2026-11-30';
    setClock(t.app, new Date(`${day}T09:00:00Z`));
    // days after the file's sign-ins: a staff session ends after 30 idle minutes, so the manager signs in again
    const manager = await login(t.app, 'manager@chargevalet.test');
    const before = (await manager.get('/api/manager/dashboard')).json().data.today;
    expect(before).toEqual({ pickups: 0, completed: 0, cancelled: 0, revenue: 0 });
    const costs = { serviceTotal: 5000, electricityTotal: 2000, grandTotal: 7000 };
    // picked up last week, returned and settled today (the manager enters the costs; the sandbox cannot charge a
    // card never authorised, so the order ends unpaid with nothing captured) and one paid straight through the table
    const lastWeek = await order({ pickupSlot: at('09:00', '2026-11-24'), state: 'returned', driverId: ids.driver2 });
    expect((await manager.post(`/api/manager/order/status/${lastWeek.id}`, { status: 'pending_payment', service_cost: 50, electricity_cost: 20 })).statusCode).toBe(200);
    const paidToday = await order({ pickupSlot: at('09:00', '2026-11-27'), state: 'pending_payment', driverId: ids.driver2, ...costs });
    await t.db.update(orders).set({ state: 'paid', paidTotal: 7000, updatedAt: new Date(`${day}T08:30:00Z`) }).where(eq(orders.id, paidToday.id));
    // a customer cancels an order of tomorrow today; a pickup of today is planned
    const tomorrow = await order({ pickupSlot: at('15:00', '2026-12-01') });
    expect((await agents.customerA.post(`/api/customer/order/status/${tomorrow.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    await order({ pickupSlot: at('16:00', day), state: 'assigned', driverId: ids.driver2 });
    // closed yesterday: not today's
    // (a free order: only a free order is closed without a charge, issue 30)
    const yesterday = await order({ pickupSlot: at('09:00', '2026-11-28'), state: 'returned', driverId: ids.driver2, isFree: true });
    setClock(t.app, new Date('2026-11-29T20:00:00Z'));
    expect((await manager.post(`/api/manager/order/status/${yesterday.id}`, { status: 'no_charge' })).statusCode).toBe(200);
    setClock(t.app, new Date(`${day}T09:00:00Z`));

    const today = (await manager.get('/api/manager/dashboard')).json().data.today;
    expect(today).toEqual({ pickups: 1, completed: 2, cancelled: 1, revenue: 7000 });
    const closed = await t.db.select({ id: orders.id, closedAt: orders.closedAt }).from(orders).where(eq(orders.id, yesterday.id));
    expect(closed[0]!.closedAt).toEqual(new Date('2026-11-29T20:00:00Z'));
  });

  it('active orders (assigned … returned, today first), dashboard and totals', async () => {
    const today = '2026-11-23';
    const later = await order({ pickupSlot: at('09:00', '2026-11-24'), state: 'assigned', driverId: ids.driver2 });
    const now = await order({ pickupSlot: at('10:00', today), state: 'charging', driverId: ids.driver2 });
    const waiting = await order({ pickupSlot: at('07:00', today), state: 'returned', driverId: ids.driver2 });
    const unassigned = await order({ pickupSlot: at('12:00', today) });
    await order({ pickupSlot: at('08:00', today), state: 'paid', driverId: ids.driver2, paidTotal: 7000, serviceTotal: 5000, electricityTotal: 2000, grandTotal: 7000 });
    const active = (await agents.manager.get('/api/manager/active-orders')).json().data.map((item: { id: string }) => item.id);
    expect(active.indexOf(waiting.id)).toBeLessThan(active.indexOf(later.id));
    expect(active.indexOf(now.id)).toBeLessThan(active.indexOf(later.id));
    expect(active).not.toContain(unassigned.id);
    const board = (await agents.manager.get('/api/manager/dashboard')).json().data;
    expect(board.unassigned_next_24h.map((item: { id: string }) => item.id)).toContain(unassigned.id);
    expect(board.on_the_road.map((item: { id: string }) => item.id)).toContain(now.id);
    expect(board.waiting_for_costs.map((item: { id: string }) => item.id)).toContain(waiting.id);
    // today's pickups are planned; nothing was completed or cancelled today yet
    expect(board.today).toMatchObject({ completed: 0, cancelled: 0, revenue: 0 });
    const paid = await order({ state: 'paid', driverId: ids.driver2, paidTotal: 7000, serviceTotal: 5000, electricityTotal: 2000, grandTotal: 7000 });
    expect((await agents.manager.get(`/api/manager/order/${paid.id}/totals`)).json()).toEqual({
      data: {
        service_total: 5000,
        electricity_total: 2000,
        grand_total: 7000,
        estimated_service_total: 4900,
        estimated_electricity_total: 1500,
        estimated_grand_total: 6400,
        paid_total: 7000,
        authorized_total: 0,
        estimate_tolerance_percent: 20,
      },
    });
  });
});
