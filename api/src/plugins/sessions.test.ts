import { eq, sql } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, login, type TestApp } from '../test/app';
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
