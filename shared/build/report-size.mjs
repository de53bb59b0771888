#!/usr/bin/env node
// Gzip size of the JavaScript the landing page fetches before it paints.
//
// Usage: node shared/build/report-size.mjs [shellDist=shell/dist] [--json] [--max-kb=200]
//
// Serves the built shell (SPA fallback, /remotes.json and an anonymous /api/user stubbed), opens "/" in Chromium
// (/usr/bin/chromium via playwright-core, or CHROMIUM_PATH) with 150 ms of added latency per request (so that the
// order of loading and rendering resembles a real network and the result does not depend on timing) and reports:
//   - before paint: every JavaScript file whose response ended before the app first rendered into #root (the
//     first paint follows that render; chunks requested by the render itself, e.g. lazy components, arrive at
//     least one round trip later and are not needed for it) — the figure the target applies to;
//   - until idle: every JavaScript file fetched until the network is idle (includes what loads lazily right after
//     the paint, e.g. the FAQ accordion's state machines).
// Each file is gzipped here (zlib level 9) so the figure does not depend on the server's compression.
// Exit code 1 when --max-kb is given and exceeded.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { createRequire } from 'node:module';
import { fileURLToPath } from 'node:url';

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

const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const server = createServer((req, res) => {
  const url = new URL(req.url ?? '/', 'http://localhost');
  if (url.pathname === '/remotes.json') {
    res.writeHead(200, { 'content-type': 'application/json' });
    const dead = (n) => `http://127.0.0.1:9/${n}/mf-manifest.json`;
    res.end(JSON.stringify({ booking: dead('booking'), profile: dead('profile'), manager: dead('manager'), driver: dead('driver') }));
    return;
  }
  if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sanctum/')) {
    res.writeHead(401, { 'content-type': 'application/json' });
    res.end(JSON.stringify({ message: 'Unauthenticated.' }));
    return;
  }
  let file = path.join(dist, decodeURIComponent(url.pathname));
  if (!file.startsWith(dist) || !existsSync(file) || statSync(file).isDirectory()) file = path.join(dist, 'index.html');
  res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream' });
  res.end(readFileSync(file));
});
await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
const { port } = server.address();

const require = createRequire(import.meta.url);
// playwright-core, or the copy inside the e2e package's @playwright/test (no browser download either way).
let chromium;
for (const [id, from] of [
  ['playwright-core', here],
  ['@playwright/test', path.join(here, '../../e2e')],
  ['playwright-core', path.join(here, '../..')],
]) {
  try {
    ({ chromium } = require(require.resolve(id, { paths: [from] })));
    break;
  } catch {
    /* try the next */
  }
}
if (!chromium) {
  console.error('report-size: playwright-core not found (pnpm install)');
  process.exit(2);
}
const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const browser = await chromium.launch({
  executablePath,
  args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
});
const files = new Map();
try {
  const page = await browser.newPage({ viewport: { width: 1280, height: 800 } });
  page.on('response', async (response) => {
    const url = response.url();
    const type = response.headers()['content-type'] ?? '';
    if (!url.startsWith(`http://127.0.0.1:${port}/`) || !(type.includes('javascript') || url.endsWith('.js'))) return;
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
  await page.goto(`http://127.0.0.1:${port}/`, { waitUntil: 'load' });
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
  if (json) {
    console.log(JSON.stringify({ dist, files: all, beforePaintGzipBytes: before.gzip, beforePaintRawBytes: before.raw, untilIdleGzipBytes: idle.gzip, untilIdleRawBytes: idle.raw, firstContentfulPaintMs: timing.fcp, firstRenderMs: timing.firstRender }, null, 2));
  } else {
    console.log(`Landing page JavaScript (${dist}), first render at ${Math.round(timing.firstRender ?? 0)} ms, first contentful paint at ${Math.round(timing.fcp ?? 0)} ms (150 ms latency per request):`);
    for (const f of all) console.log(`  ${f.beforePaint ? ' ' : '+'} ${f.file.padEnd(26)} ${kb(f.raw).padStart(8)} KB  ${kb(f.gzip).padStart(7)} KB gzip`);
    console.log(`  before paint: ${kb(before.gzip)} KB gzip (${kb(before.raw)} KB raw, ${all.filter((f) => f.beforePaint).length} files)`);
    console.log(`  until idle:   ${kb(idle.gzip)} KB gzip (${kb(idle.raw)} KB raw, ${all.length} files; + marks files loaded after the paint)`);
  }
  if (maxKb !== null && total.gzip / 1024 > maxKb) {
    console.error(`report-size: ${kb(total.gzip)} KB gzip exceeds the ${maxKb} KB target`);
    process.exitCode = 1;
  }
} finally {
  await browser.close();
  server.close();
}
