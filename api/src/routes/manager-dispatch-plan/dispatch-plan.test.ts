import { and, eq, inArray, sql } from 'drizzle-orm';
import { dispatchPlanResponseSchema, type DispatchPlan } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { driverBlockedSlots, driverSlotBookings, jobs, notifications, orders, users } from '../../db/schema';
import { blockSlot, driverIds, insertOrder, NOW, setClock } from '../../services/orders/test-fixtures';

const R = { plan: '/api/manager/dispatch-plan', apply: '/api/manager/dispatch-plan/apply', blockSlot: '/api/manager/drivers/time-slot/block' };
const DAY = '2026-11-25';
/** Berlin wall clock of DAY → the slot's instant (November: UTC+1). */
const at = (time: string) => new Date(`${DAY}T${time}:00+01:00`);

jest.setTimeout(60_000);

describe(`day plan API [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let drivers: string[];
  let manager: TestAgent;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    drivers = await driverIds(t.db);
    manager = await login(t.app, 'manager@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(async () => {
    setClock(t.app, NOW);
    // each test plans its own day's orders
    await t.db.delete(orders).where(sql`${orders.pickupSlot} >= ${at('00:00').toISOString()}::timestamptz`);
    await t.db.update(users).set({ role: 'driver' }).where(inArray(users.id, drivers));
    await t.db.delete(driverBlockedSlots).where(sql`${driverBlockedSlots.slotStart} >= ${at('00:00').toISOString()}::timestamptz`);
  });

  const assignTo = async (orderId: string, driverId: string) =>
    expect((await manager.post(`/api/manager/order/${orderId}/assign/driver/${driverId}`)).statusCode).toBe(200);
  const driverOf = async (orderId: string) => (await t.db.select({ driverId: orders.driverId }).from(orders).where(eq(orders.id, orderId)))[0]!.driverId;

  /** Four orders of DAY without a driver: three picked up at 09:00 (one per driver), one at 10:00, all around town. */
  const dayOrders = async () => {
    const specs = [
      ['09:00', '12:00', 51.2254, 6.7799, '40212'],
      ['09:00', '12:30', 51.2686, 6.81, '40472'],
      ['09:00', '13:00', 51.1953, 6.8324, '40591'],
      ['10:00', '14:00', 51.2302, 6.7135, '40549'],
    ] as const;
    const rows = [];
    for (const [pickup, back, lat, lng, zip] of specs) {
      rows.push(await insertOrder(t.db, { pickupSlot: at(pickup), returnSlot: at(back), pickupLat: lat, pickupLng: lng, pickupZip: zip, returnLat: lat, returnLng: lng, returnZip: zip }));
    }
    return rows;
  };

  const plan = async (): Promise<DispatchPlan> => {
    const res = await manager.post(R.plan, { date: DAY });
    expect(res.statusCode).toBe(200);
    return res.json().data as DispatchPlan;
  };

  const counts = async () => {
    const [bookings] = await t.db.select({ n: sql<number>`count(*)::int` }).from(driverSlotBookings);
    const [notes] = await t.db.select({ n: sql<number>`count(*)::int` }).from(notifications);
    const [mails] = await t.db.select({ n: sql<number>`count(*)::int` }).from(jobs);
    const assigned = await t.db.select({ id: orders.id }).from(orders).where(and(eq(orders.state, 'assigned'), sql`${orders.pickupSlot} >= ${at('00:00').toISOString()}::timestamptz`));
    return { bookings: bookings!.n, notes: notes!.n, mails: mails!.n, assigned: assigned.length };
  };

  it('plans every order of the day (one job per driver per slot, estimated km, the greedy baseline) and changes nothing', async () => {
    const rows = await dayOrders();
    const before = await counts();
    const res = await manager.post(R.plan, { date: DAY });
    expect(res.statusCode).toBe(200);
    expect(dispatchPlanResponseSchema.parse(res.json())).toEqual(res.json());
    const data = res.json().data as DispatchPlan;
    expect(data.assignments.map((item) => item.order_id).sort()).toEqual(rows.map((row) => row.id).sort());
    expect(data.unassigned).toEqual([]);
    // the three orders of 09:00 go to three different drivers
    const at9 = rows.slice(0, 3).map((row) => data.assignments.find((item) => item.order_id === row.id)!.driver_id);
    expect(new Set(at9).size).toBe(3);
    expect(data.total_km).toBeGreaterThan(0);
    expect(data.total_km).toBeLessThanOrEqual(data.baseline_km);
    expect(data.drivers.flatMap((driver) => driver.jobs)).toHaveLength(8);
    const job = data.drivers.flatMap((driver) => driver.jobs).find((item) => item.order_id === rows[0]!.id && item.kind === 'pickup')!;
    expect(job).toEqual({
      order_id: rows[0]!.id,
      order_identity: rows[0]!.identity,
      kind: 'pickup',
      date_time: at('09:00').toISOString(),
      from: 'Königsallee 1, 40212 Düsseldorf',
      to: expect.stringContaining('Düsseldorf'),
      planned: true,
    });
    expect(await counts()).toEqual(before);
  });

  it('leaves out what no driver can take and says why', async () => {
    const rows = await dayOrders();
    // a fourth order at 09:00: three drivers, three orders there already
    const extra = await insertOrder(t.db, { pickupSlot: at('09:00'), returnSlot: at('15:00') });
    const data = await plan();
    expect(data.assignments).toHaveLength(rows.length);
    expect(data.unassigned).toEqual([{ order_id: expect.any(String), order_identity: expect.any(String), reason: 'drivers_taken' }]);
    expect(data.unassigned[0]!.order_id === extra.id || rows.some((row) => row.id === data.unassigned[0]!.order_id)).toBe(true);
  });

  it('applies the plan: every order assigned to its driver, bookings written, drivers and customers notified', async () => {
    await dayOrders();
    const data = await plan();
    const before = await counts();
    const res = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { assigned: 4 } });
    for (const { order_id, driver_id } of data.assignments) {
      const [row] = await t.db.select({ state: orders.state, driverId: orders.driverId }).from(orders).where(eq(orders.id, order_id));
      expect(row).toEqual({ state: 'assigned', driverId: driver_id });
    }
    const after = await counts();
    expect(after.bookings - before.bookings).toBe(8);
    expect(after.assigned).toBe(4);
    const notes = await t.db.select({ userId: notifications.userId }).from(notifications).where(eq(notifications.kind, 'order_assigned'));
    for (const { driver_id } of data.assignments) expect(notes.some((note) => note.userId === driver_id)).toBe(true);
    const mails = await t.db.select({ id: jobs.id }).from(jobs).where(sql`${jobs.payload}->>'template' = 'order-update' and ${jobs.payload}->'data'->>'step' = 'assigned'`);
    expect(mails.length).toBeGreaterThanOrEqual(4);
    // the driver's calendar shows the jobs
    const calendar = (await manager.get(`/api/manager/drivers/time-slots?from=${DAY}&days=1`)).json().data as { driver: { id: string }; days: { time_groups: { time_entries: { order_id: string | null }[] }[] }[] }[];
    const booked = calendar.flatMap((item) => item.days[0]!.time_groups.flatMap((group) => group.time_entries)).filter((entry) => entry.order_id !== null);
    expect(booked).toHaveLength(8);
    // applied once: the same plan again is stale
    expect((await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments })).statusCode).toBe(409);
  });

  it('answers 409 and changes nothing when an order was assigned meanwhile', async () => {
    const rows = await dayOrders();
    const data = await plan();
    const other = data.assignments.find((item) => item.order_id === rows[3]!.id)!;
    const elsewhere = drivers.find((driver) => driver !== other.driver_id)!;
    expect((await manager.post(`/api/manager/order/${rows[3]!.id}/assign/driver/${elsewhere}`)).statusCode).toBe(200);
    const before = await counts();
    const res = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Aufträge oder Fahrer haben sich seit dem Plan geändert: bitte neu planen');
    expect(await counts()).toEqual(before);
  });

  it("answers 409 and changes nothing when a planned driver's day changed (a slot blocked)", async () => {
    await dayOrders();
    const data = await plan();
    const before = await counts();
    // a slot of a planned driver that no job of the plan uses
    const block = await manager.post(R.blockSlot, { driver_id: data.assignments[0]!.driver_id, date_time: at('19:00').toISOString() });
    expect(block.statusCode).toBe(200);
    const res = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(res.statusCode).toBe(409);
    expect(res.json().message).toBe('Aufträge oder Fahrer haben sich seit dem Plan geändert: bitte neu planen');
    expect((await counts()).bookings).toBe(before.bookings);
  });

  it('applies all or none: an assignment refused half-way rolls back the ones before it', async () => {
    const rows = await dayOrders();
    const data = await plan();
    // the driver of the order applied last is no driver any more (the version does not see roles): its assignment is refused
    const last = [...data.assignments].sort((a, b) => a.order_id.localeCompare(b.order_id)).at(-1)!;
    await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, last.driver_id));
    const before = await counts();
    const res = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(res.statusCode).toBe(409);
    expect(await counts()).toEqual(before);
    const states = await t.db.select({ state: orders.state }).from(orders).where(inArray(orders.id, rows.map((row) => row.id)));
    expect(states.every((row) => row.state === 'created')).toBe(true);
  });

  it('lets exactly one of two concurrent applies of one plan through', async () => {
    await dayOrders();
    const data = await plan();
    const body = { date: DAY, version: data.version, assignments: data.assignments };
    const statuses = (await Promise.all([manager.post(R.apply, body), manager.post(R.apply, body)])).map((res) => res.statusCode).sort();
    expect(statuses).toEqual([200, 409]);
    expect((await counts()).assigned).toBe(4);
  });

  it('refuses a tampered plan (another driver than planned) with 409', async () => {
    const rows = await dayOrders();
    const data = await plan();
    const first = data.assignments.find((item) => item.order_id === rows[3]!.id)!;
    const swapped = data.assignments.map((item) => (item === first ? { ...item, driver_id: drivers.find((driver) => driver !== first.driver_id)! } : item));
    expect((await manager.post(R.apply, { date: DAY, version: data.version, assignments: swapped })).statusCode).toBe(409);
    expect((await counts()).assigned).toBe(0);
  });

  it('plans orders whose driver has not started only when asked, and reassigns them on apply', async () => {
    const rows = await dayOrders();
    const [d1, d2] = drivers as [string, string];
    await assignTo(rows[3]!.id, d1);
    // a started order is never planned again
    await assignTo(rows[2]!.id, d2);
    await t.db.update(orders).set({ state: 'on_the_way_to_pickup' }).where(eq(orders.id, rows[2]!.id));

    const without = await plan();
    expect(without.include_assigned).toBe(false);
    expect(without.assignments.map((item) => item.order_id).sort()).toEqual([rows[0]!.id, rows[1]!.id].sort());
    // the assigned orders stay as they are, as jobs the drivers are booked for
    const bookedJobs = without.drivers.flatMap((driver) => driver.jobs).filter((job) => !job.planned).map((job) => job.order_id);
    expect(bookedJobs).toEqual(expect.arrayContaining([rows[3]!.id]));

    // d1 is off at the order's pickup now (a block written straight in): the plan must give it another driver
    await blockSlot(t.db, d1, at('10:00'));
    const res = await manager.post(R.plan, { date: DAY, include_assigned: true });
    expect(res.statusCode).toBe(200);
    const data = res.json().data as DispatchPlan;
    expect(data.include_assigned).toBe(true);
    expect(data.assignments.map((item) => item.order_id).sort()).toEqual([rows[0]!.id, rows[1]!.id, rows[3]!.id].sort());
    const moved = data.assignments.find((item) => item.order_id === rows[3]!.id)!;
    expect(moved.driver_id).not.toBe(d1);
    expect(await driverOf(rows[3]!.id)).toBe(d1);

    const applied = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(applied.statusCode).toBe(200);
    expect(applied.json().data.assigned).toBe(3);
    for (const { order_id, driver_id } of data.assignments) expect(await driverOf(order_id)).toBe(driver_id);
    const unassigned = await t.db.select({ userId: notifications.userId }).from(notifications).where(and(eq(notifications.kind, 'order_unassigned'), eq(notifications.orderId, rows[3]!.id)));
    expect(unassigned.map((note) => note.userId)).toEqual([d1]);
    expect(await driverOf(rows[2]!.id)).toBe(d2);
  });

  it('lets two assigned orders of one slot trade drivers', async () => {
    const rows = await dayOrders();
    const [d1, d2, d3] = drivers as [string, string, string];
    await assignTo(rows[0]!.id, d1);
    await assignTo(rows[1]!.id, d2);
    await assignTo(rows[2]!.id, d3);
    // d3 has started its order of 09:00 (it stays), and each of the first two can only be driven by the other's
    // driver now (blocks written straight in)
    await t.db.update(orders).set({ state: 'on_the_way_to_pickup' }).where(eq(orders.id, rows[2]!.id));
    await blockSlot(t.db, d1, at('12:00'));
    await blockSlot(t.db, d2, at('12:30'));
    const data = (await manager.post(R.plan, { date: DAY, include_assigned: true })).json().data as DispatchPlan;
    const planned = new Map(data.assignments.map((item) => [item.order_id, item.driver_id]));
    expect(planned.get(rows[0]!.id)).toBe(d2);
    expect(planned.get(rows[1]!.id)).toBe(d1);
    const res = await manager.post(R.apply, { date: DAY, version: data.version, assignments: data.assignments });
    expect(res.statusCode).toBe(200);
    expect(await driverOf(rows[0]!.id)).toBe(d2);
    expect(await driverOf(rows[1]!.id)).toBe(d1);
  });

  it('is for managers only: 401 without a session, 403 for drivers and customers', async () => {
    const body = { date: DAY };
    expect((await (await csrf(t.app)).post(R.plan, body)).statusCode).toBe(401);
    for (const email of ['driver1@chargevalet.test', 'customer@chargevalet.test']) {
      const agent = await login(t.app, email);
      expect((await agent.post(R.plan, body)).statusCode).toBe(403);
      // even with a body that would not validate: the role is checked first
      expect((await agent.post(R.apply, { date: 'x' })).statusCode).toBe(403);
    }
  });

  it('refuses bad bodies with a translated 422', async () => {
    const cases: [string, Record<string, unknown>, string, string][] = [
      [R.plan, { date: '2026-02-30' }, 'date', 'Bitte wähle einen gültigen Tag'],
      [R.plan, {}, 'date', 'Dieses Feld ist erforderlich'],
      [R.plan, { date: DAY, include_assigned: 'yes' }, 'include_assigned', 'Bitte gib an, ob zugewiesene Aufträge neu geplant werden'],
      [R.apply, { date: DAY, version: 'v', assignments: [] }, 'assignments', 'Der Plan weist keinen Auftrag zu'],
      [R.apply, { date: DAY, version: 'v', assignments: [{ order_id: 'x', driver_id: drivers[0] }] }, 'assignments.0.order_id', 'Bitte wähle einen Auftrag'],
      [
        R.apply,
        { date: DAY, version: 'v', assignments: [{ order_id: drivers[0], driver_id: drivers[1] }, { order_id: drivers[0], driver_id: drivers[2] }] },
        'assignments',
        'Der Plan weist einen Auftrag doppelt zu',
      ],
      [R.apply, { date: DAY, version: '', assignments: [{ order_id: drivers[0], driver_id: drivers[1] }] }, 'version', 'Aufträge oder Fahrer haben sich seit dem Plan geändert: bitte neu planen'],
    ];
    for (const [url, body, field, message] of cases) {
      const res = await manager.post(url, body);
      expect({ url, status: res.statusCode }).toEqual({ url, status: 422 });
      expect(res.json().errors[field]).toEqual([message]);
    }
  });
});
