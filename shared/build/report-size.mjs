#!/usr/bin/env node
// Gzip size of the JavaScript the landing page fetches before it paints, and the bytes transferred per page.
//
// Usage: node shared/build/report-size.mjs [shellDist=shell/dist] [--json] [--max-kb=200]
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
// served from their own dist folders.
// Exit code 1 when --max-kb is given and exceeded.
import { existsSync } from 'node:fs';
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

const server = await serveDist(dist, { withRemotes: true });
const origin = server.origin;
const browser = await launchChromium();
if (!browser) {
  console.error('report-size: Chromium or playwright-core not found (/usr/bin/chromium, pnpm install)');
  process.exit(2);
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
  if (json) {
    console.log(JSON.stringify({ dist, transferred, files: all, beforePaintGzipBytes: before.gzip, beforePaintRawBytes: before.raw, untilIdleGzipBytes: idle.gzip, untilIdleRawBytes: idle.raw, firstContentfulPaintMs: timing.fcp, firstRenderMs: timing.firstRender }, null, 2));
  } else {
    console.log(`Landing page JavaScript (${dist}), first render at ${Math.round(timing.firstRender ?? 0)} ms, first contentful paint at ${Math.round(timing.fcp ?? 0)} ms (150 ms latency per request):`);
    for (const f of all) console.log(`  ${f.beforePaint ? ' ' : '+'} ${f.file.padEnd(26)} ${kb(f.raw).padStart(8)} KB  ${kb(f.gzip).padStart(7)} KB gzip`);
    console.log(`  before paint: ${kb(before.gzip)} KB gzip (${kb(before.raw)} KB raw, ${all.filter((f) => f.beforePaint).length} files)`);
    console.log(`  until idle:   ${kb(idle.gzip)} KB gzip (${kb(idle.raw)} KB raw, ${all.length} files; + marks files loaded after the paint)`);
    console.log('Transferred until the network is idle (compressed as served, headers included; fresh cache):');
    for (const t of transferred) {
      console.log(`  ${t.page.padEnd(32)} ${kb(t.total).padStart(7)} KB  (JavaScript ${kb(t.js)} KB in ${t.jsFiles} files, HTML ${kb(t.html)} KB)`);
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
