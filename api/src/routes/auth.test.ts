import { eq } from 'drizzle-orm';
import { SESSION_COOKIE, SESSION_LIMITS } from '@chargevalet/contract';
import { sessions } from '../db/schema';
import { hashSessionToken } from '../plugins/sessions';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, TestAgent, type TestApp } from '../test/app';

describe(`POST /login, POST /logout [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  it('signs in with the demo password: 200 with the user, httpOnly session cookie, new XSRF token', async () => {
    const agent = await csrf(t.app);
    const res = await agent.post('/login', { email: 'Manager@ChargeValet.test ', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({
      data: { id: expect.any(String), role: 'manager', first_name: 'Maria', last_name: 'Manager', email: 'manager@chargevalet.test', locale: 'de' },
    });
    const cookie = res.cookies.find((c) => c.name === SESSION_COOKIE)!;
    expect(cookie).toMatchObject({ httpOnly: true, sameSite: 'Lax', path: '/', maxAge: SESSION_LIMITS.manager.idleSeconds }); // a manager's: 30 minutes, renewed while used (issue 33)
    expect(cookie.secure).toBeFalsy();
    const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
    expect(xsrf).toMatchObject({ sameSite: 'Lax', maxAge: 7200 });
    expect(xsrf.httpOnly).toBeFalsy();
  });

  it('marks cookies Secure when the request came over TLS through a trusted proxy', async () => {
    const proxied = await createTestApp({ env: { TRUST_PROXY: 'true' } });
    try {
      const res = await proxied.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie', headers: { 'x-forwarded-proto': 'https' } });
      const xsrf = res.cookies.find((c) => c.name === 'XSRF-TOKEN')!;
      expect(xsrf.secure).toBe(true);
      const signedIn = await proxied.app.inject({
        method: 'POST',
        url: '/login',
        headers: { 'x-forwarded-proto': 'https', cookie: `XSRF-TOKEN=${xsrf.value}`, 'x-xsrf-token': xsrf.value },
        payload: { email: 'customer@chargevalet.test', password: DEMO_PASSWORD },
      });
      expect(signedIn.cookies.find((c) => c.name === SESSION_COOKIE)?.secure).toBe(true);
    } finally {
      await proxied.close();
    }
  });

  it('regenerates the session on login: the pre-login session id and CSRF token stop working (fixation)', async () => {
    const agent = await csrf(t.app);
    // an anonymous session exists once something belongs to the browser (here a registration code)
    expect((await agent.post('/email/verification/send', { email: 'fixation@example.de' })).statusCode).toBe(200);
    const anonymousToken = agent.cookies.get(SESSION_COOKIE)!;
    const anonymousXsrf = agent.xsrfToken!;
    const res = await agent.post('/login', { email: 'customer@chargevalet.test', password: DEMO_PASSWORD });
    expect(res.statusCode).toBe(200);
    expect(agent.cookies.get(SESSION_COOKIE)).not.toBe(anonymousToken);
    expect(agent.xsrfToken).not.toBe(anonymousXsrf);
    // the old row is gone
    expect(await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(anonymousToken)))).toHaveLength(0);
    // an attacker holding the old cookie is not signed in
    const attacker = new TestAgent(t.app);
    attacker.cookies.set(SESSION_COOKIE, anonymousToken);
    expect((await attacker.get('/api/user')).statusCode).toBe(401);
    // the old CSRF token is refused on the new session
    expect((await agent.post('/logout', undefined, { headers: { 'x-xsrf-token': anonymousXsrf } })).statusCode).toBe(419);
  });

  it('stores only the SHA-256 of the session token', async () => {
    const agent = await login(t.app, 'driver1@chargevalet.test');
    const token = agent.cookies.get(SESSION_COOKIE)!;
    expect(await t.db.select().from(sessions).where(eq(sessions.id, token))).toHaveLength(0);
    const [row] = await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(token)));
    expect(row?.userId).toEqual(expect.any(String));
    expect(row?.csrfToken).toBe(agent.xsrfToken);
  });

  describe('422 field errors, translated by the locale cookie', () => {
    it('German by default: invalid e-mail and missing password', async () => {
      const agent = await csrf(t.app);
      const res = await agent.post('/login', { email: 'not-an-email', password: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({
        message: 'Bitte gib eine gültige E-Mail-Adresse ein',
        errors: { email: ['Bitte gib eine gültige E-Mail-Adresse ein'], password: ['Bitte gib dein Passwort ein'] },
      });
    });

    it('English with locale=en; required e-mail', async () => {
      const agent = await csrf(t.app);
      agent.cookies.set('locale', 'en');
      const res = await agent.post('/login', { email: '', password: '' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['This field is required'], password: ['Please enter your password'] });
    });

    it('a missing body or wrong types are 422, not 500', async () => {
      const agent = await csrf(t.app);
      const missing = await agent.post('/login', {});
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['email', 'password']);
      const wrongTypes = await agent.post('/login', { email: 42, password: ['x'] });
      expect(wrongTypes.statusCode).toBe(422);
    });

    it('wrong password: errors.email "These credentials do not match our records." (en) and German', async () => {
      const agent = await csrf(t.app);
      agent.cookies.set('locale', 'en');
      const en = await agent.post('/login', { email: 'customer@chargevalet.test', password: 'WrongPassword1' });
      expect(en.statusCode).toBe(422);
      expect(en.json()).toEqual({
        message: 'These credentials do not match our records.',
        errors: { email: ['These credentials do not match our records.'] },
      });
      agent.cookies.set('locale', 'de');
      const de = await agent.post('/login', { email: 'customer@chargevalet.test', password: 'WrongPassword1' });
      expect(de.json().errors.email).toEqual(['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.']);
    });

    it('an unknown e-mail gets the same answer as a wrong password', async () => {
      const agent = await csrf(t.app);
      const res = await agent.post('/login', { email: 'nobody@chargevalet.test', password: DEMO_PASSWORD });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({ email: ['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'] });
    });
  });

  describe('rate limits', () => {
    it('429 with Retry-After after 5 failed attempts per IP + e-mail; other accounts are unaffected', async () => {
      const agent = await csrf(t.app);
      agent.cookies.set('locale', 'en');
      const email = 'driver2@chargevalet.test';
      for (let i = 0; i < 5; i += 1) {
        expect((await agent.post('/login', { email, password: `Wrong${i}Password` })).statusCode).toBe(422);
      }
      const blocked = await agent.post('/login', { email, password: DEMO_PASSWORD });
      expect(blocked.statusCode).toBe(429);
      const retryAfter = Number(blocked.headers['retry-after']);
      expect(retryAfter).toBeGreaterThan(0);
      expect(retryAfter).toBeLessThanOrEqual(60);
      expect(blocked.json().message).toBe(`Too many attempts. Please try again in ${retryAfter} seconds.`);
      // same e-mail from another IP, and another e-mail from this IP, still work
      const otherIp = await csrf(t.app);
      expect((await otherIp.post('/login', { email, password: DEMO_PASSWORD }, { remoteAddress: '203.0.113.9' })).statusCode).toBe(200);
      expect((await agent.post('/login', { email: 'driver3@chargevalet.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    });

    it('a successful login clears the failed-attempt counter', async () => {
      const agent = await csrf(t.app);
      const email = 'customer@chargevalet.test';
      const ip = { remoteAddress: '198.51.100.7' };
      for (let i = 0; i < 4; i += 1) await agent.post('/login', { email, password: 'Nope12345' }, ip);
      expect((await agent.post('/login', { email, password: DEMO_PASSWORD }, ip)).statusCode).toBe(200);
      for (let i = 0; i < 4; i += 1) expect((await agent.post('/login', { email, password: 'Nope12345' }, ip)).statusCode).toBe(422);
    });

    it('a wider per-IP limit answers 429 (German) with Retry-After', async () => {
      const strict = await createTestApp({ env: { LOGIN_IP_MAX: '3' } });
      try {
        const agent = await csrf(strict.app);
        for (let i = 0; i < 3; i += 1) {
          expect((await agent.post('/login', { email: `user${i}@chargevalet.test`, password: 'x' })).statusCode).toBe(422);
        }
        const res = await agent.post('/login', { email: 'user9@chargevalet.test', password: 'x' });
        expect(res.statusCode).toBe(429);
        expect(Number(res.headers['retry-after'])).toBeGreaterThan(0);
        expect(res.json().message).toMatch(/^Zu viele Versuche\. Bitte versuche es in \d+ Sekunden erneut\.$/);
      } finally {
        await strict.close();
      }
    });
  });

  describe('logout', () => {
    it('204, destroys the session and clears the cookies; /api/user is 401 afterwards', async () => {
      const agent = await login(t.app, 'manager@chargevalet.test');
      const token = agent.cookies.get(SESSION_COOKIE)!;
      expect((await agent.get('/api/user')).statusCode).toBe(200);
      const res = await agent.post('/logout');
      expect(res.statusCode).toBe(204);
      expect(res.body).toBe('');
      expect(agent.cookies.has(SESSION_COOKIE)).toBe(false);
      expect(await t.db.select().from(sessions).where(eq(sessions.id, hashSessionToken(token)))).toHaveLength(0);
      const replay = new TestAgent(t.app);
      replay.cookies.set(SESSION_COOKIE, token);
      expect((await replay.get('/api/user')).statusCode).toBe(401);
    });

    it('401 when not signed in (anonymous session with a valid CSRF token)', async () => {
      const agent = await csrf(t.app);
      const res = await agent.post('/logout');
      expect(res.statusCode).toBe(401);
      expect(res.json()).toEqual({ message: 'Unauthenticated.' });
    });
  });
});
