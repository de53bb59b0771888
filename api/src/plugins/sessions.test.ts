import { eq, sql } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_LIMITS } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, type TestAgent, type TestApp } from '../test/app';
import { hashPassword } from '../lib/passwords';
import { send } from '../db/pipeline';
import { sessions, users } from '../db/schema';
import { hashSessionToken, sessionLookup } from './sessions';
import { NOW, setClock } from '../services/orders/test-fixtures';

/** The lookup every signed-in request makes: found while valid, last_seen touched at most once a minute. */
describe(`session lookup [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('touches last_seen only when it is more than a minute old, and ends at expires_at', async () => {
    setClock(t.app, NOW);
    const customer = await login(t.app, 'customer@chargevalet.test');
    const [user] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@chargevalet.test'));
    const session = async () => (await t.db.select().from(sessions).where(eq(sessions.userId, user!.id)))[0]!;
    // last_seen from the app's clock (the column's default is the database's own clock, which a test run may move)
    await t.db.update(sessions).set({ lastSeen: NOW }).where(eq(sessions.userId, user!.id));
    const signedIn = await session();

    setClock(t.app, new Date(signedIn.lastSeen.getTime() + 59_000));
    expect((await customer.get('/api/user')).statusCode).toBe(200);
    expect((await session()).lastSeen).toEqual(signedIn.lastSeen);

    const later = new Date(signedIn.lastSeen.getTime() + 61_000);
    setClock(t.app, later);
    expect((await customer.get('/api/user')).statusCode).toBe(200);
    expect((await session()).lastSeen).toEqual(later);

    setClock(t.app, new Date(signedIn.expiresAt.getTime() + 1));
    expect((await customer.get('/api/user')).statusCode).toBe(401);
  });

  it('finds the user by its primary key, not by reading the users table whole (db/client PLANNER_SETTINGS)', async () => {
    // 150 accounts (the bench has 205): with PostgreSQL's default random_page_cost (4) the lookup hash-joins a scan of
    // every user up to about 250 of them
    await t.db.execute(sql`insert into users (first_name, last_name, email)
                           select 'Plan', 'Probe ' || i, 'plan-probe-' || i || '@example.de' from generate_series(1, 150) as i`);
    await t.db.execute(sql`analyze users`);
    await t.db.execute(sql`analyze sessions`);
    const lookup = sessionLookup(hashSessionToken('any token'), NOW);
    const plan = (await send<{ 'QUERY PLAN': string }>(t.db, { text: `explain ${lookup.text}`, values: lookup.values }))
      .map((row) => row['QUERY PLAN'])
      .join('\n');
    expect(plan).toMatch(/Index Scan using users_pkey/);
    expect(plan).not.toMatch(/Seq Scan on users/);
  });
});

/** Issue 33: idle timeout and absolute lifetime per role, a new id at sign-in and when the role changed. */
describe(`session limits per role [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const at = (ms: number) => setClock(t.app, new Date(NOW.getTime() + ms));
  const MIN = 60_000;
  const HOUR = 60 * MIN;
  const DAY = 24 * HOUR;
  const signedIn = async (agent: TestAgent) => (await agent.get('/api/user')).statusCode === 200;

  it.each(['manager', 'driver1'])('%s (staff): ends after 30 minutes without a request, however long the shift', async (who) => {
    at(0);
    const staff = await login(t.app, `${who}@chargevalet.test`);
    at(29 * MIN);
    expect(await signedIn(staff)).toBe(true);
    at(58 * MIN);
    expect(await signedIn(staff)).toBe(true);
    at(58 * MIN + SESSION_LIMITS.manager.idleSeconds * 1000 + MIN);
    expect(await signedIn(staff)).toBe(false);
  });

  it('staff: ends 12 hours after sign-in even when used all along; the cookie never outlives either limit', async () => {
    at(0);
    const manager = await login(t.app, 'manager@chargevalet.test');
    const cookie = (await manager.get('/api/user')).headers['set-cookie'];
    expect(cookie).toBeUndefined(); // touched at most once a minute
    for (let minute = 20; minute < 12 * 60; minute += 20) {
      at(minute * MIN);
      const res = await manager.get('/api/user');
      expect([minute, res.statusCode]).toEqual([minute, 200]);
      const maxAge = Number(/Max-Age=(\d+)/.exec(String(res.headers['set-cookie']))?.[1]);
      expect(maxAge).toBeLessThanOrEqual(Math.min(SESSION_LIMITS.manager.idleSeconds, 12 * 3600 - minute * 60));
    }
    at(12 * HOUR + 1000);
    expect(await signedIn(manager)).toBe(false);
  });

  it('customers: stay signed in while they come back within 30 days; 30 days away ends it', async () => {
    at(0);
    const customer = await login(t.app, 'customer@chargevalet.test');
    at(29 * DAY);
    expect(await signedIn(customer)).toBe(true);
    at(58 * DAY);
    expect(await signedIn(customer)).toBe(true);
    at(58 * DAY + SESSION_LIMITS.customer.idleSeconds * 1000 + MIN);
    expect(await signedIn(customer)).toBe(false);
  });

  it('sign-in issues a new session id: the anonymous one before is gone', async () => {
    at(0);
    const agent = await csrf(t.app);
    // a guest's session (a registration code, a checkout): made by the first request that needs one
    const before = await t.db.select({ id: sessions.id }).from(sessions);
    await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD });
    const token = agent.cookies.get(SESSION_COOKIE)!;
    expect(await signedIn(agent)).toBe(true);
    const after = (await t.db.select({ id: sessions.id }).from(sessions)).map((row) => row.id);
    expect(after).toContain(hashSessionToken(token));
    expect(before.map((row) => row.id)).not.toContain(hashSessionToken(token));
  });

  it('a changed role rotates the session: a new id with the new role’s limits, the old token no longer works', async () => {
    at(0);
    const [user] = await t.db
      .insert(users)
      .values({ email: 'promoted@chargevalet.test', role: 'customer', locale: 'en', firstName: 'Pro', lastName: 'Moted', passwordHash: await hashPassword(DEMO_PASSWORD), emailVerifiedAt: NOW })
      .returning({ id: users.id });
    const agent = await login(t.app, 'promoted@chargevalet.test');
    const oldToken = agent.cookies.get(SESSION_COOKIE)!;
    await t.db.update(users).set({ role: 'manager' }).where(eq(users.id, user!.id));
    at(MIN);
    const res = await agent.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toMatchObject({ data: { role: 'manager' } });
    const newToken = agent.cookies.get(SESSION_COOKIE)!;
    expect(newToken).not.toBe(oldToken);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(newToken)));
    expect(row).toMatchObject({ role: 'manager', idleSeconds: SESSION_LIMITS.manager.idleSeconds });
    expect(row!.expiresAt.getTime()).toBe(NOW.getTime() + MIN + SESSION_LIMITS.manager.lifetimeSeconds * 1000);
    expect(await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(oldToken)))).toHaveLength(0);
    // the page's next change carries the new CSRF token from its cookie
    expect(agent.xsrfToken).toBe(row!.csrfToken);
  });
});
