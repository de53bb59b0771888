import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';

describe(`health, remotes map and API docs [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { REMOTE_MANAGER_URL: 'https://staff.example.test/mfe-manager/mf-manifest.json' } });
  });
  afterAll(() => t.close());

  it('GET /health answers ok after SELECT 1 on the database', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
  });

  it('GET /health answers 503 when the database is gone', async () => {
    const ping = jest.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    expect(res.statusCode).toBe(503);
    expect(res.json()).toEqual({ status: 'error', db: 'error' });
    ping.mockRestore();
  });

  it('GET /ready answers ok while the instance serves, 503 when the database is gone', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).json()).toEqual({ status: 'ok', db: 'ok' });
    const ping = jest.spyOn(t.database, 'ping').mockRejectedValueOnce(new Error('connection refused'));
    expect((await t.app.inject({ method: 'GET', url: '/ready' })).statusCode).toBe(503);
    ping.mockRestore();
  });

  it('GET /remotes.json lists the four manifests from configuration (defaults under /remotes/<name>/)', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/remotes.json' });
    expect(res.statusCode).toBe(200);
    expect(res.headers['cache-control']).toBe('no-cache');
    expect(res.json()).toEqual({
      booking: '/remotes/booking/mf-manifest.json',
      profile: '/remotes/profile/mf-manifest.json',
      manager: 'https://staff.example.test/mfe-manager/mf-manifest.json',
      driver: '/remotes/driver/mf-manifest.json',
    });
  });

  it('admits the configured remote origins in the Content-Security-Policy, and no third party that is not configured', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/health' });
    const csp = String(res.headers['content-security-policy']);
    expect(csp).toMatch(/script-src 'self'[^;]*https:\/\/staff\.example\.test/);
    expect(csp).not.toMatch(/stripe|google|gstatic|\*/);
    expect(res.headers['permissions-policy']).toMatch(/camera=\(\), geolocation=\(\), payment=\(\)/);
    expect(csp).toContain("object-src 'none'");
    expect(res.headers['x-content-type-options']).toBe('nosniff');
    expect(res.headers['x-frame-options']).toBe('SAMEORIGIN');
    expect(res.headers).toMatchObject({
      'cross-origin-opener-policy': 'same-origin',
      'cross-origin-resource-policy': 'same-origin',
      'origin-agent-cluster': '?1',
      'referrer-policy': 'no-referrer',
      'x-dns-prefetch-control': 'off',
      'x-download-options': 'noopen',
      'x-permitted-cross-domain-policies': 'none',
      'x-xss-protection': '0',
    });
    expect(res.headers['strict-transport-security']).toBeUndefined(); // only behind HTTPS (secure cookies)
  });

  it('with Stripe and Google Maps configured: their exact hosts (never a wildcard); camera and position on the driver pages only', async () => {
    const configured = await createTestApp({ env: { PAYMENT_PROVIDER: 'stripe', STRIPE_SECRET_KEY: 'sk_test_x', STRIPE_PUBLISHABLE_KEY: 'pk_test_x', GOOGLE_MAPS_API_KEY: 'key' } });
    try {
      const res = await configured.app.inject({ method: 'GET', url: '/health' });
      const csp = String(res.headers['content-security-policy']);
      expect(csp).toMatch(/script-src 'self' https:\/\/js\.stripe\.com https:\/\/maps\.googleapis\.com;/);
      expect(csp).toMatch(/frame-src 'self' https:\/\/js\.stripe\.com/);
      expect(csp).toMatch(/img-src[^;]*https:\/\/maps\.gstatic\.com/);
      expect(csp).not.toContain('*');
      expect(res.headers['permissions-policy']).toContain('payment=(self "https://js.stripe.com")');
      expect(res.headers['permissions-policy']).toContain('geolocation=()');
      const driverPage = await configured.app.inject({ method: 'GET', url: '/profile/active-order' });
      expect(driverPage.headers['permissions-policy']).toContain('camera=(self), geolocation=(self)');
    } finally {
      await configured.close();
    }
  });

  it('serves the OpenAPI document generated from the zod schemas and the UI at /api/docs', async () => {
    const json = await t.app.inject({ method: 'GET', url: '/api/docs/json' });
    expect(json.statusCode).toBe(200);
    const doc = json.json();
    expect(doc.openapi).toMatch(/^3\./);
    const login = doc.paths['/login'].post;
    expect(login.requestBody.content['application/json'].schema.properties).toHaveProperty('email');
    expect(login.responses).toHaveProperty('422');
    expect(doc.paths['/api/user'].get.responses['200'].content['application/json'].schema.properties).toHaveProperty('data');
    const ui = await t.app.inject({ method: 'GET', url: '/api/docs/' });
    expect(ui.statusCode).toBe(200);
    expect(ui.headers['content-type']).toMatch(/text\/html/);
  });
});
