import { eq, sql } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../plugins/sessions';
import { createTestApp, DB_DRIVER, login, TestAgent, type TestApp } from '../test/app';

describe(`GET /api/user [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('401 { message } when signed out', async () => {
    const res = await new TestAgent(t.app).get('/api/user');
    expect(res.statusCode).toBe(401);
    expect(res.json()).toEqual({ message: 'Unauthenticated.' });
  });

  it('?optional=1: 200 { data: null } when signed out, the user when signed in', async () => {
    const anonymous = await new TestAgent(t.app).get('/api/user?optional=1');
    expect(anonymous.statusCode).toBe(200);
    expect(anonymous.json()).toEqual({ data: null });
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect((await customer.get('/api/user?optional=1')).json().data.email).toBe('customer@chargevalet.test');
  });

  it('401 with an unknown session cookie', async () => {
    const agent = new TestAgent(t.app);
    agent.cookies.set('cv_session', 'forged-token');
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });

  it.each([
    ['manager@chargevalet.test', 'manager', 'Maria', 'Manager'],
    ['driver1@chargevalet.test', 'driver', 'Daniel', 'Fahrer'],
    ['customer@chargevalet.test', 'customer', 'Clara', 'Kundin'],
  ])('%s: 200 with role %s and names', async (email, role, firstName, lastName) => {
    const agent = await login(t.app, email);
    const res = await agent.get('/api/user');
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ data: { id: expect.any(String), role, first_name: firstName, last_name: lastName, email, locale: 'de' } });
  });

  it('401 once the session has expired in the database', async () => {
    const agent = await login(t.app, 'customer@chargevalet.test');
    expect((await agent.get('/api/user')).statusCode).toBe(200);
    const id = hashSessionToken(agent.cookies.get('cv_session')!);
    await t.db.update(sessions).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(sessions.id, id));
    expect((await agent.get('/api/user')).statusCode).toBe(401);
  });
});
