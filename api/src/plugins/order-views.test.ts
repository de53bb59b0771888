import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import type { FastifyInstance } from 'fastify';
import { JsonAnswer } from '../lib/json-answer';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../test/app';
import { buildApp } from '../app';
import { openDatabase } from '../db/client';
import { clockAt, insertOrder, NOW, setClock, userId } from '../services/orders/test-fixtures';

const DAY = '2026-11-25';
const at = (time: string) => new Date(`${DAY}T${time}:00.000Z`);
const listIds = async (agent: TestAgent, url = '/api/manager/orders?page=1&pageSize=10&date=2026-11-25') =>
  ((await agent.get(url)).json().data as { id: string; state: string }[]).map((item) => `${item.id}:${item.state}`);

describe(`shared order views: lists and calendar cached, dropped by every change on any instance [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let customerId: string;

  beforeAll(async () => {
    // long enough that only a change (never the time) can explain a fresh answer
    t = await createTestApp({ env: { VIEWS_CACHE_MS: '600000', STATS_CACHE_MS: '600000' } });
    setClock(t.app, NOW);
    manager = await login(t.app, 'manager@chargevalet.test');
    customerId = await userId(t.db, 'customer@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('a list answer is shared until a change through the API drops it (a row written past the API stays unseen until then)', async () => {
    const first = await insertOrder(t.db, { customerId, pickupSlot: at('08:00') });
    expect(await listIds(manager)).toEqual([`${first.id}:created`]);
    const bypass = await insertOrder(t.db, { customerId, pickupSlot: at('09:00') });
    expect(await listIds(manager)).toEqual([`${first.id}:created`]);
    expect((await manager.post(`/api/manager/order/status/${first.id}`, { status: 'cancelled' })).statusCode).toBe(200);
    expect(await listIds(manager)).toEqual([`${bypass.id}:created`, `${first.id}:cancelled`]); // newest pickup first
  });

  it("another instance's change reaches this instance's views (NOTIFY at commit)", async () => {
    const second = process.env.DATABASE_URL
      ? await openDatabase({ databaseUrl: Object.assign(new URL(process.env.DATABASE_URL), { pathname: `/${t.database.target.replace(/^postgres:/, '')}` }).toString(), poolMax: 3 })
      : t.database;
    const other = await buildApp({ config: t.config, database: second, plugins: [clockAt(NOW)] });
    await other.ready();
    try {
      const otherManager = await login(other, 'manager@chargevalet.test');
      const row = await insertOrder(t.db, { customerId, pickupSlot: at('10:00') });
      await manager.post(`/api/manager/order/status/${row.id}`, { status: 'cancelled' }); // a change here: both views fresh
      const url = '/api/manager/orders?page=1&pageSize=10&date=2026-11-25&state=created';
      const before = await listIds(manager, url);
      expect(await listIds(otherManager, url)).toEqual(before);
      const target = before[0]!.split(':')[0]!;
      expect((await otherManager.post(`/api/manager/order/status/${target}`, { status: 'cancelled' })).statusCode).toBe(200);
      let seen = before;
      for (let i = 0; i < 50 && seen.includes(`${target}:created`); i += 1) {
        await new Promise((resolve) => setTimeout(resolve, 50));
        seen = await listIds(manager, url);
      }
      expect(seen).not.toContain(`${target}:created`);
    } finally {
      await other.close();
      if (second !== t.database) await second.close();
    }
  });

  it("a customer's list is that customer's alone, cached per customer", async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const mine = ((await customer.get('/api/customer/orders?page=1')).json().data as { id: string }[]).map((item) => item.id);
    expect(mine.length).toBeGreaterThan(0);
    const stranger = await t.app.inject({ method: 'GET', url: '/api/customer/orders?page=1' });
    expect(stranger.statusCode).toBe(401);
    const manager2 = await login(t.app, 'manager@chargevalet.test');
    expect((await manager2.get('/api/customer/orders?page=1')).statusCode).toBe(403);
  });

  it('the calendar is sent compressed as the browser asks (brotli, gzip, or plain), the same JSON each way', async () => {
    const url = `/api/manager/drivers/time-slots?from=${DAY}&days=7`;
    const plain = await manager.get(url, { headers: { 'accept-encoding': 'identity' } });
    const br = await manager.get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
    const gzip = await manager.get(url, { headers: { 'accept-encoding': 'gzip' } });
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(br.headers['content-encoding']).toBe('br');
    expect(gzip.headers['content-encoding']).toBe('gzip');
    expect(br.headers.vary).toContain('accept-encoding');
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());
    expect(JSON.parse(gunzipSync(gzip.rawPayload).toString())).toEqual(plain.json());
    expect(plain.json().data.length).toBeGreaterThan(0);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 5);
  });

  it('a shared answer is handed out only with its brotli form made (its first readers do not all wait for it)', async () => {
    const compute = async () => new JsonAnswer(JSON.stringify({ data: 'y'.repeat(4096) }));
    const encode = jest.spyOn(JsonAnswer.prototype, 'encodedAs');
    try {
      await t.app.orderViews.answer('ready-probe', compute);
      expect(encode).toHaveBeenCalledWith('br');
    } finally {
      encode.mockRestore();
    }
  });

  it('stats of one range are shared for STATS_CACHE_MS', async () => {
    const url = `/api/manager/stats?from=${DAY}&to=${DAY}`;
    const first = (await manager.get(url)).json();
    await insertOrder(t.db, { customerId, pickupSlot: at('11:00'), createdAt: at('11:00') });
    expect((await manager.get(url)).json()).toEqual(first);
  });
});

describe(`shared order views: a write drops what was read while it ran [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let reads = 0;
  const read = (app: FastifyInstance) => app.orderViews.answer('probe', async () => new JsonAnswer(String((reads += 1))));
  // a write whose transaction is read by another request after it dropped the views, before it commits
  const probeRoutes = async (app: FastifyInstance) => {
    app.post('/test/write-with-read', async () => {
      await app.orderViews.changed(app.db);
      await read(app);
      return { ok: true };
    });
  };

  beforeAll(async () => {
    t = await createTestApp({ env: { VIEWS_CACHE_MS: '600000' }, plugins: [probeRoutes] });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('the answer read during the write is not served after it', async () => {
    const agent = await login(t.app, 'manager@chargevalet.test');
    expect((await read(t.app)).body).toBe('1');
    expect((await agent.post('/test/write-with-read')).statusCode).toBe(200);
    expect((await read(t.app)).body).toBe('3');
  });
});

describe(`shared order views: VIEWS_CACHE_MS bounds an answer no change dropped [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { VIEWS_CACHE_MS: '100' } });
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('an answer is recomputed once VIEWS_CACHE_MS passed (a write that bypassed the API shows then) and at once after a change', async () => {
    let n = 0;
    const read = () => t.app.orderViews.answer('probe', async () => new JsonAnswer(String((n += 1))));
    const first = (await read()).body;
    expect((await read()).body).toBe(first);
    await new Promise((resolve) => setTimeout(resolve, 250));
    const second = (await read()).body;
    expect(second).not.toBe(first);
    const generation = t.app.orderViews.generation;
    await t.app.orderViews.changed(t.db);
    expect(t.app.orderViews.generation).toBeGreaterThan(generation);
    expect((await read()).body).not.toBe(second);
  });
});
