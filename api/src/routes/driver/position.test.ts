import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import {
  HANDOVER_KINDS,
  notificationPaths,
  orderPositionResponseSchema,
  POSITION_KEEP_HOURS,
  positionResponseSchema,
  type OrderState,
} from '@chargevalet/contract';
import { jobs, notifications, orderHandovers, orderPositions, sessions, type OrderRow } from '../../db/schema';
import { addSecondCustomer, insertOrder, NOW, SECOND_CUSTOMER, setClock, userIds } from '../../services/orders/test-fixtures';
import { deleteExpiredPositions, POSITION_DELETE_JOB, storePosition } from '../../services/orders/positions';
import { createTestApp, csrf, DB_DRIVER, login, loginAll, type TestAgent, type TestApp } from '../../test/app';

const later = (seconds: number) => new Date(NOW.getTime() + seconds * 1000);
const FIX = { lat: 51.2254, lng: 6.7799, accuracy: 12 };

describe(`live position of the car [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const agents = {} as Record<'driver1' | 'driver2' | 'customerA' | 'customerB' | 'manager', TestAgent>;
  const ids = {} as Record<'driver1' | 'driver2' | 'customerA' | 'customerB', string>;

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    await addSecondCustomer(t.db);
    const emails = { driver1: 'driver1@chargevalet.test', driver2: 'driver2@chargevalet.test', customerA: 'customer@chargevalet.test', customerB: SECOND_CUSTOMER };
    Object.assign(ids, await userIds(t.db, emails));
    Object.assign(agents, await loginAll(t.app, { ...emails, manager: 'manager@chargevalet.test' }));
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  // Each test starts a little later than the one before: the per-driver window of 5 s never links two tests.
  let clock = 0;
  beforeEach(async () => {
    clock += 3600;
    setClock(t.app, later(clock));
    await t.db.delete(orderPositions);
    // the sign-ins were used just now on the moved clock (a staff session ends after 30 idle minutes, issue 33)
    await t.db.update(sessions).set({ lastSeen: t.app.clock.now() });
  });
  const now = () => t.app.clock.now();
  const tick = (seconds: number) => setClock(t.app, new Date(now().getTime() + seconds * 1000));

  /** Customer A's order with driver 1 (both handover records made, so every driver move is possible). */
  const order = async (state: OrderState, driverId: string = ids.driver1): Promise<OrderRow> => {
    const row = await insertOrder(t.db, { state, customerId: ids.customerA, driverId });
    await t.db.insert(orderHandovers).values(HANDOVER_KINDS.map((kind) => ({ orderId: row.id, kind, mileage: 0, chargeLevel: 0, recordedAt: NOW })));
    return row;
  };
  const send = (agent: TestAgent, body: Record<string, unknown>, locale: 'de' | 'en' = 'en') => agent.post('/api/driver/position', body, { cookies: { locale } });
  const stored = async (orderId: string) => t.db.select().from(orderPositions).where(eq(orderPositions.orderId, orderId));
  const move = (row: OrderRow, status: OrderState) => agents.driver1.post(`/api/driver/order/status/${row.identity}`, { status });

  it('stores the fix of the driver’s own on-the-way order (by id or by number); the newer replaces the older', async () => {
    const row = await order('on_the_way_to_pickup');
    const first = await send(agents.driver1, { order_id: row.id, ...FIX, recorded_at: new Date(now().getTime() - 2000).toISOString() });
    expect(first.statusCode).toBe(201);
    expect(positionResponseSchema.parse(first.json()).data).toEqual({ order_id: row.id, ...FIX, recorded_at: new Date(now().getTime() - 2000).toISOString() });

    tick(15);
    const second = await send(agents.driver1, { identity: row.identity.toLowerCase(), lat: 51.23, lng: 6.78 });
    expect(second.statusCode).toBe(201);
    expect(second.json().data).toMatchObject({ lat: 51.23, lng: 6.78, accuracy: null, recorded_at: now().toISOString() });
    expect(await stored(row.id)).toHaveLength(1);
  });

  it('authorization: anonymous 401, customers and managers 403; another driver’s order and an unknown one 404', async () => {
    const row = await order('on_the_way_to_pickup');
    // (a fresh anonymous token: a signed one is bound to the clock, which these tests move)
    expect((await send(await csrf(t.app), { order_id: row.id, ...FIX })).statusCode).toBe(401);
    expect((await send(agents.customerA, { order_id: row.id, ...FIX })).statusCode).toBe(403);
    expect((await send(agents.manager, { order_id: row.id, ...FIX })).statusCode).toBe(403);
    // the role is checked before the body
    expect((await send(agents.customerA, { lat: 'x' })).statusCode).toBe(403);
    expect((await send(agents.driver2, { order_id: row.id, ...FIX })).statusCode).toBe(404);
    expect((await send(agents.driver2, { identity: 'CV-NOPE00', ...FIX })).statusCode).toBe(404);
    expect(await stored(row.id)).toHaveLength(0);
  });

  it('only while the order is on the way (to the pickup or the return): every other state 422, nothing stored', async () => {
    for (const state of ['assigned', 'on_the_way_to_station', 'charging', 'parked', 'returned', 'cancelled'] as const) {
      const row = await order(state);
      tick(6);
      const res = await send(agents.driver1, { order_id: row.id, ...FIX });
      expect([state, res.statusCode]).toEqual([state, 422]);
      expect(res.json().errors.order_id[0]).toMatch(/only while the order is on the way/);
      expect(await stored(row.id)).toHaveLength(0);
    }
    const back = await order('on_the_way_to_return');
    tick(6);
    expect((await send(agents.driver1, { order_id: back.id, ...FIX })).statusCode).toBe(201);
  });

  it('validation: coordinates, accuracy, the time of the fix, the order named; translated 422, never 500', async () => {
    const row = await order('on_the_way_to_pickup');
    const cases: [Record<string, unknown>, string, RegExp][] = [
      [{ order_id: row.id, lat: 91, lng: 6.7 }, 'lat', /latitude between -90 and 90/],
      [{ order_id: row.id, lat: '51.2', lng: 6.7 }, 'lat', /latitude/],
      [{ order_id: row.id, lat: 51.2, lng: -181 }, 'lng', /longitude/],
      [{ order_id: row.id, lat: 51.2 }, 'lng', /longitude/],
      [{ order_id: row.id, ...FIX, accuracy: -1 }, 'accuracy', /accuracy in metres/],
      [{ order_id: row.id, ...FIX, recorded_at: 'yesterday' }, 'recorded_at', /time of the fix/],
      [{ order_id: row.id, ...FIX, recorded_at: new Date(now().getTime() - 11 * 60_000).toISOString() }, 'recorded_at', /at most 10 minutes old/],
      [{ order_id: row.id, ...FIX, recorded_at: new Date(now().getTime() + 5 * 60_000).toISOString() }, 'recorded_at', /not in the future/],
      [{ ...FIX }, 'order_id', /Please name the order/],
      [{ order_id: 'CV-\u0000', ...FIX }, 'order_id', /./],
    ];
    for (const [body, field, message] of cases) {
      const res = await send(agents.driver1, body);
      expect([JSON.stringify(body), res.statusCode]).toEqual([JSON.stringify(body), 422]);
      expect(res.json().errors[field]?.[0]).toMatch(message);
    }
    const german = await send(agents.driver1, { order_id: row.id, lat: 95, lng: 6.7 }, 'de');
    expect(german.json().errors.lat[0]).toBe('Bitte sende einen Breitengrad zwischen -90 und 90');
    expect(await stored(row.id)).toHaveLength(0);
  });

  it('one fix per driver in 5 s: a sooner one gets 429 with Retry-After and stores nothing', async () => {
    const row = await order('on_the_way_to_pickup');
    const other = await order('on_the_way_to_return');
    expect((await send(agents.driver1, { order_id: row.id, ...FIX })).statusCode).toBe(201);
    tick(2);
    const soon = await send(agents.driver1, { order_id: row.id, lat: 51.3, lng: 6.8 });
    expect(soon.statusCode).toBe(429);
    expect(soon.headers['retry-after']).toBe('3');
    expect(soon.json().message).toBe('One position every 3 seconds is enough');
    // per driver, not per order
    expect((await send(agents.driver1, { order_id: other.id, ...FIX })).statusCode).toBe(429);
    expect((await stored(row.id))[0]).toMatchObject({ lat: FIX.lat, lng: FIX.lng });
    // another driver has a window of their own
    const theirs = await order('on_the_way_to_pickup', ids.driver2);
    expect((await send(agents.driver2, { order_id: theirs.id, ...FIX })).statusCode).toBe(201);
    tick(3);
    expect((await send(agents.driver1, { order_id: row.id, lat: 51.3, lng: 6.8 })).statusCode).toBe(201);
  });

  it('the limit holds under parallel calls: of 20 at once (two orders of the driver) exactly one is stored', async () => {
    const row = await order('on_the_way_to_pickup');
    const other = await order('on_the_way_to_return');
    const answers = await Promise.all(Array.from({ length: 20 }, (_, i) => send(agents.driver1, { order_id: (i % 2 ? other : row).id, lat: 51.2 + i / 1000, lng: 6.78 })));
    expect(answers.map((res) => res.statusCode).sort()).toEqual([201, ...Array<number>(19).fill(429)]);
    expect([...(await stored(row.id)), ...(await stored(other.id))]).toHaveLength(1);
  });

  it('GET …/order/{id}/position: the customer of the order, its driver and managers; others 404 (403 another role)', async () => {
    const row = await order('on_the_way_to_pickup');
    const empty = await agents.customerA.get(`/api/customer/order/${row.id}/position`);
    expect(orderPositionResponseSchema.parse(empty.json())).toEqual({ data: null });
    expect((await send(agents.driver1, { order_id: row.id, ...FIX })).statusCode).toBe(201);
    for (const [agent, url] of [
      [agents.customerA, `/api/customer/order/${row.id}/position`],
      [agents.manager, `/api/manager/order/${row.id}/position`],
      [agents.driver1, `/api/driver/order/${row.identity}/position`],
    ] as const) {
      const res = await agent.get(url);
      expect([url, res.statusCode]).toEqual([url, 200]);
      expect(orderPositionResponseSchema.parse(res.json()).data).toMatchObject({ order_id: row.id, lat: FIX.lat, lng: FIX.lng });
    }
    expect((await agents.customerB.get(`/api/customer/order/${row.id}/position`)).statusCode).toBe(404);
    expect((await agents.driver2.get(`/api/driver/order/${row.identity}/position`)).statusCode).toBe(404);
    expect((await agents.customerA.get(`/api/manager/order/${row.id}/position`)).statusCode).toBe(403);
    expect((await (await csrf(t.app)).get(`/api/customer/order/${row.id}/position`)).statusCode).toBe(401);
  });

  it('kept only while on the way: leaving the way to the pickup deletes it at once', async () => {
    const row = await order('on_the_way_to_pickup');
    expect((await send(agents.driver1, { order_id: row.id, ...FIX })).statusCode).toBe(201);
    expect((await move(row, 'on_the_way_to_station')).statusCode).toBe(200);
    expect(await stored(row.id)).toHaveLength(0);
    expect((await agents.manager.get(`/api/manager/order/${row.id}/position`)).json()).toEqual({ data: null });
  });

  it('back from the way to the return: shown 24 h more, then the queued job deletes it (test clock)', async () => {
    const row = await order('on_the_way_to_return');
    expect((await send(agents.driver1, { order_id: row.id, ...FIX })).statusCode).toBe(201);
    expect((await move(row, 'parked')).statusCode).toBe(200);
    const returnedAt = now();
    expect((await move(row, 'returned')).statusCode).toBe(200);
    const [kept] = await stored(row.id);
    expect(kept?.deleteAfter?.toISOString()).toBe(new Date(returnedAt.getTime() + POSITION_KEEP_HOURS * 3_600_000).toISOString());
    const queued = await t.db.select().from(jobs).where(eq(jobs.singletonKey, `${POSITION_DELETE_JOB}:${row.id}`));
    expect(queued).toHaveLength(1);
    expect(queued[0]!.runAt.toISOString()).toBe(kept!.deleteAfter!.toISOString());

    // 23 h later: still there (the job is not due), and still shown
    tick(23 * 3600);
    await t.app.jobs.drain();
    expect(await stored(row.id)).toHaveLength(1);
    expect((await agents.customerA.get(`/api/customer/order/${row.id}/position`)).json().data).toMatchObject({ lat: FIX.lat });
    // 24 h after the return: gone
    tick(3600);
    await t.app.jobs.drain();
    expect(await stored(row.id)).toHaveLength(0);
    expect((await agents.customerA.get(`/api/customer/order/${row.id}/position`)).json()).toEqual({ data: null });
  });

  it('a fix that arrives after the order left the way (a status change came first) stores nothing', async () => {
    const row = await order('on_the_way_to_pickup');
    expect((await move(row, 'on_the_way_to_station')).statusCode).toBe(200);
    // the route read the order while it was still on the way
    const outcome = await storePosition(t.app, row, ids.driver1, { lat: FIX.lat, lng: FIX.lng, accuracy: null, recordedAt: now() });
    expect(outcome).toEqual({ kind: 'not_on_the_way' });
    expect(await stored(row.id)).toHaveLength(0);
  });

  it('the job also removes a position left without a window on an order off the way (safety net); on-the-way ones stay', async () => {
    const off = await order('charging');
    const live = await order('on_the_way_to_return');
    const at = now();
    await t.db.insert(orderPositions).values([
      { orderId: off.id, driverId: ids.driver1, lat: 51.2, lng: 6.7, recordedAt: at, receivedAt: at },
      { orderId: live.id, driverId: ids.driver1, lat: 51.2, lng: 6.7, recordedAt: at, receivedAt: at },
    ]);
    expect(await deleteExpiredPositions(t.db, at)).toBe(1);
    expect(await stored(off.id)).toHaveLength(0);
    expect(await stored(live.id)).toHaveLength(1);
  });

  describe('delivery on the notification stream (real HTTP)', () => {
    let base = '';
    beforeAll(async () => {
      // a day went by on the test clock (the 24 h test): the staff's sessions were pruned, they sign in again
      [agents.driver1, agents.manager] = await Promise.all([login(t.app, 'driver1@chargevalet.test'), login(t.app, 'manager@chargevalet.test')]);
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      base = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
    });

    const open = (agent: TestAgent, url: string) =>
      new Promise<{ received: () => string; next: (text: string) => Promise<string>; close: () => void }>((resolve, reject) => {
        const request = http.get(url, { headers: { cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }, (response) => {
          let bytes = '';
          const waiting: { text: string; done: (all: string) => void }[] = [];
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            bytes += chunk;
            for (const wait of [...waiting]) if (bytes.includes(wait.text)) wait.done(bytes);
          });
          resolve({
            received: () => bytes,
            next: (text) => (bytes.includes(text) ? Promise.resolve(bytes) : new Promise((done) => waiting.push({ text, done }))),
            close: () => request.destroy(),
          });
        });
        request.on('error', reject);
      });

    it('reaches the order’s customer and the managers as `event: position`; not another customer nor the driver; nothing stored as a notification', async () => {
      const row = await order('on_the_way_to_pickup');
      const customerA = await open(agents.customerA, base + notificationPaths('customer').stream);
      const customerB = await open(agents.customerB, base + notificationPaths('customer').stream);
      const manager = await open(agents.manager, base + notificationPaths('manager').stream);
      const driver = await open(agents.driver1, base + notificationPaths('driver').stream);
      await Promise.all([customerA, customerB, manager, driver].map((stream) => stream.next(': connected')));

      const notificationsOfA = () => t.db.select().from(notifications).where(eq(notifications.userId, ids.customerA));
      const before = (await notificationsOfA()).length;
      expect((await send(agents.driver1, { order_id: row.id, ...FIX })).statusCode).toBe(201);
      for (const stream of [customerA, manager]) {
        const bytes = await stream.next('event: position');
        const data = /event: position\ndata: (.*)\n\n/.exec(bytes)![1]!;
        expect(JSON.parse(data)).toEqual({ order_id: row.id, ...FIX, recorded_at: now().toISOString() });
      }
      // a notification to customer B after the position: B's stream got that and no position before it
      const { notify } = await import('../../services/notifications/notify');
      await notify(t.app, { userIds: [ids.customerB], kind: 'rate_request', order: row });
      await customerB.next('event: notification');
      expect(customerB.received()).not.toContain('event: position');
      expect(driver.received()).not.toContain('event: position');
      expect(await notificationsOfA()).toHaveLength(before);
      for (const stream of [customerA, customerB, manager, driver]) stream.close();
    });
  });
});
