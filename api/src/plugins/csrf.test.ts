import type { FastifyPluginAsync } from 'fastify';
import { count, eq } from 'drizzle-orm';
import { sessions } from '../db/schema';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, TestAgent, type TestApp } from '../test/app';

/** Probe routes: one protected POST, one exempt through `config.csrf: false` (as a payment webhook would be). */
const probes: FastifyPluginAsync = async (app) => {
  app.post('/test/protected', async () => ({ ok: true }));
  app.delete('/test/protected', async () => ({ ok: true }));
  app.post('/test/webhook', { config: { csrf: false } }, async () => ({ ok: true }));
};

describe(`CSRF (Sanctum style) [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ plugins: [probes] });
  });
  afterAll(() => t.close());

  it('GET /sanctum/csrf-cookie: 204, XSRF-TOKEN readable by the page (not httpOnly), Lax, 2 hours', async () => {
    const agent = new TestAgent(t.app);
    const res = await agent.get('/sanctum/csrf-cookie');
    expect(res.statusCode).toBe(204);
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(xsrf.value.length).toBeGreaterThanOrEqual(32);
    expect(xsrf).toMatchObject({ sameSite: 'Lax', maxAge: 7200, path: '/' });
    expect(xsrf.httpOnly).toBeFalsy();
  });

  it('anonymous visitors cost no session row: the token is signed, and a forged, expired or uncookied one is refused', async () => {
    const rows = async () => (await t.db.select({ n: count() }).from(sessions))[0]!.n;
    const before = await rows();
    const visitors = await Promise.all(Array.from({ length: 20 }, () => csrf(t.app)));
    expect(await rows()).toBe(before);
    expect(visitors.every((agent) => !agent.cookies.has('cv_session'))).toBe(true);
    // the signed token passes the check (the login itself then creates the session)
    const res = await visitors[0]!.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    const token = visitors[1]!.xsrfToken!;
    const [nonce, expiry, mac] = token.split('.');
    for (const forged of [`${nonce}.${Number(expiry) + 3600}.${mac}`, `${nonce}.${expiry}.${mac!.slice(0, -2)}xx`, 'a.b.c']) {
      const agent = new TestAgent(t.app);
      agent.cookies.set('XSRF-TOKEN', forged);
      expect((await agent.post('/test/protected', {})).statusCode).toBe(419);
    }
    // header without the cookie: refused (double submit)
    expect((await t.app.inject({ method: 'POST', url: '/test/protected', headers: { 'x-xsrf-token': token }, payload: {} })).statusCode).toBe(419);
    expect((await visitors[1]!.post('/test/protected', {})).statusCode).toBe(200);
    expect(await rows()).toBe(before + 1);
  });

  it('a session made for an anonymous browser keeps its token and lasts a day; expired sessions are pruned', async () => {
    const agent = await csrf(t.app);
    const token = agent.xsrfToken;
    const res = await agent.post('/email/verification/send', { email: 'someone.new@example.de' });
    expect(res.statusCode).toBe(200);
    expect(res.cookies.find((c) => c.name === 'cv_session')).toMatchObject({ maxAge: 24 * 60 * 60, httpOnly: true });
    expect(agent.xsrfToken).toBe(token);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.csrfToken, token!));
    expect(row!.expiresAt.getTime() - Date.now()).toBeLessThanOrEqual(24 * 60 * 60 * 1000);
    expect((await agent.post('/test/protected', {})).statusCode).toBe(200);

    await t.db.update(sessions).set({ expiresAt: new Date(Date.now() - 1000) }).where(eq(sessions.id, row!.id));
    await t.app.sessions.prune();
    expect(await t.db.select().from(sessions).where(eq(sessions.id, row!.id))).toEqual([]);
  });

  it('keeps the same token for the same session on a second call', async () => {
    const agent = await csrf(t.app);
    const first = agent.xsrfToken;
    await agent.fetchCsrf();
    expect(agent.xsrfToken).toBe(first);
  });

  it('419 without any session, even with a header', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/login', headers: { 'x-xsrf-token': 'abc' }, payload: { email: 'a@b.cd', password: 'x' } });
    expect(res.statusCode).toBe(419);
  });

  it('419 when the header is missing, checked before body validation (invalid body still 419)', async () => {
    const agent = await csrf(t.app);
    agent.cookies.set('locale', 'en');
    const valid = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD }, { csrf: false });
    expect(valid.statusCode).toBe(419);
    expect(valid.json()).toEqual({ message: 'Your session has expired. Please reload the page and try again.' });
    const invalid = await agent.post('/login', { email: 'nope' }, { csrf: false });
    expect(invalid.statusCode).toBe(419);
    const malformed = await agent.request({ method: 'POST', url: '/login', payload: '{not json', headers: { 'content-type': 'application/json' }, csrf: false });
    expect(malformed.statusCode).toBe(419);
  });

  it('419 (not 500) with a token that is not valid URL encoding', async () => {
    const agent = await csrf(t.app);
    for (const token of ['%E0%A4%A', '%', '%ZZ']) {
      const res = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD }, { headers: { 'x-xsrf-token': token } });
      expect(res.statusCode).toBe(419);
    }
  });

  it('419 with a wrong token, and with another session\'s token', async () => {
    const agent = await csrf(t.app);
    const other = await csrf(t.app);
    const wrong = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD }, { headers: { 'x-xsrf-token': 'wrong' } });
    expect(wrong.statusCode).toBe(419);
    const foreign = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD }, { headers: { 'x-xsrf-token': other.xsrfToken! } });
    expect(foreign.statusCode).toBe(419);
    expect(wrong.json().message).toBe('Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.');
  });

  it('applies to every mutating method, not to GET', async () => {
    const agent = await login(t.app, 'customer@chargevalet.test');
    expect((await agent.post('/test/protected', {}, { csrf: false })).statusCode).toBe(419);
    expect((await agent.delete('/test/protected', undefined, { csrf: false })).statusCode).toBe(419);
    expect((await agent.post('/test/protected', {})).statusCode).toBe(200);
    expect((await agent.get('/api/user')).statusCode).toBe(200);
  });

  it('login answers with the rotated XSRF-TOKEN cookie, which the next call must use', async () => {
    const agent = await csrf(t.app);
    const before = agent.xsrfToken!;
    const res = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD });
    const rotated = res.cookies.find((c) => c.name === 'XSRF-TOKEN')?.value;
    expect(rotated).toBeDefined();
    expect(rotated).not.toBe(before);
    expect((await agent.post('/test/protected', {})).statusCode).toBe(200);
  });

  it('routes flagged csrf: false are exempt (webhooks)', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/test/webhook', payload: {} });
    expect(res.statusCode).toBe(200);
  });

  it('unknown routes answer 404, not 419', async () => {
    const res = await t.app.inject({ method: 'POST', url: '/no/such/route', payload: {} });
    expect(res.statusCode).toBe(404);
  });
});
