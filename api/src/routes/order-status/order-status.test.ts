import { eq } from 'drizzle-orm';
import { allowedNextStates, HANDOVER_KINDS, ORDER_STATES, ROLES, type OrderState, type Role } from '@chargevalet/contract';
import { CHARGING_STATIONS } from '../../domain';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, loginAll, type TestAgent, type TestApp } from '../../test/app';
import { driverSlotBookings, orderHandovers, orders, users, type NewOrderRow } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { addSecondCustomer, insertOrder, NOW, SECOND_CUSTOMER, setClock, userId, userIds } from '../../services/orders/test-fixtures';

const DRIVER_ROUTES_STATES: readonly OrderState[] = ['assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked', 'returned', 'pending_payment', 'paid', 'unpaid', 'no_charge'];

describe(`order status calls for every role [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const agents = {} as Record<'manager' | 'manager2' | 'driver1' | 'driver2' | 'customerA' | 'customerB' | 'anonymous', TestAgent>;
  const ids = {} as Record<'customerA' | 'customerB' | 'driver1' | 'driver2' | 'manager', string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    await t.db.insert(users).values([
      { email: 'manager2@example.com', role: 'manager', firstName: 'Max', lastName: 'Zweitmanager', passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: NOW },
    ]);
    await addSecondCustomer(t.db);
    const emails = {
      customerA: 'customer@chargevalet.test',
      customerB: SECOND_CUSTOMER,
      driver1: 'driver1@chargevalet.test',
      driver2: 'driver2@chargevalet.test',
      manager: 'manager@chargevalet.test',
    };
    Object.assign(agents, await loginAll(t.app, { ...emails, manager2: 'manager2@example.com' }), { anonymous: await csrf(t.app) });
    Object.assign(ids, await userIds(t.db, emails));
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  /**
   * Customer A's order, with driver 1 in the states that have a driver, and both handover records made (the
   * records the driver needs before on_the_way_to_station and parked/returned are tested in routes/driver).
   */
  const order = async (state: OrderState, overrides: Partial<NewOrderRow> = {}) => {
    // picked up in 90 minutes: customers may still cancel, the driver may already start
    const pickupSlot = new Date(NOW.getTime() + 90 * 60_000);
    const row = await insertOrder(t.db, { state, customerId: ids.customerA, driverId: DRIVER_ROUTES_STATES.includes(state) ? ids.driver1 : null, pickupSlot, ...overrides });
    await t.db.insert(orderHandovers).values(HANDOVER_KINDS.map((kind) => ({ orderId: row.id, kind, mileage: 0, chargeLevel: 0, recordedAt: NOW })));
    return row;
  };
  const stateOf = async (id: string) => (await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, id)))[0]!.state;
  const agentOf: Record<Role, TestAgent> = {} as never;
  beforeAll(() => {
    Object.assign(agentOf, { manager: agents.manager, driver: agents.driver1, customer: agents.customerA });
  });

  // 3 roles × 15 states × 15 targets: ~700 orders and calls, over a minute on a loaded machine.
  it('the transition table on the server: every role × state × target; allowed ones change the order, others 422 (409 for the current state) and change nothing', async () => {
    const costs = { service_cost: 10, electricity_cost: 5.5 };
    for (const role of ROLES) {
      for (const state of ORDER_STATES) {
        for (const target of ORDER_STATES) {
          // the driver's own order in every state (so the table, not the 404 of a stranger's order, answers)
          const row = await order(state, role === 'driver' ? { driverId: ids.driver1 } : {});
          const allowed = allowedNextStates(role, { state, is_free: false, can_cancel: ['created', 'assigned'].includes(state) });
          const res = await agentOf[role].post(`/api/${role}/order/status/${row.id}`, { status: target, ...costs });
          const label = `${role} ${state} → ${target}`;
          if (allowed.includes(target)) {
            expect([label, res.statusCode]).toEqual([label, 200]);
            // pending_payment charges at once (nothing authorised, nothing above 0 to charge here: 15.50 € → unpaid)
            const expected = target === 'pending_payment' ? 'unpaid' : target;
            expect([label, await stateOf(row.id)]).toEqual([label, expected]);
            expect([label, res.json().data.state]).toEqual([label, expected]);
          } else {
            // the same state again: someone made this change first (409 with the order), else not allowed
            expect([label, res.statusCode]).toEqual([label, target === state ? 409 : 422]);
            expect([label, await stateOf(row.id)]).toEqual([label, state]);
          }
        }
      }
    }
  }, 300_000);

  it('allowed-statuses answers the table for the viewer; a free order goes returned → no_charge only, another → pending_payment only', async () => {
    const returned = await order('returned');
    expect((await agents.manager.get(`/api/manager/order/allowed-statuses/${returned.id}`)).json()).toEqual({ states: ['pending_payment'] });
    const free = await order('returned', { isFree: true });
    expect((await agents.manager.get(`/api/manager/order/allowed-statuses/${free.id}`)).json()).toEqual({ states: ['no_charge'] });
    const res = await agents.manager.post(`/api/manager/order/status/${free.id}`, { status: 'pending_payment', service_cost: 1, electricity_cost: 1 });
    expect(res.statusCode).toBe(422);
    const charging = await order('charging');
    expect((await agents.driver1.get(`/api/driver/order/allowed-statuses/${charging.identity}`)).json()).toEqual({ states: ['on_the_way_to_return'] });
    expect((await agents.customerA.get(`/api/customer/order/allowed-statuses/${charging.id}`)).json()).toEqual({ states: [] });
  });

  it.each([
    ['de', 'Nur ein kostenloser Auftrag kann ohne Berechnung abgeschlossen werden'],
    ['en', 'Only a free order can be closed without charge'],
  ] as const)('no_charge waives no bill: a charged order gets a translated 422 and keeps its state and payment (%s)', async (locale, message) => {
    const returned = await order('returned', { paymentStatus: 'authorized' });
    agents.manager.cookies.set('locale', locale);
    const res = await agents.manager.post(`/api/manager/order/status/${returned.id}`, { status: 'no_charge' });
    agents.manager.cookies.delete('locale');
    expect([res.statusCode, res.json()]).toEqual([422, { message, errors: { status: [message] } }]);
    const [after] = await t.db.select().from(orders).where(eq(orders.id, returned.id));
    expect([after!.state, after!.paymentStatus]).toEqual(['returned', 'authorized']);
  });

  it('authorization: anonymous, customer A and B, driver 1 and 2, manager × the status calls', async () => {
    const row = await order('assigned');
    // expected_state differs: an authorised caller gets 409 and nothing changes
    const body = { status: 'on_the_way_to_pickup', expected_state: 'charging' };
    const expected: Record<keyof typeof agents, Record<Role, [number, number]>> = {
      anonymous: { customer: [401, 401], driver: [401, 401], manager: [401, 401] },
      customerA: { customer: [200, 409], driver: [403, 403], manager: [403, 403] },
      customerB: { customer: [404, 404], driver: [403, 403], manager: [403, 403] },
      driver1: { customer: [403, 403], driver: [200, 409], manager: [403, 403] },
      driver2: { customer: [403, 403], driver: [404, 404], manager: [403, 403] },
      manager: { customer: [403, 403], driver: [403, 403], manager: [200, 409] },
      manager2: { customer: [403, 403], driver: [403, 403], manager: [200, 409] },
    };
    for (const [who, byRole] of Object.entries(expected) as [keyof typeof agents, Record<Role, [number, number]>][]) {
      for (const role of ROLES) {
        const got = [
          (await agents[who].get(`/api/${role}/order/allowed-statuses/${row.id}`)).statusCode,
          (await agents[who].post(`/api/${role}/order/status/${row.id}`, body)).statusCode,
        ];
        expect([who, role, got]).toEqual([who, role, byRole[role]]);
      }
    }
    expect(await stateOf(row.id)).toBe('assigned');
    // an unknown role or order, a malformed id: 404, never 500
    expect((await agents.manager.get(`/api/pilot/order/allowed-statuses/${row.id}`)).statusCode).toBe(404);
    expect((await agents.manager.get('/api/manager/order/allowed-statuses/not-a-uuid')).statusCode).toBe(404);
    expect((await agents.manager.get('/api/manager/order/allowed-statuses/00000000-0000-4000-8000-000000000000')).statusCode).toBe(404);
    // unfinished checkouts are no orders yet
    const pending = await order('pending_checkout' as OrderState);
    expect((await agents.manager.get(`/api/manager/order/allowed-statuses/${pending.id}`)).statusCode).toBe(404);
  });

  it('bad input: translated 422 in de and en, never 500', async () => {
    const row = await order('returned');
    const de = await agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'flying' });
    expect(de.statusCode).toBe(422);
    expect(de.json().errors.status).toEqual(['Bitte wähle einen gültigen Auftragsstatus']);
    agents.manager.cookies.set('locale', 'en');
    const en = await agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'pending_payment', service_cost: 10.001 });
    agents.manager.cookies.delete('locale');
    expect(en.statusCode).toBe(422);
    expect(en.json().errors).toEqual({
      service_cost: ['Please enter an amount in euro of at least 0 with at most two decimals'],
      electricity_cost: ['Please enter the electricity cost'],
    });
    const notAllowed = await agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'charging' });
    expect(notAllowed.json()).toEqual({
      message: 'Der Auftrag kann nicht von seinem aktuellen Status in diesen wechseln',
      errors: { status: ['Der Auftrag kann nicht von seinem aktuellen Status in diesen wechseln'] },
    });
    expect((await agents.manager.post(`/api/manager/order/status/${row.id}`, 'nonsense', { headers: { 'content-type': 'application/json' } })).statusCode).toBe(400);
    const tooLong = await agents.manager.get(`/api/manager/order/allowed-statuses/${'x'.repeat(65)}`);
    expect([tooLong.statusCode, tooLong.json().message]).toEqual([422, 'Die Auftragsnummer darf nur Buchstaben, Ziffern und Bindestriche enthalten (höchstens 32 Zeichen)']);
    expect(await stateOf(row.id)).toBe('returned');
  });

  it('stale views: of two managers (or manager and driver) changing at once exactly one wins, the other gets 409 with the current order', async () => {
    const row = await order('assigned');
    const answers = await Promise.all([
      agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'on_the_way_to_pickup' }),
      agents.manager2.post(`/api/manager/order/status/${row.id}`, { status: 'on_the_way_to_pickup' }),
      agents.driver1.post(`/api/driver/order/status/${row.id}`, { status: 'on_the_way_to_pickup' }),
    ]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409, 409]);
    for (const res of answers.filter((answer) => answer.statusCode === 409)) {
      expect(res.json().data.state).toBe('on_the_way_to_pickup');
      expect(res.json().message).toBe('Der Auftrag wurde inzwischen geändert. Bitte prüfe seinen aktuellen Status');
    }
    const [after] = await t.db.select().from(orders).where(eq(orders.id, row.id));
    expect(after!.statusHistory.filter((entry) => entry.state === 'on_the_way_to_pickup')).toHaveLength(1);
    // a view of an older state (the UI sends the state it shows): 409 even when the target would be allowed now
    const res = await agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'on_the_way_to_station', expected_state: 'assigned' });
    expect(res.statusCode).toBe(409);
    expect(await stateOf(row.id)).toBe('on_the_way_to_pickup');
  });

  it("a manager's first change makes them the order's manager, and the answer shows them; a later one keeps it", async () => {
    const row = await order('on_the_way_to_pickup');
    const first = await agents.manager2.post(`/api/manager/order/status/${row.id}`, { status: 'on_the_way_to_station' });
    expect(first.statusCode).toBe(200);
    expect(first.json().data.manager).toMatchObject({ name: 'Max Zweitmanager', email: 'manager2@example.com' });
    const second = await agents.manager.post(`/api/manager/order/status/${row.id}`, { status: 'charging' });
    expect(second.json().data.manager).toMatchObject({ name: 'Max Zweitmanager', email: 'manager2@example.com' });
    const [stored] = await t.db.select({ managerId: orders.managerId }).from(orders).where(eq(orders.id, row.id));
    expect(stored?.managerId).toBe(await userId(t.db, 'manager2@example.com'));
  });

  it('history with actor, role and time; the nearest station on the way to it; the manager of the order; can_update_status', async () => {
    const row = await order('on_the_way_to_pickup', { pickupLat: 51.2601, pickupLng: 6.7403 });
    const res = await agents.driver1.post(`/api/driver/order/status/${row.identity}`, { status: 'on_the_way_to_station' });
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    const messe = CHARGING_STATIONS.find((station) => station.id === 3)!;
    expect(data.station_address).toEqual({ street: `${messe.street}, ${messe.zip_code} Düsseldorf`, latitude: messe.latitude, longitude: messe.longitude });
    expect(data.status_history.at(-1)).toEqual({ state: 'on_the_way_to_station', at: NOW.toISOString(), actor: { id: ids.driver1, role: 'driver', name: 'Daniel Fahrer' } });
    // no manager dispatched it yet: the manager on duty
    expect(data.manager).toEqual({ name: 'Maria Manager', phone: '+49 211 5550100', email: 'manager@chargevalet.test' });
    await t.db.update(orders).set({ managerId: await userId(t.db, 'manager2@example.com') }).where(eq(orders.id, row.id));
    const viewed = (await agents.manager.get(`/api/manager/order/${row.id}`)).json().data;
    expect(viewed.manager).toMatchObject({ name: 'Max Zweitmanager', email: 'manager2@example.com' });
    expect(viewed.driver).toEqual({ id: ids.driver1, name: 'Daniel Fahrer', phone: '+49 211 5550101' });
    const returned = await order('returned');
    expect((await agents.manager.get(`/api/manager/order/${returned.id}`)).json().data.can_update_status).toBe(true);
  });

  it('customers cancel their own order until 60 minutes before pickup; the cancellation frees the driver slots', async () => {
    const soon = await order('assigned', { pickupSlot: new Date(NOW.getTime() + 59 * 60_000) });
    const late = await agents.customerA.post(`/api/customer/order/status/${soon.id}`, { status: 'cancelled' });
    expect(late.statusCode).toBe(422);
    expect(late.json().message).toBe('Ein Auftrag kann bis 60 Minuten vor der Abholung storniert werden');
    const row = await order('assigned');
    await t.db.insert(driverSlotBookings).values([{ driverId: ids.driver1, slotStart: row.pickupSlot, orderId: row.id, kind: 'pickup' }]);
    const res = await agents.customerA.post(`/api/customer/order/status/${row.id}`, { status: 'cancelled' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'cancelled', can_cancel: false });
    expect(await t.db.select().from(driverSlotBookings).where(eq(driverSlotBookings.orderId, row.id))).toEqual([]);
  });
});
