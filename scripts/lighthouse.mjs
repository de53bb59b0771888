// `npm run lighthouse`: what users get from the production build (issue 29). Lighthouse (mobile preset) on the landing
// page, the wizard's first step and the order tracking page, then signed in as the demo users (their session cookie
// and a consent cookie in the browser's cookie jar, so no cookie banner shows): the customer's orders and one
// order's details, the driver's active order (390 × 844) and the manager's orders, calendar and dashboard. It prints
// performance and accessibility scores, LCP, TBT, CLS and the bytes transferred (JavaScript as served, gzip/br).
// Last, the first tap on a phone (scripts/first-tap.mjs): the time until "Alle akzeptieren" closes the cookie banner,
// until a package and "Weiter" show step 2, and the INP that web-vitals reports. Not a test: a benchmark that prints
// numbers (issue 29's targets: performance ≥ 90, CLS ≤ 0.1, JS ≤ 250 KB; first taps ≤ 200 ms / ≤ 1 s, INP ≤ 200 ms).
// Without Chromium it says so in one line and exits 0.
//
//   LH_URL    server to measure (default: starts api/dist/server.js with NODE_ENV=production on LH_PORT)
//   LH_REMOTES  `other-origins`: each remote on an origin of its own (scripts/serve-remote.mjs on LH_PORT + 1…4,
//             staff remotes' code gated by the API's session), as the compose file deploys them; default: the API
//             serves them on its own origin, as `npm start` does
//   LH_PORT   port of the server it starts (default 18_090)   LH_DATA_DIR  its embedded database (kept between runs)   LH_RUNS  runs per page, the median is printed (default 1)
//   LH_ONLY   comma-separated pages to measure, `first-tap` for the first tap (default: all of them)
//   LH_REPORTS  a folder to keep each run's Lighthouse JSON report in (what the long tasks and the LCP element were)
//   CHROME_PATH  Chromium to use (default /usr/bin/chromium; never downloaded)
//   LH_THROTTLING  `devtools`: the same mobile throttling applied to the page's real load in Chromium (observed
//             metrics) instead of Lighthouse's default, which simulates the load from an unthrottled one (Lantern).
//             The simulation does not see what changes when the browser learns of a file (preloads, data in the page).
import { spawn } from 'node:child_process';
import { copyFileSync, existsSync, mkdirSync, mkdtempSync, readFileSync, rmSync } from 'node:fs';
import net from 'node:net';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';
import { signIn } from './lib/sign-in.mjs';
import { measureFirstTap } from './first-tap.mjs';
import { launchChromium, playwrightChromium } from '../shared/build/browser.mjs';

export const PAGES = ['/', '/book-a-service/select-package', '/track-my-number'];
const CUSTOMER = 'customer@chargevalet.test';
const DRIVER = 'driver1@chargevalet.test';
const MANAGER = 'manager@chargevalet.test';
/** The driver works on a phone: Lighthouse's mobile emulation at 390 × 844 (CSS px) instead of its 412 × 823. */
const PHONE_390 = ['--screenEmulation.mobile', '--screenEmulation.width=390', '--screenEmulation.height=844', '--screenEmulation.deviceScaleFactor=3'];
/**
 * Pages behind sign-in, measured with the demo user's session cookie sent on every request. `page` may be a function
 * of the server and the signed-in session (an order's details: the customer's newest order).
 */
const SIGNED_IN_PAGES = [
  { page: '/profile/orders', email: CUSTOMER },
  { page: newestCustomerOrder, label: '/orders/:id (details)', email: CUSTOMER },
  { page: '/profile/active-order', email: DRIVER, flags: PHONE_390, note: '390 × 844' },
  { page: '/orders', email: MANAGER },
  { page: '/profile/manager-calendar', email: MANAGER },
  { page: '/dashboard', email: MANAGER },
];
/** A consent as the banner's "Alle akzeptieren" stores it (shared/contract cookie-consent-core.ts). */
const CONSENT_COOKIE = `cookie_consent=${encodeURIComponent(
  JSON.stringify({ strictly_necessary: true, performance: true, targeting: true, functionality: true, unclassified: true }),
)}`;
const RUNS = Number(process.env.LH_RUNS ?? 1);
const THROTTLING_METHOD = process.env.LH_THROTTLING;
const ONLY = process.env.LH_ONLY ? process.env.LH_ONLY.split(',').map((item) => item.trim()) : null;
const CHROME_PATH = process.env.CHROME_PATH ?? process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
process.env.CHROMIUM_PATH = CHROME_PATH; // the first tap's browser (shared/build/browser.mjs) is Lighthouse's
const PORT = Number(process.env.LH_PORT ?? 18_090);
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Kept between runs: migrating and seeding a fresh embedded database can outlast the API's plugin timeout on a
// busy machine.
const DATA_DIR = process.env.LH_DATA_DIR ?? path.join(os.tmpdir(), 'chargevalet-lighthouse-data');

/** LH_REMOTES=other-origins: the four remotes, each served from its own port; the API's REMOTE_*_URL for them. */
function startRemotesOnOtherOrigins(base) {
  const remotes = ['booking', 'profile', 'manager', 'driver'].map((name, index) => ({ name, port: PORT + 1 + index }));
  const staff = { manager: 'manager', driver: 'manager,driver' };
  const children = remotes.map(({ name, port }) =>
    spawn('node', ['scripts/serve-remote.mjs'], {
      cwd: ROOT,
      env: { ...process.env, DIST: `mfe-${name}/dist`, PORT: String(port), SHELL_ORIGINS: base, ...(staff[name] ? { AUTH_URL: `${base}/api/user`, ALLOWED_ROLES: staff[name] } : {}) },
      stdio: ['ignore', 'ignore', 'inherit'],
    }),
  );
  const env = Object.fromEntries(remotes.map(({ name, port }) => [`REMOTE_${name.toUpperCase()}_URL`, `http://localhost:${port}/mf-manifest.json`]));
  return { env, stop: () => children.forEach((child) => child.kill('SIGTERM')) };
}

async function startServer() {
  const dataDir = DATA_DIR;
  const base = `http://localhost:${PORT}`;
  const remotes = process.env.LH_REMOTES === 'other-origins' ? startRemotesOnOtherOrigins(base) : { env: {}, stop: () => undefined };
  process.on('exit', remotes.stop); // also when the API does not start
  const child = spawn('node', ['api/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn', ...remotes.env },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  // A fresh embedded database migrates and seeds first: that can take minutes on a busy machine.
  for (let i = 0; !(await fetch(`${base}/health`).then((r) => r.ok, () => false)); i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i === 600) throw new Error('server did not answer /health within 5 minutes');
    await sleep(500);
  }
  return {
    base,
    stop: () => {
      child.kill('SIGTERM');
      remotes.stop();
    },
  };
}

/** POST as the signed-in browser does (session cookie, XSRF header); the answer's JSON. */
async function post(base, session, url, body) {
  const res = await fetch(`${base}${url}`, {
    method: 'POST',
    headers: { 'content-type': 'application/json', accept: 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
    body: JSON.stringify(body),
  });
  if (!res.ok) throw new Error(`${url}: ${res.status} ${await res.text()}`);
  return res.json();
}

/**
 * Books a card order for the signed-in customer through the real calls (first free pickup slot, paid with the
 * payment sandbox's test card), as e2e/support/orders.ts does: the seeded demo data holds no orders.
 */
async function placeCustomerOrder(base, session) {
  const get = async (url) => (await fetch(`${base}${url}`, { headers: { cookie: session.cookie, accept: 'application/json' } })).json();
  const { data: user } = await get('/api/customer'); // the profile, with the phone the checkout asks for
  const slots = await get('/api/order/pick-up/time-slots/1');
  const day = slots.data.days.find((d) => d.time_groups.some((g) => g.time_entries.some((e) => e.is_available)));
  if (!day) throw new Error('no free pickup slot to book the customer an order');
  const entry = day.time_groups.flatMap((g) => g.time_entries).find((e) => e.is_available);
  const address = { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2254, longitude: 6.7763, zip_code: '40212' };
  const { data } = await post(base, session, '/api/payment/stripe/start-checkout/embedded', {
    car: { car_type: 'electric', license_plate: 'D LH 2026', brand: 'VW', model: 'ID.3', color: 'Blau' },
    package_id: 1,
    selected_services: [1], // SERVICE_OPTION_IDS.returnKeyInPerson
    charging_level_id: 6,
    is_use_fuel_card: false,
    is_send_bill: false,
    pickup_address: address,
    return_address: address,
    pickup_time_slot: { date: day.date, time: entry.time },
    return_time_slot: null,
    payment_method: { method_code: 'card' },
    discount_code: null,
    user: { first_name: user.first_name, last_name: user.last_name, phone: user.phone, email: user.email, billing_address: address },
  });
  await post(base, session, `/api/payment/sandbox/${data.session_id}/pay`, { client_secret: data.client_secret, card_number: '4242424242424242', expiry: '12/30', cvc: '123' });
  await post(base, session, `/api/payment/stripe/complete-checkout/${data.session_id}`, { session_id: data.session_id });
}

/** The details page of the signed-in customer's newest order (booked first when the customer has none). */
async function newestCustomerOrder(base, session) {
  const newest = async () => {
    const res = await fetch(`${base}/api/customer/orders?page=1`, { headers: { cookie: session.cookie, accept: 'application/json' } });
    if (!res.ok) throw new Error(`the customer's orders: ${res.status}`);
    return (await res.json()).data[0];
  };
  let order = await newest();
  if (!order) {
    await placeCustomerOrder(base, session);
    order = await newest();
  }
  return `/orders/${order.id}`;
}

/** The exit code of a command run to its end. */
function exitCodeOf(command, args, options) {
  return new Promise((resolve, reject) => spawn(command, args, options).on('error', reject).on('exit', (code) => resolve(code)));
}

/** A free local port (for Chromium's remote debugging). */
function freePort() {
  return new Promise((resolve, reject) => {
    const probe = net.createServer().listen(0, '127.0.0.1', () => {
      const { port } = probe.address();
      probe.close(() => resolve(port));
    });
    probe.on('error', reject);
  });
}

/**
 * A Chromium whose cookie jar holds `cookie` (a Cookie header) for `url`'s origin, as a returning visitor's browser
 * does, for Lighthouse to run in (`--port`). A Cookie header that Lighthouse adds to every request is not in the jar:
 * the page's script never sees the consent, shows the cookie banner, and the banner became the LCP of every
 * signed-in page (its text, painted once the app ran). Lighthouse keeps cookies between its resets of the origin.
 */
async function chromiumWithCookies(url, cookie) {
  const chromium = playwrightChromium();
  const profile = mkdtempSync(path.join(os.tmpdir(), 'cv-lh-profile-'));
  const port = await freePort();
  const context = await chromium.launchPersistentContext(profile, {
    executablePath: CHROME_PATH,
    args: [...CHROME_FLAGS.split(' '), `--remote-debugging-port=${port}`],
  });
  const origin = new URL(url).origin;
  await context.addCookies(
    cookie.split('; ').map((pair) => {
      const at = pair.indexOf('=');
      return { name: pair.slice(0, at), value: pair.slice(at + 1), url: origin };
    }),
  );
  return {
    port,
    close: async () => {
      await context.close();
      rmSync(profile, { recursive: true, force: true });
    },
  };
}

/** One Lighthouse run; a failed run is tried once more (an occasional NO_NAVSTART on a busy machine goes away). */
async function lighthouse(url, cookie, flags = [], attempt = 1) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'cv-lh-')), 'report.json');
  const jar = cookie ? await chromiumWithCookies(url, cookie) : null;
  let status;
  try {
    // spawn, not spawnSync: Playwright drives the jar's Chromium through a pipe this process must keep reading
    status = await exitCodeOf(
      path.join(ROOT, 'node_modules/.bin/lighthouse'),
      [
        url,
        '--quiet',
        '--output=json',
        `--output-path=${out}`,
        '--only-categories=performance,accessibility',
        ...(jar ? [`--port=${jar.port}`] : [`--chrome-flags=${CHROME_FLAGS}`]),
        ...(THROTTLING_METHOD ? [`--throttling-method=${THROTTLING_METHOD}`] : []),
        ...flags,
      ],
      { env: { ...process.env, CHROME_PATH }, stdio: ['ignore', 'ignore', 'inherit'] },
    );
  } finally {
    await jar?.close();
  }
  const lhr = status === 0 ? JSON.parse(readFileSync(out, 'utf8')) : null;
  if (lhr && process.env.LH_REPORTS) {
    mkdirSync(process.env.LH_REPORTS, { recursive: true });
    copyFileSync(out, path.join(process.env.LH_REPORTS, `${new URL(url).pathname.replace(/\W+/g, '_')}-${Date.now()}.json`));
  }
  rmSync(path.dirname(out), { recursive: true, force: true });
  if (!lhr && attempt === 1) return lighthouse(url, cookie, flags, 2);
  if (!lhr) throw new Error(`lighthouse ${url} failed twice (${status})`);
  const requests = lhr.audits['network-requests'].details?.items ?? [];
  const js = requests.filter((r) => r.resourceType === 'Script');
  return {
    performance: Math.round(lhr.categories.performance.score * 100),
    accessibility: Math.round(lhr.categories.accessibility.score * 100),
    lcp: lhr.audits['largest-contentful-paint'].numericValue,
    tbt: lhr.audits['total-blocking-time'].numericValue,
    cls: lhr.audits['cumulative-layout-shift'].numericValue,
    totalKb: lhr.audits['total-byte-weight'].numericValue / 1024,
    jsKb: js.reduce((sum, r) => sum + (r.transferSize ?? 0), 0) / 1024,
    jsFiles: js.length,
  };
}

const median = (values) => [...values].sort((a, b) => a - b)[Math.floor(values.length / 2)];
const wanted = (name) => !ONLY || ONLY.includes(name);

/** The first-tap table: median of RUNS fresh visits. */
async function firstTap(base) {
  const { browser, reason } = await launchChromium();
  if (!browser) throw new Error(`first tap: ${reason}`);
  try {
    const runs = await measureFirstTap(browser, base, RUNS);
    const m = (key) => median(runs.map((r) => r[key] ?? 0));
    const ms = (value) => `${String(Math.round(value)).padStart(5)} ms`;
    console.log(`\nFirst tap on ${base}/book-a-service/select-package (Playwright, CPU ×4, 150 ms RTT, 1.6/0.75 Mbps, 412 × 823; median of ${RUNS})`);
    console.log(`  "Alle akzeptieren" → cookie banner gone   ${ms(m('banner'))}   (runs: ${runs.map((r) => Math.round(r.banner)).join(', ')})`);
    console.log(`  package + "Weiter" → step 2 shown         ${ms(m('step2'))}   (runs: ${runs.map((r) => Math.round(r.step2)).join(', ')})`);
    console.log(`  package, "Weiter" 2 s later → step 2      ${ms(m('step2Chosen'))}   (runs: ${runs.map((r) => Math.round(r.step2Chosen)).join(', ')})`);
    const inp = m('inp') ? ms(m('inp')) : ` < 40 ms (none of ${m('interactions')} interactions over web-vitals' 40 ms floor)`;
    console.log(`  INP (web-vitals)                          ${inp}   (runs: ${runs.map((r) => (r.inp === null ? '<40' : Math.round(r.inp))).join(', ')})`);
  } finally {
    await browser.close();
  }
}

// No browser, nothing to measure: one line, and not a failure (a machine with only Node and npm).
const probe = existsSync(CHROME_PATH) ? await launchChromium() : { browser: null, reason: `no Chromium at ${CHROME_PATH}` };
if (!probe.browser) {
  console.log(`lighthouse: skipped, ${probe.reason} (set CHROME_PATH)`);
  process.exit(0);
}
await probe.browser.close();

const server = process.env.LH_URL ? { base: process.env.LH_URL.replace(/\/$/, ''), stop: () => undefined } : await startServer();
try {
  const pages = [...PAGES.map((page) => ({ page })), ...SIGNED_IN_PAGES].filter(({ page, label }) => wanted(label ?? page) || wanted(String(page)));
  if (pages.length > 0) {
    console.log(`Lighthouse (mobile preset${THROTTLING_METHOD ? `, ${THROTTLING_METHOD} throttling` : ''}, median of ${RUNS}) on ${server.base}${process.env.LH_REMOTES === 'other-origins' ? ', remotes on other origins' : ''}`);
    console.log(`  ${'page'.padEnd(32)} perf  a11y      LCP      TBT    CLS   transferred (JS)`);
  }
  for (const { page, email, flags, note } of pages) {
    // once more after a dropped connection (a kept-alive socket the busy server closed between two pages)
    const session = email ? await signIn(server.base, email).catch(() => signIn(server.base, email)) : undefined;
    const cookie = session ? `${session.cookie}; ${CONSENT_COOKIE}` : undefined;
    const url = typeof page === 'function' ? await page(server.base, session) : page;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(await lighthouse(`${server.base}${url}`, cookie, flags));
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `  ${url.padEnd(32)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${(m('lcp') / 1000).toFixed(1).padStart(5)} s  ${String(Math.round(m('tbt'))).padStart(4)} ms  ${m('cls').toFixed(3)}  ${m('totalKb').toFixed(0).padStart(5)} KB (${m('jsKb').toFixed(0)} KB in ${m('jsFiles')} JS files)${email ? `  signed in as ${email}` : ''}${note ? `, ${note}` : ''}`,
    );
  }
  if (wanted('first-tap')) await firstTap(server.base);
} finally {
  server.stop();
}
