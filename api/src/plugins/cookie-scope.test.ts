import { ConfigError, loadConfig } from '../config';
import { createTestApp, DB_DRIVER, login } from '../test/app';

/** Issue 11, findings 10 and 12: cookies for sibling hosts (COOKIE_DOMAIN), Secure and HSTS behind an https address. */
describe(`cookie scope and transport security [${DB_DRIVER}]`, () => {
  it('COOKIE_DOMAIN puts the session and XSRF cookies on the domain, for setting and for clearing', async () => {
    const t = await createTestApp({ config: { cookieDomain: 'chargevalet.test' } });
    try {
      const agent = await login(t.app, 'manager@chargevalet.test');
      const signedIn = await agent.post('/login', { email: 'manager@chargevalet.test', password: 'ChargeValet1' });
      const setCookies = [signedIn.headers['set-cookie']].flat().join('\n');
      expect(setCookies).toMatch(/cv_session=[^;\n]+;[^\n]*Domain=chargevalet\.test/);
      expect(setCookies).toMatch(/XSRF-TOKEN=[^;\n]+;[^\n]*Domain=chargevalet\.test/);
      const out = await agent.post('/logout', {});
      expect([out.headers['set-cookie']].flat().join('\n')).toMatch(/cv_session=;[^\n]*Domain=chargevalet\.test/);
      const anonymous = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect([anonymous.headers['set-cookie']].flat().join('\n')).toMatch(/XSRF-TOKEN=[^;\n]+;[^\n]*Domain=chargevalet\.test/);
    } finally {
      await t.close();
    }
  });

  it('without COOKIE_DOMAIN the cookies are host-only', async () => {
    const t = await createTestApp();
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect([res.headers['set-cookie']].flat().join('\n')).not.toMatch(/Domain=/);
    } finally {
      await t.close();
    }
  });

  it('reads and checks COOKIE_DOMAIN; an https PUBLIC_URL means Secure cookies and HSTS', async () => {
    expect(loadConfig({ COOKIE_DOMAIN: ' ChargeValet.de ' }).cookieDomain).toBe('chargevalet.de');
    expect(loadConfig({}).cookieDomain).toBeNull();
    expect(() => loadConfig({ COOKIE_DOMAIN: 'https://chargevalet.de/' })).toThrow(ConfigError);
    expect(loadConfig({ PUBLIC_URL: 'https://chargevalet.de' }).secureCookies).toBe(true);
    expect(loadConfig({ PUBLIC_URL: 'http://localhost:8080' }).secureCookies).toBe('auto');

    const t = await createTestApp({ config: { secureCookies: true } });
    try {
      const res = await t.app.inject({ method: 'GET', url: '/sanctum/csrf-cookie' });
      expect(res.headers['strict-transport-security']).toMatch(/max-age=\d+/);
      expect([res.headers['set-cookie']].flat().join('\n')).toMatch(/XSRF-TOKEN=[^\n]*Secure/);
    } finally {
      await t.close();
    }
  });
});
