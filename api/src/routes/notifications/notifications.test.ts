import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { eq } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { notificationPaths, NOTIFICATIONS_PAGE_SIZE, ROLES, type Notification, type Role } from '@chargevalet/contract';
import { buildApp } from '../../app';
import type { Db } from '../../db/client';
import { notifications, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { notify } from '../../services/notifications/notify';
import { clockAt, guestInput, NOW, orderInput, setClock } from '../../services/orders/test-fixtures';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, type TestAgent, type TestApp } from '../../test/app';

const ORDER = { id: '00000000-0000-4000-8000-000000000001', identity: 'CV-TEST42' };

describe(`notifications [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const ids: Record<string, string> = {};
  const agents: Record<'anonymous' | 'customerA' | 'customerB' | 'driver' | 'manager', TestAgent> = {} as never;

  const addUser = async (email: string, role: Role, locale: 'de' | 'en') => {
    const [row] = await t.db
      .insert(users)
      .values({ email, role, locale, firstName: 'Test', lastName: 'Person', passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: NOW })
      .returning({ id: users.id });
    return row!.id;
  };
  const idOf = async (email: string) => (await t.db.select({ id: users.id }).from(users).where(eq(users.email, email)))[0]!.id;
  const rowsOf = (userId: string) => t.db.select().from(notifications).where(eq(notifications.userId, userId));
  const clear = () => t.db.delete(notifications);

  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    ids.customerA = await idOf('customer@chargevalet.test');
    ids.customerB = await addUser('customer-b@chargevalet.test', 'customer', 'en');
    ids.driver = await idOf('driver1@chargevalet.test');
    ids.manager = await idOf('manager@chargevalet.test');
    ids.managerEn = await addUser('manager-en@chargevalet.test', 'manager', 'en');
    agents.anonymous = await csrf(t.app);
    agents.customerA = await login(t.app, 'customer@chargevalet.test');
    agents.customerB = await login(t.app, 'customer-b@chargevalet.test');
    agents.driver = await login(t.app, 'driver1@chargevalet.test');
    agents.manager = await login(t.app, 'manager@chargevalet.test');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(async () => {
    setClock(t.app, NOW);
    await clear();
  });

  describe('authorization of every call', () => {
    const who = ['anonymous', 'customerA', 'driver', 'manager'] as const;
    const roleOf = { anonymous: null, customerA: 'customer', driver: 'driver', manager: 'manager' } as const;
    const calls = (role: Role) => {
      const paths = notificationPaths(role);
      return [
        ['GET', paths.list],
        ['GET', paths.ifNew],
        ['POST', paths.ackNew],
        ['POST', paths.read(ORDER.id)], // not theirs (no such row): 404 for the right role
        ['GET', paths.stream],
      ] as const;
    };
    const cases = ROLES.flatMap((role) => who.flatMap((caller) => calls(role).map(([method, url]) => [caller, method, url, role] as const)));

    it.each(cases)('%s %s %s', async (caller, method, url, role) => {
      const own = roleOf[caller] === role;
      if (own && url.endsWith('/stream')) return; // a granted stream stays open: tested over HTTP below
      const agent = agents[caller];
      const res = method === 'GET' ? await agent.get(url) : await agent.post(url);
      const expected = caller === 'anonymous' ? 401 : !own ? 403 : url.includes('/read/') ? 404 : 200;
      expect(res.statusCode).toBe(expected);
    });
  });

  it('notify(): one row per recipient (ids or role), text in each recipient’s language, link per role', async () => {
    const stored = await notify(t.app, { role: 'manager', userIds: [ids.driver!, ids.customerB!], kind: 'order_status_changed', order: ORDER, data: { status: 'charging' } });
    expect(stored).toBe(4);
    const [managerDe] = await rowsOf(ids.manager!);
    const [managerEn] = await rowsOf(ids.managerEn!);
    const [driver] = await rowsOf(ids.driver!);
    const [customerB] = await rowsOf(ids.customerB!);
    expect(managerDe).toMatchObject({ kind: 'order_status_changed', text: 'Auftrag CV-TEST42: Wird geladen.', link: `/orders/${ORDER.id}`, orderId: ORDER.id, orderIdentity: ORDER.identity, createdAt: NOW, readAt: null, data: { status: 'charging' } });
    expect(managerEn!.text).toBe('Order CV-TEST42: Charging.');
    expect(driver).toMatchObject({ text: 'Auftrag CV-TEST42: Wird geladen.', link: '/orders/CV-TEST42' });
    expect(customerB).toMatchObject({ text: 'Order CV-TEST42: Charging.', link: `/orders/${ORDER.id}` });
    expect(await rowsOf(ids.customerA!)).toEqual([]);
    expect(await notify(t.app, { kind: 'order_created', order: ORDER })).toBe(0); // no recipient named
  });

  it('notify() inside a transaction that rolls back leaves nothing behind', async () => {
    await expect(
      t.db.transaction(async (tx) => {
        await notify(t.app, { role: 'manager', kind: 'payment_failed', order: ORDER }, { tx: tx as unknown as Db });
        throw new Error('rolled back');
      }),
    ).rejects.toThrow('rolled back');
    expect(await rowsOf(ids.manager!)).toEqual([]);
  });

  it('lists newest first, 20 a page, { data, meta }; a bad page is a translated 422', async () => {
    for (let i = 0; i < NOTIFICATIONS_PAGE_SIZE + 5; i += 1) {
      setClock(t.app, new Date(NOW.getTime() + i * 60_000));
      await notify(t.app, { userIds: [ids.customerA!], kind: 'order_status_changed', order: ORDER, data: { status: 'assigned', n: i } });
    }
    await notify(t.app, { userIds: [ids.customerB!], kind: 'rate_request', order: ORDER });
    const paths = notificationPaths('customer');
    const first = await agents.customerA.get(`${paths.list}?page=1`);
    expect(first.statusCode).toBe(200);
    const body = first.json() as { data: Notification[]; meta: unknown };
    expect(body.meta).toEqual({ page: 1, pageSize: NOTIFICATIONS_PAGE_SIZE, total: 25, unread: 25 });
    expect(body.data).toHaveLength(NOTIFICATIONS_PAGE_SIZE);
    expect(body.data[0]).toMatchObject({ kind: 'order_status_changed', data: { n: 24 }, order_identity: ORDER.identity, read_at: null, text: 'Auftrag CV-TEST42: Fahrer zugewiesen.' });
    const second = (await agents.customerA.get(`${paths.list}?page=2`)).json() as { data: Notification[] };
    expect(second.data.map((n) => n.data.n)).toEqual([4, 3, 2, 1, 0]);
    expect((await agents.customerA.get(paths.list)).json().meta.page).toBe(1);

    for (const page of ['0', 'x', '1.5', '-1']) {
      const res = await agents.customerA.get(`${paths.list}?page=${page}`);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ page: ['Die Seite muss eine ganze Zahl ab 1 sein'] });
    }
    agents.customerA.cookies.set('locale', 'en');
    try {
      expect((await agents.customerA.get(`${paths.list}?page=0`)).json().errors.page).toEqual(['The page must be a whole number from 1']);
    } finally {
      agents.customerA.cookies.delete('locale');
    }
  });

  it('if-new, ack-new and read: the bell’s numbers; someone else’s id is 404, a malformed id 422', async () => {
    const paths = notificationPaths('customer');
    expect((await agents.customerA.get(paths.ifNew)).json()).toEqual({ has_new: false, unread: 0 });
    await notify(t.app, { userIds: [ids.customerA!], kind: 'order_status_changed', order: ORDER, data: { status: 'assigned' } });
    await notify(t.app, { userIds: [ids.customerA!], kind: 'rate_request', order: ORDER });
    expect((await agents.customerA.get(paths.ifNew)).json()).toEqual({ has_new: true, unread: 2 });

    setClock(t.app, new Date(NOW.getTime() + 60_000));
    expect((await agents.customerA.post(paths.ackNew)).json()).toEqual({ has_new: false, unread: 2 });
    expect((await agents.customerA.get(paths.ifNew)).json()).toEqual({ has_new: false, unread: 2 });
    await notify(t.app, { userIds: [ids.customerA!], kind: 'order_cancelled', order: ORDER });
    expect((await agents.customerA.get(paths.ifNew)).json()).toEqual({ has_new: true, unread: 3 });

    const [mine] = await rowsOf(ids.customerA!);
    const read = await agents.customerA.post(paths.read(mine!.id));
    expect(read.statusCode).toBe(200);
    expect(read.json().data).toMatchObject({ id: mine!.id, read_at: new Date(NOW.getTime() + 60_000).toISOString() });
    setClock(t.app, new Date(NOW.getTime() + 120_000));
    expect((await agents.customerA.post(paths.read(mine!.id))).json().data.read_at).toBe(read.json().data.read_at); // first read kept
    expect((await agents.customerA.get(paths.ifNew)).json().unread).toBe(2);

    const other = await agents.customerB.post(paths.read(mine!.id));
    expect(other.statusCode).toBe(404);
    expect(other.json()).toEqual({ message: 'Benachrichtigung nicht gefunden.' });
    const malformed = await agents.customerA.post(paths.read('not-a-uuid'));
    expect(malformed.statusCode).toBe(422);
    expect(malformed.json().errors).toEqual({ id: ['Diese Kennung ist ungültig'] });
    expect((await agents.customerB.get(paths.ifNew)).json()).toEqual({ has_new: false, unread: 0 });
  });

  it('a new order tells every manager, each in their language: free placement and a completed card checkout (once)', async () => {
    const placed = await agents.customerA.post('/api/free-order/place', orderInput({ payment_method: { method_code: 'free' }, discount_code: 'firstorder' }));
    expect(placed.statusCode).toBe(201);
    const order = placed.json().data as { id: string; identity: string };
    expect(await rowsOf(ids.manager!)).toEqual([expect.objectContaining({ kind: 'order_created', orderId: order.id, text: `Neuer Auftrag ${order.identity} ist eingegangen.`, link: `/orders/${order.id}` })]);
    expect((await rowsOf(ids.managerEn!))[0]!.text).toBe(`New order ${order.identity} has arrived.`);
    expect(await rowsOf(ids.customerA!)).toEqual([]);
    expect(await rowsOf(ids.driver!)).toEqual([]);

    await clear();
    const guest = await csrf(t.app);
    const started = (await guest.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date: '2026-11-28', time: '11:00' } }))).json().data;
    expect(await rowsOf(ids.manager!)).toEqual([]); // not yet paid: not a new order
    await guest.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: '4242 4242 4242 4242', expiry: '12/30', cvc: '123' });
    const complete = () => guest.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id, orderData: {} });
    expect((await complete()).statusCode).toBe(200);
    expect((await complete()).statusCode).toBe(200);
    expect(await rowsOf(ids.manager!)).toEqual([expect.objectContaining({ kind: 'order_created', orderIdentity: started.order_identity })]);
  });

  describe('the stream (real HTTP)', () => {
    let second: FastifyInstance;
    const base: Record<'first' | 'second', string> = { first: '', second: '' };
    beforeAll(async () => {
      await t.app.listen({ port: 0, host: '127.0.0.1' });
      // A second API instance on the same database: a notification made on the first reaches its streams.
      second = await buildApp({ config: t.config, database: t.database, plugins: [clockAt(t.app.clock.now())] });
      await second.listen({ port: 0, host: '127.0.0.1' });
      base.first = `http://127.0.0.1:${(t.app.server.address() as AddressInfo).port}`;
      base.second = `http://127.0.0.1:${(second.server.address() as AddressInfo).port}`;
    });
    afterAll(() => second.close());

    /** Opens the stream with the agent's cookies; `next(text)` resolves once the bytes so far contain `text`. */
    const open = (agent: TestAgent, url: string, headers: Record<string, string> = {}) =>
      new Promise<{ status: number; type: string | undefined; received: () => string; next: (text: string) => Promise<string>; ended: Promise<void>; close: () => void }>((resolve, reject) => {
        const request = http.get(url, { headers: { ...headers, cookie: [...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ') } }, (response) => {
          let bytes = '';
          const waiting: { text: string; done: (all: string) => void }[] = [];
          response.setEncoding('utf8');
          response.on('data', (chunk: string) => {
            bytes += chunk;
            for (const wait of [...waiting]) if (bytes.includes(wait.text)) wait.done(bytes);
          });
          const ended = new Promise<void>((done) => response.on('close', done));
          resolve({
            status: response.statusCode ?? 0,
            type: response.headers['content-type'],
            received: () => bytes,
            next: (text) => (bytes.includes(text) ? Promise.resolve(bytes) : new Promise((done) => waiting.push({ text, done }))),
            ended,
            close: () => request.destroy(),
          });
        });
        request.on('error', reject);
      });

    it('delivers each new notification of that user as an SSE event, on this instance and another; not others’', async () => {
      const paths = notificationPaths('customer');
      const here = await open(agents.customerA, base.first + paths.stream);
      const there = await open(agents.customerA, base.second + paths.stream);
      const otherUser = await open(agents.customerB, base.first + paths.stream);
      expect(here.status).toBe(200);
      expect(here.type).toMatch(/^text\/event-stream/);
      await Promise.all([here.next(': connected'), there.next(': connected'), otherUser.next(': connected')]);

      await notify(t.app, { userIds: [ids.customerA!], kind: 'order_status_changed', order: ORDER, data: { status: 'charging' } });
      const bytes = await here.next('event: notification');
      const data = /data: (.*)\n\n/.exec(bytes)![1]!;
      expect(JSON.parse(data)).toMatchObject({ kind: 'order_status_changed', text: 'Auftrag CV-TEST42: Wird geladen.', link: `/orders/${ORDER.id}`, read_at: null });
      await there.next('event: notification');

      // customer B's stream got nothing; its own notification does arrive
      await notify(t.app, { userIds: [ids.customerB!], kind: 'rate_request', order: ORDER });
      expect(await otherUser.next('event: notification')).toContain('Rate order CV-TEST42');
      expect(otherUser.received().match(/event: notification/g)).toHaveLength(1);
      for (const stream of [here, there, otherUser]) stream.close();
    });

    it('reopened with Last-Event-ID, replays what was missed (oldest first, on any instance), then goes on live (issue 33)', async () => {
      const paths = notificationPaths('customer');
      const made: string[] = [];
      for (const [second, status] of [[0, 'assigned'], [1, 'on_the_way_to_pickup'], [2, 'charging']] as const) {
        setClock(t.app, new Date(NOW.getTime() + second * 1000));
        await notify(t.app, { userIds: [ids.customerA!], kind: 'order_status_changed', order: ORDER, data: { status } });
        made.push((await t.db.select({ id: notifications.id, at: notifications.createdAt }).from(notifications).where(eq(notifications.userId, ids.customerA!))).sort((a, b) => a.at.getTime() - b.at.getTime()).at(-1)!.id);
      }
      await notify(t.app, { userIds: [ids.customerB!], kind: 'rate_request', order: ORDER });
      const eventIds = (text: string) => [...text.matchAll(/^id: (.+)$/gm)].map((match) => match[1]);

      // the browser saw the first one, then the instance died: the other instance replays the second and third
      const resumed = await open(agents.customerA, base.second + paths.stream, { 'last-event-id': made[0]! });
      await resumed.next(`id: ${made[2]}`);
      expect(eventIds(resumed.received())).toEqual([made[1], made[2]]);
      // and then live
      await notify(t.app, { userIds: [ids.customerA!], kind: 'rate_request', order: ORDER });
      const live = (await rowsOf(ids.customerA!)).find((row) => row.kind === 'rate_request')!.id;
      await resumed.next(`id: ${live}`);
      expect(eventIds(resumed.received())).toEqual([made[1], made[2], live]);
      resumed.close();

      // an unknown id, a malformed one and another user's replay nothing
      const otherUsers = (await rowsOf(ids.customerB!))[0]!.id;
      for (const lastEventId of ['00000000-0000-4000-8000-00000000dead', 'not-an-id', otherUsers]) {
        const stream = await open(agents.customerA, base.first + paths.stream, { 'last-event-id': lastEventId });
        await stream.next(': connected');
        await new Promise((resolve) => setTimeout(resolve, 100));
        expect([lastEventId, eventIds(stream.received())]).toEqual([lastEventId, []]);
        stream.close();
      }
    });

    it('ends when the session signs out (on any instance); the other role’s stream is refused', async () => {
      const manager = await login(t.app, 'manager@chargevalet.test');
      const stream = await open(manager, base.second + notificationPaths('manager').stream);
      await stream.next(': connected');
      expect((await open(manager, base.first + notificationPaths('driver').stream)).status).toBe(403);
      expect((await open(await csrf(t.app), base.first + notificationPaths('manager').stream)).status).toBe(401);
      expect((await manager.post('/logout')).statusCode).toBe(204);
      await stream.ended;
    });

    it('an instance shutting down ends its streams with a hint to reconnect soon (issue 33)', async () => {
      const closing = await buildApp({ config: t.config, database: t.database, plugins: [clockAt(t.app.clock.now())] });
      await closing.listen({ port: 0, host: '127.0.0.1' });
      const stream = await open(agents.customerA, `http://127.0.0.1:${(closing.server.address() as AddressInfo).port}${notificationPaths('customer').stream}`);
      await stream.next(': connected');
      await closing.close();
      await stream.ended;
      expect(stream.received()).toMatch(/retry: 1000\n: closing\n\n$/);
    });

    it('sends a heartbeat comment', async () => {
      jest.useFakeTimers({ doNotFake: ['nextTick', 'setImmediate', 'queueMicrotask'] });
      try {
        const stream = await open(agents.driver, base.first + notificationPaths('driver').stream);
        await stream.next(': connected');
        jest.advanceTimersByTime(25_000);
        await stream.next(': ping');
        stream.close();
      } finally {
        jest.useRealTimers();
      }
    });
  });
});
