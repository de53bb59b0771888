#!/usr/bin/env node
// Gzip size of the JavaScript the landing page fetches before it paints, and the bytes transferred per page.
//
// Usage: node shared/build/report-size.mjs [shellDist=shell/dist] [--json] [--max-kb=200] [--require-browser]
//
// Without Chromium (or playwright-core) it prints one line saying it was skipped and exits 0, so a machine with only
// Node and npm builds and starts the product; --require-browser (npm test) makes that exit code 2.
//
// Serves the built shell (browser.mjs: SPA fallback, the remotes, an anonymous /api/user), opens "/" in Chromium
// (/usr/bin/chromium via playwright-core, or CHROMIUM_PATH) with 150 ms of added latency per request (so that the
// order of loading and rendering resembles a real network and the result does not depend on timing) and reports:
//   - before paint: every JavaScript file whose response ended before the app first rendered into #root (the
//     first paint follows that render; chunks requested by the render itself, e.g. lazy components, arrive at
//     least one round trip later and are not needed for it) — the figure the target applies to;
//   - until idle: every JavaScript file fetched until the network is idle (includes what loads lazily right after
//     the paint, e.g. the FAQ accordion's state machines).
// Each file is gzipped here (zlib level 9) so the figure does not depend on the server's compression.
// Then the bytes transferred (as served: the build's brotli copies) for each of issue 12's three pages, the remotes
// served from their own dist folders; each remote's remoteEntry.js (gzip); and for each of remotePages() the
// remote's own JavaScript (its remoteEntry.js and every chunk the page loads from /remotes/<name>/ until the network
// is idle, gzip) next to all the page's JavaScript, signed in as the page's user: the page's API answers are stubbed
// from the platform's order fixture (shared/platform/src/testing/orderFixture.ts), so it renders an order without
// a database.
// Exit code 1 when --max-kb is given and the landing page or a remote page exceeds its target.
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { launchChromium, serveDist } from './browser.mjs';

const here = path.dirname(fileURLToPath(import.meta.url));
const args = process.argv.slice(2);
const json = args.includes('--json');
const maxArg = args.find((a) => a.startsWith('--max-kb='));
const maxKb = maxArg ? Number(maxArg.split('=')[1]) : null;
const dist = path.resolve(args.find((a) => !a.startsWith('--')) ?? path.join(here, '../../shell/dist'));
if (!existsSync(path.join(dist, 'index.html'))) {
  console.error(`report-size: ${dist}/index.html not found (build the shell first)`);
  process.exit(2);
}
/** The pages whose transferred bytes are reported (issue 12's three). */
const PAGES = ['/', '/book-a-service/select-package', '/track-my-number'];

/** The platform's order fixture, compiled from its TypeScript source (one source of truth for tests and this report). */
async function orderFixture(overrides) {
  const { transformSync } = await import('@swc/core');
  const source = readFileSync(path.join(here, '../platform/src/testing/orderFixture.ts'), 'utf8');
  const { code } = transformSync(source, { jsc: { parser: { syntax: 'typescript' }, target: 'es2022' }, module: { type: 'es6' } });
  return (await import(`data:text/javascript,${encodeURIComponent(code)}`)).orderFixture(overrides);
}

/**
 * Remote pages whose own JavaScript is reported (issue 14: mfe-driver's ≤ 60 KB gzip on /profile/active-order), each
 * with its user, the stubbed API answers (path → JSON) and what shows that the page rendered.
 */
async function remotePages() {
  const order = await orderFixture({ state: 'on_the_way_to_pickup', can_update_status: true, can_cancel: false });
  return [
    {
      remote: 'driver',
      page: '/profile/active-order',
      targetKb: 60,
      user: { id: 'drv-1', role: 'driver', first_name: 'Daniel', last_name: 'Fahrer', email: 'driver1@chargevalet.test', locale: 'de' },
      api: {
        '/api/driver/active-order': { data: order },
        [`/api/driver/order/allowed-statuses/${order.identity}`]: { states: ['on_the_way_to_station'] },
        [`/api/driver/order/${order.identity}/handovers`]: { data: [] },
      },
      ready: 'section[aria-label="Nächster Schritt"] button',
    },
  ];
}

/** gzip (level 9) of each remote's remoteEntry.js as built. */
function remoteEntrySizes() {
  return ['booking', 'profile', 'manager', 'driver'].map((remote) => {
    const file = path.join(dist, '..', '..', `mfe-${remote}`, 'dist', 'remoteEntry.js');
    return { remote, gzip: existsSync(file) ? gzipSync(readFileSync(file), { level: 9 }).length : null };
  });
}

const server = await serveDist(dist, { withRemotes: true });
const origin = server.origin;
const { browser, reason } = await launchChromium();
if (!browser) {
  // The build does not depend on a browser; `npm test` runs this report with one (--require-browser).
  server.close();
  console.log(`report-size: skipped, ${reason}`);
  process.exit(args.includes('--require-browser') ? 2 : 0);
}
/** Bytes a fresh browser receives for `pagePath` (the document and every resource) until the network is idle. */
async function transferredBytes(pagePath) {
  const context = await browser.newContext({ viewport: { width: 412, height: 823 } });
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  // A busy machine can leave the network idle for a moment while scripts run: wait until nothing new loads for 2 s.
  for (let count = -1, now = 0; count !== now; await page.waitForTimeout(2000)) {
    count = now;
    now = await page.evaluate(() => performance.getEntriesByType('resource').length);
  }
  const entries = await page.evaluate(() =>
    [...performance.getEntriesByType('navigation'), ...performance.getEntriesByType('resource')].map((e) => ({ type: e.initiatorType, name: e.name, size: e.transferSize })),
  );
  await context.close();
  const js = entries.filter((e) => e.type === 'script' || e.name.endsWith('.js'));
  const sumSize = (list) => list.reduce((acc, e) => acc + e.size, 0);
  return { total: sumSize(entries), js: sumSize(js), jsFiles: js.length, html: sumSize(entries.filter((e) => e.type === 'navigation')) };
}

/** A remote's own JavaScript on its page (see remotePages), signed in as the page's user with stubbed API answers. */
async function remoteOwnJs({ remote, page: pagePath, user, api, ready }) {
  const context = await browser.newContext({ viewport: { width: 390, height: 844 } });
  const unanswered = new Set();
  await context.route(`${origin}/api/**`, (route) => {
    const { pathname } = new URL(route.request().url());
    if (pathname === '/api/user') return route.fulfill({ json: { data: user } });
    if (pathname in api) return route.fulfill({ json: api[pathname] });
    unanswered.add(pathname);
    return route.continue();
  });
  const all = new Map();
  context.on('response', async (response) => {
    if (!response.url().startsWith(`${origin}/`) || !response.url().endsWith('.js')) return;
    const body = await response.body().catch(() => null);
    if (body) all.set(new URL(response.url()).pathname, gzipSync(body, { level: 9 }).length);
  });
  const page = await context.newPage();
  await page.goto(`${origin}${pagePath}`, { waitUntil: 'networkidle' });
  try {
    await page.locator(ready).first().waitFor({ timeout: 20_000 });
  } catch {
    throw new Error(`report-size: ${pagePath} did not render (${ready}); API calls without a stub: ${[...unanswered].join(', ') || 'none'}`);
  }
  await page.waitForLoadState('networkidle');
  await context.close();
  const prefix = `/remotes/${remote}/`;
  const own = [...all].filter(([file]) => file.startsWith(prefix)).map(([file, gzip]) => ({ file: file.slice(prefix.length), gzip }));
  const total = (list) => list.reduce((sum, gzip) => sum + gzip, 0);
  return { files: own.sort((a, b) => b.gzip - a.gzip), gzip: total(own.map((f) => f.gzip)), pageGzip: total([...all.values()]), pageFiles: all.size };
}

const files = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.startsWith(`${origin}/`) || !(type.includes('javascript') || url.endsWith('.js'))) return;
    try {
      const body = await response.body();
      files.set(new URL(url).pathname, { raw: body.length, gzip: gzipSync(body, { level: 9 }).length });
    } catch {
      /* navigation raced the body */
    }
  });
  await page.addInitScript(() => {
    const mark = () => {
      const root = document.getElementById('root');
      if (!root) return false;
      new MutationObserver((_, observer) => {
        if (root.childElementCount > 0) {
          window.__cvFirstRender ??= performance.now();
          observer.disconnect();
        }
      }).observe(root, { childList: true });
      return true;
    };
    if (!mark()) document.addEventListener('DOMContentLoaded', mark, { once: true });
  });
  const cdp = await page.context().newCDPSession(page);
  await cdp.send('Network.enable');
  await cdp.send('Network.emulateNetworkConditions', { offline: false, latency: 150, downloadThroughput: -1, uploadThroughput: -1 });
  await page.goto(`${origin}/`, { waitUntil: 'load' });
  await page.waitForFunction(() => performance.getEntriesByName('first-contentful-paint').length > 0 && document.querySelector('main h1, h1') !== null, null, { timeout: 20_000 });
  await page.waitForLoadState('networkidle');
  const timing = await page.evaluate(() => ({
    fcp: performance.getEntriesByName('first-contentful-paint')[0]?.startTime ?? null,
    firstRender: window.__cvFirstRender ?? null,
    resources: performance.getEntriesByType('resource').map((e) => ({ path: new URL(e.name).pathname, end: e.responseEnd })),
  }));
  const ends = new Map(timing.resources.map((r) => [r.path, r.end]));
  const all = [...files.entries()].map(([file, s]) => ({ file, ...s, beforePaint: (ends.get(file) ?? Infinity) <= (timing.firstRender ?? timing.fcp ?? Infinity) }));
  all.sort((a, b) => b.gzip - a.gzip);
  const sum = (list) => list.reduce((acc, f) => ({ raw: acc.raw + f.raw, gzip: acc.gzip + f.gzip }), { raw: 0, gzip: 0 });
  const before = sum(all.filter((f) => f.beforePaint));
  const idle = sum(all);
  const total = before;
  const kb = (n) => (n / 1024).toFixed(1);
  const transferred = [];
  for (const pagePath of PAGES) transferred.push({ page: pagePath, ...(await transferredBytes(pagePath)) });
  const entries = remoteEntrySizes();
  const remote = [];
  for (const spec of await remotePages()) remote.push({ remote: spec.remote, page: spec.page, targetKb: spec.targetKb, ...(await remoteOwnJs(spec)) });
  if (json) {
    console.log(JSON.stringify({ dist, transferred, remoteEntries: entries, remotePages: remote, files: all, beforePaintGzipBytes: before.gzip, beforePaintRawBytes: before.raw, untilIdleGzipBytes: idle.gzip, untilIdleRawBytes: idle.raw, firstContentfulPaintMs: timing.fcp, firstRenderMs: timing.firstRender }, null, 2));
  } else {
    console.log(`Landing page JavaScript (${dist}), first render at ${Math.round(timing.firstRender ?? 0)} ms, first contentful paint at ${Math.round(timing.fcp ?? 0)} ms (150 ms latency per request):`);
    for (const f of all) console.log(`  ${f.beforePaint ? ' ' : '+'} ${f.file.padEnd(26)} ${kb(f.raw).padStart(8)} KB  ${kb(f.gzip).padStart(7)} KB gzip`);
    console.log(`  before paint: ${kb(before.gzip)} KB gzip (${kb(before.raw)} KB raw, ${all.filter((f) => f.beforePaint).length} files)`);
    console.log(`  until idle:   ${kb(idle.gzip)} KB gzip (${kb(idle.raw)} KB raw, ${all.length} files; + marks files loaded after the paint)`);
    console.log('Transferred until the network is idle (compressed as served, headers included; fresh cache):');
    for (const t of transferred) {
      console.log(`  ${t.page.padEnd(32)} ${kb(t.total).padStart(7)} KB  (JavaScript ${kb(t.js)} KB in ${t.jsFiles} files, HTML ${kb(t.html)} KB)`);
    }
    console.log(`remoteEntry.js (gzip): ${entries.map((e) => `${e.remote} ${e.gzip === null ? '–' : `${kb(e.gzip)} KB`}`).join(', ')}`);
    console.log("A remote's own JavaScript on its page (remoteEntry.js + its chunks until the network is idle, gzip; signed in, API stubbed):");
    for (const r of remote) {
      const parts = r.files.map((f) => `${f.file} ${kb(f.gzip)}`).join(', ');
      console.log(`  mfe-${r.remote} ${r.page.padEnd(24)} ${kb(r.gzip).padStart(6)} KB in ${r.files.length} files (target ≤ ${r.targetKb} KB; the page's JS: ${kb(r.pageGzip)} KB in ${r.pageFiles} files)  [${parts}]`);
    }
  }
  for (const r of remote) {
    if (maxKb !== null && r.gzip / 1024 > r.targetKb) {
      console.error(`report-size: mfe-${r.remote}'s own JavaScript on ${r.page} is ${kb(r.gzip)} KB gzip, over the ${r.targetKb} KB target`);
      process.exitCode = 1;
    }
  }
  if (maxKb !== null && total.gzip / 1024 > maxKb) {
    console.error(`report-size: ${kb(total.gzip)} KB gzip exceeds the ${maxKb} KB target`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}
