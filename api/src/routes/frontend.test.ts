import { createHash } from 'node:crypto';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { mkdirSync, mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { brotliCompressSync, brotliDecompressSync, gunzipSync, gzipSync } from 'node:zlib';
import { eq } from 'drizzle-orm';
import { PAGE_START_ID, SESSION_COOKIE, type PageStart } from '@chargevalet/contract';
import { users } from '../db/schema';
import { cacheControlFor, loadFrameRenderer } from './frontend';
import { FETCHED_MANIFEST_TTL_MS, MANIFEST_FETCH_TIMEOUT_MS } from './page-remote';
import { inlineScriptSources } from '../plugins/security-headers';
import { createTestApp, DB_DRIVER, login, TestAgent, type TestApp } from '../test/app';
import { addSecondCustomer, insertOrder, SECOND_CUSTOMER } from '../services/orders/test-fixtures';

const SHELL_JS = 'console.log("shell")';
/** The shell page's inline script (shell/index.html holds one: the held build-time forms). */
const INLINE_SCRIPT = 'addEventListener("submit", function () {});';
/** The compressed copies say which they are, so a test sees that the build's copy was sent (not compressed again). */
const copyOf = (encoding: string) => `${SHELL_JS}/*${encoding}*/`;

const PAGE_START = new RegExp(`<script type="application/json" id="${PAGE_START_ID}">(.*?)</script>`);
/** The start's answers the page carries (withPageStart). */
const pageStartOf = (body: string): PageStart => JSON.parse(PAGE_START.exec(body)![1]!) as PageStart;
/** The page as the build wrote it. */
const withoutPageStart = (body: string) => body.replace(PAGE_START, '');

/** The profile remote's manifest with its pages (as the remote declares them). */
const PROFILE_MANIFEST = {
  name: 'profile',
  metaData: {
    pages: {
      pages: [
        { id: 'orders', path: '/profile/orders', roles: ['customer'], title: { de: 'Meine Aufträge', en: 'My orders' }, data: ['/api/customer/orders', '/api/customer/active-orders'] },
        { id: 'orderDetails', path: '/orders/:id', roles: ['customer'], title: { de: 'Auftrag', en: 'Order' }, data: ['/api/customer/order/:id'] },
      ],
    },
  },
};

/** A tiny fake build: shell/dist and mfe-<name>/dist with an entry, a manifest and a hashed chunk each. */
function fakeDist(): string {
  const base = mkdtempSync(path.join(os.tmpdir(), 'cv-dist-'));
  const write = (rel: string, body: string | Buffer) => {
    mkdirSync(path.dirname(path.join(base, rel)), { recursive: true });
    writeFileSync(path.join(base, rel), body);
  };
  write(
    'shell/dist/index.html',
    `<!doctype html><html lang="de"><head><meta name="description" content="ChargeValet shell"><title>ChargeValet</title><script>${INLINE_SCRIPT}</script><script defer src="/static/js/main.3f2a9c1b7d.js"></script></head><body><div id="root"></div></body></html>`,
  );
  // The shell's server renderer (shell/src/server, `renderFrame`): this one shows what it was given, and fails for one address.
  write(
    'shell/dist-server/renderPage.cjs',
    `exports.renderFrame = (url, { start, locale, consentCookie }) => {
      if (url === '/orders/CV-FAIL') throw new Error('the render failed');
      return '<p id="rendered">' + JSON.stringify({ url, user: start.user.email, locale, consentCookie: consentCookie ?? null, manifests: Object.keys(start.manifests) }) + '</p>';
    };`,
  );
  write('shell/dist/static/js/main.3f2a9c1b7d.js', 'console.log("shell")');
  // the build-time pages (shared/build/prerender.mjs); the build left out the files of `/register`
  const pages = { '/': 'landing', '/book-a-service/select-package': 'pages/select-package', '/track-my-number': 'pages/track-my-number', '/register': 'pages/register' };
  write('shell/dist/prerendered.json', JSON.stringify(pages));
  for (const file of ['landing', 'pages/select-package', 'pages/track-my-number']) {
    for (const locale of ['de', 'en']) {
      write(`shell/dist/${file}.${locale}.html`, `<title>${file} ${locale}</title><!--consent--><section>banner</section><!--/consent--><h1>hero</h1>`);
    }
  }
  // the build's compressed copies (shared/build/src/precompress.js)
  write('shell/dist/static/js/main.3f2a9c1b7d.js.br', brotliCompressSync(copyOf('br')));
  write('shell/dist/static/js/main.3f2a9c1b7d.js.gz', gzipSync(copyOf('gz')));
  for (const name of ['booking', 'profile', 'manager', 'driver']) {
    write(`mfe-${name}/dist/mf-manifest.json`, JSON.stringify(name === 'profile' ? PROFILE_MANIFEST : { name }));
    write(`mfe-${name}/dist/remoteEntry.js`, `/* ${name} entry */`);
    write(`mfe-${name}/dist/static/js/app.0123abcd.js`, `/* ${name} code */`);
  }
  return base;
}

describe(`production front-end serving [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let dist: string;
  beforeAll(async () => {
    dist = fakeDist();
    t = await createTestApp({ config: { frontendDist: dist } });
  });
  afterAll(async () => {
    await t.close();
    rmSync(dist, { recursive: true, force: true });
  });

  const anonymous = () => new TestAgent(t.app);

  describe('staff-only remotes', () => {
    it.each(['/remotes/manager/remoteEntry.js', '/remotes/manager/static/js/app.0123abcd.js', '/remotes/driver/remoteEntry.js'])(
      '403 for an anonymous visitor: %s',
      async (url) => {
        const res = await anonymous().get(url);
        expect(res.statusCode).toBe(403);
        expect(res.body).not.toContain('code');
      },
    );

    it('their manifests (page declarations and file names, no code) are public: a guest\'s shell learns which pages need signing in', async () => {
      const res = await anonymous().get('/remotes/manager/mf-manifest.json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'manager' });
      expect(res.headers['cache-control']).toBe('public, no-cache');
    });

    it('403 for a customer on both staff remotes', async () => {
      const customer = await login(t.app, 'customer@chargevalet.test');
      expect((await customer.get('/remotes/manager/remoteEntry.js')).statusCode).toBe(403);
      expect((await customer.get('/remotes/driver/remoteEntry.js')).statusCode).toBe(403);
    });

    it('200 for a manager on both, private caching', async () => {
      const manager = await login(t.app, 'manager@chargevalet.test');
      const entry = await manager.get('/remotes/manager/remoteEntry.js');
      expect(entry.statusCode).toBe(200);
      expect(entry.body).toBe('/* manager entry */');
      expect(entry.headers['cache-control']).toBe('private, no-cache');
      const chunk = await manager.get('/remotes/manager/static/js/app.0123abcd.js');
      expect(chunk.headers['cache-control']).toBe('private, max-age=31536000, immutable');
      expect((await manager.get('/remotes/driver/mf-manifest.json')).statusCode).toBe(200);
    });

    it('a driver gets the driver remote (200) but not the manager remote (403)', async () => {
      const driver = await login(t.app, 'driver1@chargevalet.test');
      expect((await driver.get('/remotes/driver/remoteEntry.js')).statusCode).toBe(200);
      expect((await driver.get('/remotes/manager/remoteEntry.js')).statusCode).toBe(403);
    });

    it('403 again after logout', async () => {
      const manager = await login(t.app, 'manager@chargevalet.test');
      await manager.post('/logout');
      expect((await manager.get('/remotes/manager/remoteEntry.js')).statusCode).toBe(403);
    });
  });

  describe('public remotes', () => {
    it('serve anyone, with CORS for a shell on another origin and no-cache on entry files', async () => {
      const res = await anonymous().get('/remotes/booking/mf-manifest.json');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ name: 'booking' });
      expect(res.headers['access-control-allow-origin']).toBe('*');
      expect(res.headers['cross-origin-resource-policy']).toBe('cross-origin');
      expect(res.headers['cache-control']).toBe('public, no-cache');
      const chunk = await anonymous().get('/remotes/profile/static/js/app.0123abcd.js');
      expect(chunk.statusCode).toBe(200);
      expect(chunk.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      // the security headers reach static files too (scripts must not be sniffed as another type)
      expect(chunk.headers['x-content-type-options']).toBe('nosniff');
      expect(chunk.headers['cross-origin-resource-policy']).toBe('cross-origin');
    });

    it('a missing remote file is a 404, not the shell page', async () => {
      const res = await anonymous().get('/remotes/booking/nope.js', { headers: { accept: 'text/html' } });
      expect(res.statusCode).toBe(404);
    });
  });

  it("the Content-Security-Policy admits the shell page's inline script by its hash, and no other inline script", async () => {
    const res = await anonymous().get('/track-my-number', { headers: { accept: 'text/html' } });
    const scriptSrc = /script-src ([^;]*)/.exec(String(res.headers['content-security-policy']))![1]!.split(' ');
    expect(scriptSrc).toEqual(["'self'", `'sha256-${createHash('sha256').update(INLINE_SCRIPT).digest('base64')}'`]);
    expect(inlineScriptSources('<script type="application/json">{"data":1}</script><script src="/a.js"></script>')).toEqual([]);
  });

  describe('shell and client routes', () => {
    it.each([
      ['/', 'landing'],
      ['/book-a-service/select-package', 'pages/select-package'],
      ['/track-my-number', 'pages/track-my-number'],
    ])("serves the build-time page at %s in the visitor's language, the cookie banner only until they decided", async (url, file) => {
      const page = await anonymous().get(url, { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(withoutPageStart(page.body)).toBe(`<title>${file} de</title><!--consent--><section>banner</section><!--/consent--><h1>hero</h1>`);
      expect(pageStartOf(page.body)).toEqual({ user: null, remotes: t.config.remotes, manifests: {} });
      expect(page.headers.vary).toMatch(/cookie/i);
      expect(page.headers['cache-control']).toBe('no-cache');
      const english = anonymous();
      english.cookies.set('locale', 'en');
      english.cookies.set('cookie_consent', '{}');
      expect(withoutPageStart((await english.get(url, { headers: { accept: 'text/html' } })).body)).toBe(`<title>${file} en</title><h1>hero</h1>`);
      const head = await anonymous().request({ method: 'HEAD', url, headers: { accept: 'text/html' } });
      expect(head.statusCode).toBe(200);
      expect(head.headers['content-type']).toMatch(/text\/html/);
    });

    it('sends the plain shell page to a visitor with a session (signed in, or a guest checking out)', async () => {
      const customer = await login(t.app, 'customer@chargevalet.test');
      const guest = anonymous();
      guest.cookies.set(SESSION_COOKIE, 'a-guest-session-token');
      for (const agent of [customer, guest]) {
        for (const url of ['/', '/book-a-service/select-package', '/track-my-number']) {
          expect((await agent.get(url, { headers: { accept: 'text/html' } })).body).toContain('ChargeValet shell');
        }
      }
    });

    it('a page names its signed-in user and where the remotes are, is private to the browser, and no name can end its script', async () => {
      const customer = await login(t.app, 'customer@chargevalet.test');
      const page = await customer.get('/profile/orders', { headers: { accept: 'text/html' } });
      expect(page.body).toContain('ChargeValet shell');
      expect(pageStartOf(page.body)).toEqual({
        user: expect.objectContaining({ email: 'customer@chargevalet.test', role: 'customer' }),
        remotes: t.config.remotes,
        manifests: { '/remotes/profile/mf-manifest.json': PROFILE_MANIFEST },
        data: expect.any(Object),
      });
      // the same as GET /api/user answers
      expect(pageStartOf(page.body).user).toEqual((await customer.get('/api/user')).json().data);
      expect(page.headers['cache-control']).toBe('private, no-cache');
      expect(pageStartOf((await anonymous().get('/profile/orders', { headers: { accept: 'text/html' } })).body).user).toBeNull();

      const name = '</script><script>alert(1)</script><!--';
      await t.db.update(users).set({ firstName: name }).where(eq(users.email, 'manager@chargevalet.test'));
      const manager = await login(t.app, 'manager@chargevalet.test');
      const managerPage = (await manager.get('/dashboard', { headers: { accept: 'text/html' } })).body;
      expect(managerPage).not.toContain('<script>alert');
      expect(pageStartOf(managerPage).user?.first_name).toBe(name);
    });

    it("a signed-in user's remote page comes rendered by the shell's server renderer, from the start the page holds, in the request's language", async () => {
      const rendered = (body: string) => JSON.parse(/<div id="root" data-ssr=""><p id="rendered">(.*?)<\/p><\/div>/.exec(body)?.[1] ?? 'null') as Record<string, unknown> | null;
      const customer = await login(t.app, 'customer@chargevalet.test');
      const page = (await customer.get('/profile/orders?page=2', { headers: { accept: 'text/html' } })).body;
      expect(rendered(page)).toEqual({ url: '/profile/orders?page=2', user: 'customer@chargevalet.test', locale: 'de', consentCookie: null, manifests: ['/remotes/profile/mf-manifest.json'] });
      expect(page).toContain('<html lang="de">');
      expect(page).toContain('<title>Meine Aufträge – ChargeValet</title>');
      // the language and the cookie choice the browser will read
      customer.cookies.set('locale', 'en');
      customer.cookies.set('cookie_consent', '{"strictly_necessary":true}');
      const english = (await customer.get('/profile/orders', { headers: { accept: 'text/html' } })).body;
      expect(rendered(english)).toMatchObject({ locale: 'en', consentCookie: '{"strictly_necessary":true}' });
      expect(english).toContain('<html lang="en">');
      expect(english).toContain('<title>My orders – ChargeValet</title>');
      // no page of the session's (a visitor, a manager on a customer's page, the shell's own pages): as the browser renders it
      const manager = await login(t.app, 'manager@chargevalet.test');
      for (const [agent, url] of [[anonymous(), '/profile/orders'], [manager, '/profile/orders'], [customer, '/login']] as const) {
        const body = (await agent.get(url, { headers: { accept: 'text/html' } })).body;
        expect([url, body.includes('data-ssr')]).toEqual([url, false]);
      }
      // a render that fails: the page the browser renders, not an error
      const failed = await customer.get('/orders/CV-FAIL', { headers: { accept: 'text/html' } });
      expect(failed.statusCode).toBe(200);
      expect(failed.body).toContain('<div id="root"></div>');
      expect(pageStartOf(failed.body).user?.email).toBe('customer@chargevalet.test');
    });

    it("a page that a remote renders holds that remote's manifest; no other page does", async () => {
      const customer = await login(t.app, 'customer@chargevalet.test');
      const manifests = async (agent: TestAgent, url: string) => pageStartOf((await agent.get(url, { headers: { accept: 'text/html' } })).body).manifests;
      expect(await manifests(customer, '/profile/orders/')).toEqual({ '/remotes/profile/mf-manifest.json': PROFILE_MANIFEST });
      // the page is not the customer's (a guest signs in first, a manager has none), or is the shell's own
      const manager = await login(t.app, 'manager@chargevalet.test');
      expect(await manifests(anonymous(), '/profile/orders')).toEqual({});
      expect(await manifests(manager, '/profile/orders')).toEqual({});
      expect(await manifests(customer, '/login')).toEqual({});
    });

    it("a remote's page holds the answers to its declared first data, asked as the browser would ask them; nobody else's", async () => {
      const customer = await login(t.app, 'customer@chargevalet.test');
      const dataOf = async (agent: TestAgent, url: string) => pageStartOf((await agent.get(url, { headers: { accept: 'text/html' } })).body).data;
      expect(await dataOf(customer, '/profile/orders')).toEqual({
        '/api/customer/orders': (await customer.get('/api/customer/orders')).json(),
        '/api/customer/active-orders': (await customer.get('/api/customer/active-orders')).json(),
      });
      // `:id` from the page's address; another customer's order (the API's 404) and a made-up one are not answered
      await addSecondCustomer(t.db);
      const [customerId, otherId] = await Promise.all(['customer@chargevalet.test', SECOND_CUSTOMER].map(async (email) => (await t.db.select().from(users).where(eq(users.email, email)))[0]!.id));
      const own = await insertOrder(t.db, { customerId });
      const others = await insertOrder(t.db, { customerId: otherId });
      expect(await dataOf(customer, `/orders/${own.id}`)).toEqual({ [`/api/customer/order/${own.id}`]: (await customer.get(`/api/customer/order/${own.id}`)).json() });
      expect(await dataOf(customer, `/orders/${others.id}`)).toBeUndefined();
      expect(await dataOf(customer, '/orders/CV-NONE')).toBeUndefined();
      // a page whose address asks for more (a list's page) asks itself; a guest has no such page, an expired session no answer
      expect(await dataOf(customer, '/profile/orders?page=2')).toBeUndefined();
      expect(await dataOf(anonymous(), '/profile/orders')).toBeUndefined();
    });

    it("a signed-in driver's pages may use position and camera at any address (an order opened from a link or reloaded); nobody else's", async () => {
      const driver = await login(t.app, 'driver1@chargevalet.test');
      const customer = await login(t.app, 'customer@chargevalet.test');
      for (const url of ['/orders/CV-7K4Q2M', '/orders/CV-7K4Q2M?from=calendar', '/profile/calendar', '/']) {
        const page = await driver.get(url, { headers: { accept: 'text/html' } });
        expect([url, page.statusCode, page.headers['permissions-policy']]).toEqual([url, 200, expect.stringContaining('camera=(self), geolocation=(self)')]);
      }
      for (const agent of [customer, anonymous()]) {
        const page = await agent.get('/orders/CV-7K4Q2M', { headers: { accept: 'text/html' } });
        expect(page.headers['permissions-policy']).toContain('camera=(), geolocation=()');
      }
      // the API's answers keep the strict policy
      expect((await driver.get('/api/driver/active-order')).headers['permissions-policy']).toContain('geolocation=()');
    });

    it('sends the shell page when the build has no file for a prerendered path, no page to a request for JSON, and / to any client', async () => {
      const page = await anonymous().get('/register', { headers: { accept: 'text/html' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('ChargeValet shell');
      const json = await anonymous().get('/track-my-number', { headers: { accept: 'application/json' } });
      expect(json.statusCode).toBe(404);
      expect(json.json()).toEqual({ message: 'Not Found' });
      const root = await anonymous().get('/');
      expect(root.statusCode).toBe(200);
      expect(root.headers['content-type']).toContain('text/html');
    });

    it('serves the shell page and hashed shell assets with a long cache', async () => {
      const page = await anonymous().get('/login', { headers: { accept: 'text/html,application/xhtml+xml' } });
      expect(page.statusCode).toBe(200);
      expect(page.body).toContain('ChargeValet shell');
      expect(page.headers['cache-control']).toBe('no-cache');
      expect(page.headers['content-security-policy']).toContain("default-src 'self'");
      const asset = await anonymous().get('/static/js/main.3f2a9c1b7d.js');
      expect(asset.statusCode).toBe(200);
      expect(asset.headers['cache-control']).toBe('public, max-age=31536000, immutable');
    });

    it('sends the build-time brotli or gzip copy by Accept-Encoding, cached like the file, varying on the header', async () => {
      const url = '/static/js/main.3f2a9c1b7d.js';
      const br = await anonymous().get(url, { headers: { 'accept-encoding': 'gzip, deflate, br' } });
      expect(br.headers['content-encoding']).toBe('br');
      expect(br.headers['content-type']).toMatch(/javascript/);
      expect(br.headers['cache-control']).toBe('public, max-age=31536000, immutable');
      expect(br.headers.vary).toMatch(/accept-encoding/i);
      expect(brotliDecompressSync(br.rawPayload).toString()).toBe(copyOf('br'));
      const gz = await anonymous().get(url, { headers: { 'accept-encoding': 'gzip' } });
      expect(gz.headers['content-encoding']).toBe('gzip');
      expect(gunzipSync(gz.rawPayload).toString()).toBe(copyOf('gz'));
      const raw = await anonymous().get(url);
      expect(raw.headers['content-encoding']).toBeUndefined();
      expect(raw.body).toBe(SHELL_JS);
      expect(raw.headers.vary).toMatch(/accept-encoding/i);
    });

    it.each(['/book-a-service/car-and-order-details', '/profile/orders', '/orders/42/edit', '/login?next=%2Fdashboard'])(
      'answers the client route %s with the shell page',
      async (url) => {
        const res = await anonymous().get(url, { headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(200);
        expect(res.headers['content-type']).toMatch(/text\/html/);
        expect(res.body).toContain('ChargeValet shell');
      },
    );

    it('does not answer API-like paths or non-HTML requests with the page', async () => {
      for (const url of ['/api/nothing', '/sanctum/nothing', '/remotes/unknown/x.js']) {
        const res = await anonymous().get(url, { headers: { accept: 'text/html' } });
        expect(res.statusCode).toBe(404);
        expect(res.json()).toEqual({ message: 'Not Found' });
      }
      expect((await anonymous().get('/profile/orders', { headers: { accept: 'application/json' } })).statusCode).toBe(404);
    });
  });
});

describe(`a remote on another origin: its signed-in pages start as a same-origin remote's do [${DB_DRIVER}]`, () => {
  const PUBLIC_URL = 'https://profile.example.test/mf-manifest.json';
  let t: TestApp;
  let dist: string;
  let remote: Server;
  /** How the remote answers its manifest now, and how often it was asked. */
  let mode: 'ok' | 'error' | 'slow' = 'ok';
  let asked = 0;
  /** Time moved on by the test (the manifest's TTL), without waiting for it. */
  let later = 0;
  const now = Date.now.bind(Date);

  beforeAll(async () => {
    remote = createServer((req, res) => {
      if (req.url !== '/mf-manifest.json') return res.writeHead(404).end();
      asked += 1;
      if (mode === 'error') return res.writeHead(500).end('down');
      const answer = () => res.writeHead(200, { 'content-type': 'application/json' }).end(JSON.stringify(PROFILE_MANIFEST));
      if (mode === 'slow') setTimeout(answer, 1_500).unref();
      else answer();
    });
    await new Promise<void>((resolve) => remote.listen(0, '127.0.0.1', resolve));
    const internal = `http://127.0.0.1:${(remote.address() as AddressInfo).port}/mf-manifest.json`;
    dist = fakeDist();
    t = await createTestApp({
      config: {
        frontendDist: dist,
        remotes: { booking: '/remotes/booking/mf-manifest.json', profile: PUBLIC_URL, manager: '/remotes/manager/mf-manifest.json', driver: '/remotes/driver/mf-manifest.json' },
        remoteManifestUrls: { profile: internal },
      },
    });
    jest.spyOn(Date, 'now').mockImplementation(() => now() + later);
  });
  afterAll(async () => {
    jest.restoreAllMocks();
    await t.close();
    remote.closeAllConnections();
    await new Promise((resolve) => remote.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  const ordersPage = async (agent: TestAgent) => {
    const res = await agent.get('/profile/orders', { headers: { accept: 'text/html' } });
    expect(res.statusCode).toBe(200);
    return { body: res.body, start: pageStartOf(res.body) };
  };

  it('the page holds the manifest read at its internal address, keyed by the address the shell asks, its first data and its render; one read per TTL', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const { body, start } = await ordersPage(customer);
    expect(start.manifests).toEqual({ [PUBLIC_URL]: PROFILE_MANIFEST });
    expect(Object.keys(start.data ?? {})).toEqual(['/api/customer/orders', '/api/customer/active-orders']);
    expect(body).toContain('<div id="root" data-ssr="">');
    expect(body).toContain(JSON.stringify([PUBLIC_URL]).slice(1, -1));
    expect(asked).toBe(1);
    // the next pages within the TTL ask nothing; after it, the remote is asked again (a remote deployed alone)
    await ordersPage(customer);
    await ordersPage(customer);
    expect(asked).toBe(1);
    later += FETCHED_MANIFEST_TTL_MS;
    await ordersPage(customer);
    expect(asked).toBe(2);
  });

  it('a remote that fails or is slow leaves the page to the browser within the timeout; it is read again once it answers', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    for (const failing of ['error', 'slow'] as const) {
      mode = failing;
      later += FETCHED_MANIFEST_TTL_MS;
      const started = now();
      const { body, start } = await ordersPage(customer);
      expect([failing, start.manifests, start.data, body.includes('data-ssr')]).toEqual([failing, {}, undefined, false]);
      expect(now() - started).toBeLessThan(MANIFEST_FETCH_TIMEOUT_MS + 700);
    }
    mode = 'ok';
    later += FETCHED_MANIFEST_TTL_MS;
    expect((await ordersPage(customer)).start.manifests).toEqual({ [PUBLIC_URL]: PROFILE_MANIFEST });
  });
});

describe('cache policy', () => {
  it('revalidates entry files and un-hashed names, caches hashed names for a year', () => {
    expect(cacheControlFor('/x/index.html', false)).toBe('public, no-cache');
    expect(cacheControlFor('/x/remoteEntry.js', true)).toBe('private, no-cache');
    expect(cacheControlFor('/x/mf-manifest.json', false)).toBe('public, no-cache');
    expect(cacheControlFor('/x/favicon.svg', false)).toBe('public, no-cache');
    expect(cacheControlFor('/x/static/js/412.8d2c1f0a.js', false)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/static/js/412.8d2c1f0a.js.br', false)).toBe('public, max-age=31536000, immutable');
    expect(cacheControlFor('/x/remoteEntry.js.gz', false)).toBe('public, no-cache');
  });
});

describe("the shell's server renderer", () => {
  it('is loaded from the build beside the shell; a missing or broken one leaves the pages to the browser and the API up', () => {
    const base = mkdtempSync(path.join(os.tmpdir(), 'cv-renderer-'));
    const shell = path.join(base, 'shell', 'dist');
    mkdirSync(path.join(base, 'shell', 'dist-server'), { recursive: true });
    const log = { error: jest.fn() } as unknown as Parameters<typeof loadFrameRenderer>[1];
    try {
      expect(loadFrameRenderer(path.join(base, 'none', 'dist'), log)).toBeNull();
      writeFileSync(path.join(base, 'shell', 'dist-server', 'renderPage.cjs'), 'throw new Error("a broken build");');
      expect(loadFrameRenderer(shell, log)).toBeNull();
      expect(log.error).toHaveBeenCalledTimes(1);
      const built = path.join(base, 'built', 'dist');
      mkdirSync(path.join(base, 'built', 'dist-server'), { recursive: true });
      writeFileSync(path.join(base, 'built', 'dist-server', 'renderPage.cjs'), 'exports.renderFrame = () => "<p>frame</p>";');
      expect(loadFrameRenderer(built, log)?.('/', { start: { user: null, remotes: {} as never }, locale: 'de', consentCookie: undefined })).toBe('<p>frame</p>');
    } finally {
      rmSync(base, { recursive: true, force: true });
    }
  });
});
