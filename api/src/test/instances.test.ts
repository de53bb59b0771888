/**
 * Several API instances behave as one (issue 33): two server processes on one PostgreSQL database behind a
 * round-robin proxy of a few lines (no stickiness), as a balancer runs them. A photo uploaded through one is served
 * by both, a notification stream reopened with Last-Event-ID on the other instance replays what was missed, and a
 * keyed status change whose instance was killed with SIGKILL mid-change is applied exactly once by a retry on the
 * other. Runs where PostgreSQL is (DATABASE_URL): the processes need a database both can reach.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import http from 'node:http';
import type { AddressInfo } from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { eq, sql } from 'drizzle-orm';
import pg from 'pg';
import sharp from 'sharp';
import { CSRF_COOKIE, CSRF_HEADER, dispatchPaths, driverPaths, HANDOVER_KINDS, notificationPaths } from '@chargevalet/contract';
import { notifications, orderHandovers, orders } from '../db/schema';
import { insertOrder, userId } from '../services/orders/test-fixtures';
import { IDEMPOTENCY_LEASE_SECONDS } from '../lib/idempotency';
import { createTestDatabase, DEMO_PASSWORD } from './app';
import type { Database } from '../db/client';

const API = path.resolve(__dirname, '../..');
const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
const onPostgres = process.env.DATABASE_URL ? describe : describe.skip;

/** One API process (the TypeScript server through tsx), on `port`. */
function startApi(port: number, databaseUrl: string): ChildProcess {
  return spawn(process.execPath, ['--import', 'tsx', 'src/server.ts'], {
    cwd: API,
    env: {
      ...process.env,
      NODE_ENV: 'production',
      HOST: '127.0.0.1',
      PORT: String(port),
      DATABASE_URL: databaseUrl,
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'false',
      FRONTEND_DIST: path.join(os.tmpdir(), 'chargevalet-no-frontend'),
      CODE_PEPPER: 'instances-test-pepper-0123456789',
    },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
}

async function waitUp(port: number): Promise<void> {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      // not up yet
    }
    await sleep(200);
  }
  throw new Error(`API on ${port} did not start`);
}

/** Round robin over the backends, no stickiness; a backend that refuses the connection is skipped (passive check). */
function roundRobin(ports: number[]): http.Server {
  let next = 0;
  return http.createServer((request, response) => {
    const chunks: Buffer[] = [];
    request.on('data', (chunk: Buffer) => chunks.push(chunk));
    request.on('end', () => {
      const body = Buffer.concat(chunks);
      const tryBackend = (left: number) => {
        const port = ports[next++ % ports.length]!;
        const upstream = http.request({ host: '127.0.0.1', port, method: request.method, path: request.url, headers: request.headers }, (answer) => {
          response.writeHead(answer.statusCode ?? 502, answer.headers);
          answer.pipe(response);
        });
        upstream.on('error', () => (left > 1 ? tryBackend(left - 1) : response.writeHead(502).end()));
        response.on('close', () => upstream.destroy());
        upstream.end(body);
      };
      tryBackend(ports.length);
    });
  });
}

/** A browser: cookies kept, the CSRF header echoed. */
class Browser {
  readonly cookies = new Map<string, string>();
  constructor(readonly base: string) {}

  async fetch(url: string, init: RequestInit = {}): Promise<Response> {
    const headers = new Headers(init.headers);
    headers.set('cookie', [...this.cookies].map(([k, v]) => `${k}=${v}`).join('; '));
    const xsrf = this.cookies.get(CSRF_COOKIE);
    if (xsrf) headers.set(CSRF_HEADER, decodeURIComponent(xsrf));
    const response = await fetch(this.base + url, { ...init, headers, redirect: 'manual' });
    for (const cookie of response.headers.getSetCookie()) {
      const [pair] = cookie.split(';');
      const at = pair!.indexOf('=');
      this.cookies.set(pair!.slice(0, at), pair!.slice(at + 1));
    }
    return response;
  }

  async signIn(email: string): Promise<this> {
    await this.fetch('/sanctum/csrf-cookie');
    const res = await this.fetch('/login', { method: 'POST', headers: { 'content-type': 'application/json' }, body: JSON.stringify({ email, password: DEMO_PASSWORD }) });
    if (res.status !== 200) throw new Error(`sign-in of ${email}: ${res.status}`);
    return this;
  }
}

/** The event ids a stream sends until `until` returns true (or 10 s pass). */
function streamIds(base: string, browser: Browser, lastEventId: string, until: (ids: string[]) => boolean): Promise<string[]> {
  return new Promise((resolve, reject) => {
    const ids: string[] = [];
    const headers = { cookie: [...browser.cookies].map(([k, v]) => `${k}=${v}`).join('; '), 'last-event-id': lastEventId };
    const request = http.get(`${base}${notificationPaths('customer').stream}`, { headers }, (response) => {
      response.setEncoding('utf8');
      response.on('data', (chunk: string) => {
        for (const match of chunk.matchAll(/^id: (.+)$/gm)) ids.push(match[1]!);
        if (until(ids)) {
          request.destroy();
          resolve(ids);
        }
      });
    });
    request.on('error', reject);
    setTimeout(() => {
      request.destroy();
      resolve(ids);
    }, 10_000);
  });
}

onPostgres('two API instances on one PostgreSQL behind a round-robin proxy (issue 33)', () => {
  let database: Database;
  let databaseUrl: string;
  const apis: ChildProcess[] = [];
  const ports: number[] = [];
  let proxy: http.Server;
  let base: string;

  beforeAll(async () => {
    database = await createTestDatabase();
    const url = new URL(process.env.DATABASE_URL!);
    url.pathname = `/${database.target.replace(/^postgres:/, '')}`;
    databaseUrl = url.toString();
    for (const port of [18_190 + (process.pid % 400) * 2, 18_191 + (process.pid % 400) * 2]) {
      apis.push(startApi(port, databaseUrl));
      ports.push(port);
      // one after the other: each runs the migrations at start
      await waitUp(port);
    }
    proxy = roundRobin(ports);
    await new Promise<void>((resolve) => proxy.listen(0, '127.0.0.1', resolve));
    base = `http://127.0.0.1:${(proxy.address() as AddressInfo).port}`;
  }, 180_000);

  afterAll(async () => {
    for (const api of apis) if (api.exitCode === null && api.signalCode === null) api.kill('SIGTERM');
    await Promise.all(apis.map((api) => (api.exitCode === null && api.signalCode === null ? new Promise((resolve) => api.on('exit', resolve)) : null)));
    await new Promise((resolve) => proxy?.close(resolve));
    await database?.close();
  }, 60_000);

  it('a photo uploaded through one instance is served by every instance', async () => {
    const driver = await new Browser(base).signIn('driver1@chargevalet.test');
    const order = await insertOrder(database.db, { state: 'on_the_way_to_pickup', customerId: await userId(database.db, 'customer@chargevalet.test'), driverId: await userId(database.db, 'driver1@chargevalet.test') });
    const photo = await sharp({ create: { width: 400, height: 300, channels: 3, background: '#3a6' } }).jpeg().toBuffer();
    const form = new FormData();
    for (const [name, value] of Object.entries({ kind: 'pickup', mileage: '100', charge_level: '50', notes: '' })) form.append(name, value);
    form.append('photos', new Blob([photo], { type: 'image/jpeg' }), 'a.jpg');
    const uploaded = await driver.fetch(driverPaths.handover(order.identity), { method: 'POST', body: form });
    expect(uploaded.status).toBe(201);
    const url = ((await uploaded.json()) as { data: { photos: { url: string }[] } }).data.photos[0]!.url;
    // four views through the round robin: two on each instance
    const views = [];
    for (let i = 0; i < 4; i += 1) views.push((await driver.fetch(url)).status);
    expect(views).toEqual([200, 200, 200, 200]);
    for (const port of ports) expect((await new Browser(`http://127.0.0.1:${port}`).fetch(url, { headers: { cookie: '' } })).status).toBe(401);
  });

  it('a stream reopened with Last-Event-ID on either instance replays what the customer missed', async () => {
    const customer = await new Browser(base).signIn('customer@chargevalet.test');
    const user = await userId(database.db, 'customer@chargevalet.test');
    const now = Date.now();
    const rows = await database.db
      .insert(notifications)
      .values([0, 1, 2].map((i) => ({ userId: user, kind: 'order_status_changed' as const, text: `Change ${i}`, createdAt: new Date(now + i * 1000) })))
      .returning({ id: notifications.id });
    for (const port of ports) {
      const ids = await streamIds(`http://127.0.0.1:${port}`, customer, rows[0]!.id, (seen) => seen.length >= 2);
      expect([port, ids]).toEqual([port, [rows[1]!.id, rows[2]!.id]]);
    }
  });

  it('a sign-out through one instance is refused at once by the other, which had the session cached (issue 32)', async () => {
    const [first, second] = ports.map((port) => `http://127.0.0.1:${port}`);
    const customer = await new Browser(first!).signIn('customer@chargevalet.test');
    const elsewhere = new Browser(second!);
    for (const [name, value] of customer.cookies) elsewhere.cookies.set(name, value);
    // looked up once, then reused for SESSION_CACHE_MS (5 s): only the table's word can end it sooner
    expect((await elsewhere.fetch('/api/user')).status).toBe(200);
    expect((await elsewhere.fetch('/api/user')).status).toBe(200);
    expect((await customer.fetch('/logout', { method: 'POST' })).status).toBe(204);
    const started = Date.now();
    let answer = 200;
    while (answer === 200 && Date.now() - started < 1_000) answer = (await elsewhere.fetch('/api/user')).status;
    expect(answer).toBe(401);
  });

  it('a keyed status change whose instance is killed (SIGKILL) mid-change is applied exactly once by a retry through the proxy', async () => {
    const driver = await new Browser(`http://127.0.0.1:${ports[0]}`).signIn('driver1@chargevalet.test');
    const order = await insertOrder(database.db, { state: 'assigned', customerId: await userId(database.db, 'customer@chargevalet.test'), driverId: await userId(database.db, 'driver1@chargevalet.test') });
    await database.db.insert(orderHandovers).values(HANDOVER_KINDS.map((kind) => ({ orderId: order.id, kind, mileage: 0, chargeLevel: 0, recordedAt: new Date() })));
    const body = JSON.stringify({ status: 'on_the_way_to_pickup', expected_state: 'assigned' });
    const change = (browser: Browser) =>
      browser.fetch(dispatchPaths.changeStatus('driver', order.identity), {
        method: 'POST',
        headers: { 'content-type': 'application/json', 'idempotency-key': 'instances-test-0001' },
        body,
      });

    // the order row locked elsewhere: instance A's change waits inside its transaction, then A dies
    const locker = new pg.Client({ connectionString: databaseUrl });
    await locker.connect();
    await locker.query('begin');
    await locker.query('select id from orders where id = $1 for update', [order.id]);
    const first = change(driver).catch(() => null);
    for (let i = 0; i < 50; i += 1) {
      const claimed = await database.db.execute(sql`select 1 from idempotent_requests where key = 'instances-test-0001'`);
      if ((claimed as unknown as { rows: unknown[] }).rows.length > 0) break;
      await sleep(100);
    }
    await sleep(300);
    apis[0]!.kill('SIGKILL');
    await first;
    await locker.query('rollback');
    await locker.end();

    // the retry goes through the proxy (instance A refuses connections now): within the dead claim's lease it is
    // told to wait, never forever; then it is applied, once
    // same browser, same session
    const through = Object.assign(new Browser(base), { cookies: driver.cookies });
    const answers: number[] = [];
    const deadline = Date.now() + (IDEMPOTENCY_LEASE_SECONDS + 10) * 1000;
    let last: Response | null = null;
    while (Date.now() < deadline) {
      last = await change(through);
      answers.push(last.status);
      if (last.status !== 425) break;
      await sleep(Number(last.headers.get('retry-after') ?? 1) * 1000);
    }
    expect(last?.status).toBe(200);
    expect(new Set(answers.slice(0, -1))).toEqual(new Set(answers.length > 1 ? [425] : []));
    const [row] = await database.db.select({ state: orders.state, history: orders.statusHistory }).from(orders).where(eq(orders.id, order.id));
    expect(row!.state).toBe('on_the_way_to_pickup');
    expect((row!.history as { state: string }[]).filter((entry) => entry.state === 'on_the_way_to_pickup')).toHaveLength(1);
    // sent again: the first answer again
    const again = await change(through);
    expect([again.status, again.headers.get('idempotent-replayed')]).toEqual([200, 'true']);
  }, 60_000);
});
