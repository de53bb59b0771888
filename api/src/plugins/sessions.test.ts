import { eq } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, login, type TestApp } from '../test/app';
import { sessions, users } from '../db/schema';
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
});
