import { and, eq } from 'drizzle-orm';
import { HANDOVER_KINDS, IDEMPOTENCY_KEEP_HOURS } from '@chargevalet/contract';
import { idempotentRequests, notifications, orderHandovers, orders, type OrderRow } from '../../db/schema';
import { insertOrder, NOW, setClock, userId } from '../../services/orders/test-fixtures';
import { IDEMPOTENCY_LEASE_SECONDS } from '../../lib/idempotency';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';

describe(`Idempotency-Key on the status change [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let driver1: TestAgent;
  let driver2: TestAgent;
  let ids: Record<'driver1' | 'driver2' | 'customer', string>;

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    ids = {
      driver1: await userId(t.db, 'driver1@chargevalet.test'),
      driver2: await userId(t.db, 'driver2@chargevalet.test'),
      customer: await userId(t.db, 'customer@chargevalet.test'),
    };
    driver1 = await login(t.app, 'driver1@chargevalet.test');
    driver2 = await login(t.app, 'driver2@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const order = async (state: OrderRow['state'] = 'assigned'): Promise<OrderRow> => {
    // picked up within the hour: the driver may start the way to it
    const row = await insertOrder(t.db, { state, customerId: ids.customer, driverId: ids.driver1, pickupSlot: new Date(NOW.getTime() + 3_600_000) });
    await t.db.insert(orderHandovers).values(HANDOVER_KINDS.map((kind) => ({ orderId: row.id, kind, mileage: 0, chargeLevel: 0, recordedAt: NOW })));
    return row;
  };
  const change = (agent: TestAgent, row: OrderRow, body: Record<string, unknown>, key?: string, locale: 'de' | 'en' = 'en') =>
    agent.post(`/api/driver/order/status/${row.identity}`, body, { headers: key === undefined ? {} : { 'idempotency-key': key }, cookies: { locale } });
  const historyOf = async (row: OrderRow) => (await t.db.select({ h: orders.statusHistory }).from(orders).where(eq(orders.id, row.id)))[0]!.h as unknown[];
  const notificationsOf = async (row: OrderRow) => (await t.db.select().from(notifications).where(eq(notifications.orderId, row.id))).length;

  it('a repeated key changes the order once and answers the first answer again', async () => {
    const row = await order();
    const body = { status: 'on_the_way_to_pickup', expected_state: 'assigned' };
    const first = await change(driver1, row, body, 'queued-change-0001');
    expect(first.statusCode).toBe(200);
    const history = await historyOf(row);
    const told = await notificationsOf(row);

    const again = await change(driver1, row, body, 'queued-change-0001');
    expect(again.statusCode).toBe(200);
    expect(again.headers['idempotent-replayed']).toBe('true');
    expect(again.json()).toEqual(first.json());
    expect(await historyOf(row)).toHaveLength(history.length);
    expect(await notificationsOf(row)).toBe(told);

    // Without the key the same request is a new one: the order moved on, so it is stale (409).
    expect((await change(driver1, row, body)).statusCode).toBe(409);
  });

  it('a refused change keeps no key: nothing was changed, so a retry once the change is possible is made (once)', async () => {
    const row = await order('on_the_way_to_pickup');
    await t.db.delete(orderHandovers).where(eq(orderHandovers.orderId, row.id));
    const refused = await change(driver1, row, { status: 'on_the_way_to_station' }, 'queued-change-0002');
    expect(refused.statusCode).toBe(422);
    expect(await t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, 'queued-change-0002'))).toHaveLength(0);
    await t.db.insert(orderHandovers).values({ orderId: row.id, kind: 'pickup', mileage: 0, chargeLevel: 0, recordedAt: NOW });
    const made = await change(driver1, row, { status: 'on_the_way_to_station' }, 'queued-change-0002');
    expect(made.statusCode).toBe(200);
    const replay = await change(driver1, row, { status: 'on_the_way_to_station' }, 'queued-change-0002');
    expect([replay.statusCode, replay.json()]).toEqual([200, made.json()]);
    expect((await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, row.id)))[0]!.state).toBe('on_the_way_to_station');
  });

  it('keys are per user; a key reused for another request or a malformed key is a translated 422 and changes nothing', async () => {
    const row = await order();
    expect((await change(driver1, row, { status: 'on_the_way_to_pickup' }, 'queued-change-0003')).statusCode).toBe(200);
    const other = await order();
    const reused = await change(driver1, other, { status: 'on_the_way_to_pickup' }, 'queued-change-0003');
    expect(reused.statusCode).toBe(422);
    expect(reused.json().errors['idempotency-key'][0]).toMatch(/already used for another request/);
    expect((await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, other.id)))[0]!.state).toBe('assigned');

    for (const key of ['short', 'has space in it', 'x'.repeat(129)]) {
      const bad = await change(driver1, other, { status: 'on_the_way_to_pickup' }, key, 'de');
      expect(bad.statusCode).toBe(422);
      expect(bad.json().errors['idempotency-key'][0]).toMatch(/Idempotency-Key muss/);
    }
    // driver 2 with driver 1's key: their own (new) key, and not their order → 404
    expect((await change(driver2, row, { status: 'on_the_way_to_pickup' }, 'queued-change-0003')).statusCode).toBe(404);
    expect((await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, other.id)))[0]!.state).toBe('assigned');
  });

  it('kept 24 h: then the key is free again, and the queued prune deletes old keys (test clock)', async () => {
    const row = await order();
    expect((await change(driver1, row, { status: 'on_the_way_to_pickup' }, 'queued-change-0004')).statusCode).toBe(200);
    const keys = () => t.db.select().from(idempotentRequests).where(eq(idempotentRequests.key, 'queued-change-0004'));
    setClock(t.app, new Date(NOW.getTime() + (IDEMPOTENCY_KEEP_HOURS - 1) * 3_600_000));
    await t.app.jobs.drain();
    expect(await keys()).toHaveLength(1);
    setClock(t.app, new Date(NOW.getTime() + IDEMPOTENCY_KEEP_HOURS * 3_600_000));
    await t.app.jobs.drain();
    expect(await keys()).toHaveLength(0);
    // a day later the same key is a new request: the order has moved on, so 409 stale (the driver signed in anew:
    // a driver's session ends after 30 idle minutes)
    driver1 = await login(t.app, 'driver1@chargevalet.test');
    expect((await change(driver1, row, { status: 'on_the_way_to_pickup', expected_state: 'assigned' }, 'queued-change-0004')).statusCode).toBe(409);
  });

  describe('a first attempt that died (issue 33: kill -9 between claim and answer)', () => {
    const keyRow = async (key: string) => (await t.db.select().from(idempotentRequests).where(and(eq(idempotentRequests.userId, ids.driver1), eq(idempotentRequests.key, key))))[0];
    const stateOf = async (row: OrderRow) => (await t.db.select({ state: orders.state }).from(orders).where(eq(orders.id, row.id)))[0]!.state;
    const later = (seconds: number) => setClock(t.app, new Date(NOW.getTime() + seconds * 1000));
    /** The claim a dead attempt leaves: running (no answer), its lease from NOW. */
    const deadClaim = async (row: OrderRow, key: string, body: Record<string, unknown>, appliedAt: Date | null) => {
      const first = await change(driver1, row, body, key);
      expect(first.statusCode).toBe(200);
      await t.db
        .update(idempotentRequests)
        .set({ statusCode: null, response: null, leaseUntil: new Date(NOW.getTime() + IDEMPOTENCY_LEASE_SECONDS * 1000), appliedAt })
        .where(and(eq(idempotentRequests.userId, ids.driver1), eq(idempotentRequests.key, key)));
    };

    it('the change transaction itself marks the key applied', async () => {
      const row = await order();
      expect((await change(driver1, row, { status: 'on_the_way_to_pickup' }, 'queued-change-0101')).statusCode).toBe(200);
      expect((await keyRow('queued-change-0101'))!.appliedAt).not.toBeNull();
    });

    it('died before its change committed: 425 with the lease left, then a retry takes the key over and applies the change once', async () => {
      const row = await order();
      const body = { status: 'on_the_way_to_pickup', expected_state: 'assigned' };
      // the dead attempt's change rolled back: the order is as it was, the claim says running
      await deadClaim(row, 'queued-change-0102', body, null);
      await t.db.update(orders).set({ state: 'assigned', statusHistory: [] }).where(eq(orders.id, row.id));

      later(IDEMPOTENCY_LEASE_SECONDS - 5);
      const early = await change(driver1, row, body, 'queued-change-0102', 'de');
      expect(early.statusCode).toBe(425);
      expect(early.headers['retry-after']).toBe('5');
      expect(early.json().message).toMatch(/noch bearbeitet/);

      later(IDEMPOTENCY_LEASE_SECONDS);
      const retry = await change(driver1, row, body, 'queued-change-0102');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.state).toBe('on_the_way_to_pickup');
      expect(await historyOf(row)).toHaveLength(1);
      const again = await change(driver1, row, body, 'queued-change-0102');
      expect([again.statusCode, again.headers['idempotent-replayed']]).toEqual([200, 'true']);
      expect(await historyOf(row)).toHaveLength(1);
    });

    it('died after its change committed: the retry answers the order as it is and changes nothing again', async () => {
      const row = await order();
      const body = { status: 'on_the_way_to_pickup' };
      await deadClaim(row, 'queued-change-0103', body, NOW);
      const history = await historyOf(row);
      const told = await notificationsOf(row);

      later(IDEMPOTENCY_LEASE_SECONDS + 1);
      const retry = await change(driver1, row, body, 'queued-change-0103');
      expect(retry.statusCode).toBe(200);
      expect(retry.json().data.state).toBe('on_the_way_to_pickup');
      expect(await stateOf(row)).toBe('on_the_way_to_pickup');
      expect(await historyOf(row)).toHaveLength(history.length);
      expect(await notificationsOf(row)).toBe(told);
      expect((await keyRow('queued-change-0103'))!.statusCode).toBe(200);
    });

    it('of two retries racing for an expired claim, one applies the change and the other waits or replays', async () => {
      const row = await order();
      const body = { status: 'on_the_way_to_pickup', expected_state: 'assigned' };
      await deadClaim(row, 'queued-change-0104', body, null);
      await t.db.update(orders).set({ state: 'assigned', statusHistory: [] }).where(eq(orders.id, row.id));
      later(IDEMPOTENCY_LEASE_SECONDS + 1);
      const answers = await Promise.all([change(driver1, row, body, 'queued-change-0104'), change(driver1, row, body, 'queued-change-0104')]);
      expect(answers.map((a) => a.statusCode).sort()).toEqual(expect.arrayContaining([200]));
      for (const a of answers) expect([200, 425]).toContain(a.statusCode);
      expect(await historyOf(row)).toHaveLength(1);
    });
  });
});
