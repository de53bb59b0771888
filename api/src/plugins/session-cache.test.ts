import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsync } from 'fastify';
import { SESSION_COOKIE } from '@chargevalet/contract';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../test/app';
import { sessions, users } from '../db/schema';
import { hashSessionToken } from './sessions';

const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));

/** `check` until it holds, for at most two seconds (the channel's word arrives a moment after the commit). */
async function eventually(check: () => Promise<boolean>): Promise<boolean> {
  for (let i = 0; i < 100; i += 1) {
    if (await check()) return true;
    await sleep(20);
  }
  return false;
}

const sessionId = (agent: TestAgent) => hashSessionToken(agent.cookies.get(SESSION_COOKIE)!);

/** Two writes that change nothing: one on a route that says it keeps sessions (as a status change does), one not. */
const probeRoutes: FastifyPluginAsync = async (app) => {
  app.post('/api/test/keeps-sessions', { config: { keepsSessions: true } }, async (_request, reply) => reply.code(204).send());
  app.post('/api/test/other-write', async (_request, reply) => reply.code(204).send());
};

/**
 * Issue 32: an instance reuses the sessions it looked up (SESSION_CACHE_MS), and forgets one as soon as what it was
 * read from changes anywhere: the table triggers of drizzle/0029_session_cache.sql tell every instance.
 */
describe(`session cache [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SESSION_CACHE_MS: '60000' }, plugins: [probeRoutes] });
  });
  afterAll(() => t.close());

  /** Deletes the agent's session without telling anyone: as if the channel had lost the word (triggers off). */
  const deleteUnheard = (agent: TestAgent) =>
    t.db.transaction(async (tx) => {
      await tx.execute(sql`set local session_replication_role = replica`);
      await tx.delete(sessions).where(eq(sessions.id, sessionId(agent)));
    });
  const status = async (agent: TestAgent) => (await agent.get('/api/user')).statusCode;

  it('a signed-in request reuses the session its instance looked up: no session read while nothing changed', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect(await status(customer)).toBe(200);
    await deleteUnheard(customer);
    // served from the cache: the row is gone, and nothing said so
    expect(await status(customer)).toBe(200);
  });

  it('a deleted session is refused as soon as the table tells (sign-out on another instance, a password reset)', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect(await status(customer)).toBe(200);
    await t.db.delete(sessions).where(eq(sessions.id, sessionId(customer)));
    expect(await eventually(async () => (await status(customer)) === 401)).toBe(true);
  });

  it("a change of the session's user is seen at once: their name, and a new role rotates the session", async () => {
    const manager = await login(t.app, 'manager@chargevalet.test');
    const [row] = await t.db.select({ id: users.id, firstName: users.firstName }).from(users).where(eq(users.email, 'manager@chargevalet.test'));
    expect((await manager.get('/api/manager/orders')).statusCode).toBe(200);
    try {
      await t.db.update(users).set({ firstName: 'Renamed' }).where(eq(users.id, row!.id));
      expect(await eventually(async () => (await manager.get('/api/user')).json().data.first_name === 'Renamed')).toBe(true);
      await t.db.update(users).set({ role: 'customer' }).where(eq(users.id, row!.id));
      expect(await eventually(async () => (await manager.get('/api/manager/orders')).statusCode === 403)).toBe(true);
    } finally {
      await t.db.update(users).set({ role: 'manager', firstName: row!.firstName }).where(eq(users.id, row!.id));
    }
  });

  it('a write on this instance drops what it cached: the next read looks its session up again', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect(await status(customer)).toBe(200);
    await deleteUnheard(customer);
    const other = await login(t.app, 'manager@chargevalet.test');
    expect((await other.post('/logout')).statusCode).toBe(204);
    expect(await status(customer)).toBe(401);
  });

  it('a write on a route that keeps sessions (a status change, a position) leaves the cache; any other write empties it', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect(await status(customer)).toBe(200);
    await deleteUnheard(customer);
    expect((await customer.post('/api/test/keeps-sessions')).statusCode).toBe(204);
    expect(await status(customer)).toBe(200);
    expect((await customer.post('/api/test/other-write')).statusCode).toBe(204);
    expect(await status(customer)).toBe(401);
  });

  it('SESSION_CACHE_MS bounds what a change that was never told leaves behind', async () => {
    const short = await createTestApp({ env: { SESSION_CACHE_MS: '300' } });
    try {
      const customer = await login(short.app, 'customer@chargevalet.test');
      expect((await customer.get('/api/user')).statusCode).toBe(200);
      await short.db.transaction(async (tx) => {
        await tx.execute(sql`set local session_replication_role = replica`);
        await tx.delete(sessions).where(eq(sessions.id, sessionId(customer)));
      });
      expect((await customer.get('/api/user')).statusCode).toBe(200);
      await sleep(350);
      expect((await customer.get('/api/user')).statusCode).toBe(401);
    } finally {
      await short.close();
    }
  });

  (DB_DRIVER === 'postgres' ? it : it.skip)('while its listener is lost, an instance reuses no session (it would not hear of changes)', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    expect(await status(customer)).toBe(200);
    const name = t.database.target.replace(/^postgres:/, '');
    await t.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and query ilike 'listen%'`);
    await deleteUnheard(customer);
    expect(await eventually(async () => (await status(customer)) === 401)).toBe(true);
  });
});
