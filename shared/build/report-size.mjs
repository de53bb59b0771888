#!/usr/bin/env node
// The JavaScript each page of issue 29 loads (gzip, level 9), read from the bundler's chunk graphs
// (<app>/dist-stats/chunk-graph.json, written by the build: shared/build/src/chunk-graph.js). No browser.
//
// Usage: node shared/build/report-size.mjs [--json]
//
// What a page loads is told by src/page-files.js, with the lazy imports each page renders at once (PAGES: e.g. the
// platform's state-machine components, the dashboard's charts). Imports a page makes only on demand (the map with
// a key, the checkout, the handover form) are listed per app, not counted.
// What a browser really receives, compressed as served, is measured by `npm run lighthouse`.
//
// Budgets (shared/build/size-budget.json): `targetKb` is issue 29's goal for every page; `pages` holds each page's
// ceiling, today's size with a small margin, lowered as pages shrink: a page over its ceiling fails the report
// (exit code 1). A page over the target but under its ceiling is reported as such. `remoteOwnKb`: a remote's own
// files on its page (remoteEntry.js and its chunks), e.g. mfe-driver ≤ 60 KB (issue 14).
import { existsSync, readFileSync } from 'node:fs';
import path from 'node:path';
import { gzipSync } from 'node:zlib';
import { fileURLToPath } from 'node:url';
import { pageFiles, verdict } from './src/page-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const root = path.resolve(here, '../..');
const json = process.argv.includes('--json');
const budget = JSON.parse(readFileSync(path.join(here, 'size-budget.json'), 'utf8'));

/**
 * The nine pages: the remote that renders each (none: the shell's own) and the lazy imports it renders at once;
 * checked against the chunks Chromium loads for each page. The frame's overlays (the cookie settings dialog, the
 * navigation and notification drawers, the user menu) load when first opened, not with the page (lazy-ui.tsx).
 */
const PAGES = [
  { page: '/', lazy: { shell: ['../features/landing/LandingPage', './heavy/accordion'] } },
  { page: '/book-a-service/select-package', remote: 'booking', lazy: {} },
  { page: '/track-my-number', lazy: { shell: ['../features/track/TrackOrderPage'] } },
  { page: '/profile/orders', remote: 'profile', lazy: { profile: ['./orders/OrdersPage'] } },
  { page: '/orders/:id', remote: 'profile', lazy: { profile: ['./orders/OrderDetailsPage'] } },
  { page: '/profile/active-order', remote: 'driver', lazy: {} },
  { page: '/orders', remote: 'manager', lazy: { manager: ['./orders/list/OrdersPage'] } },
  { page: '/profile/manager-calendar', remote: 'manager', lazy: { manager: ['./calendar/CalendarPage'] } },
  { page: '/dashboard', remote: 'manager', lazy: { manager: ['./dashboard/DashboardPage', './StatsCharts'] } },
];

const appDir = (app) => path.join(root, app === 'shell' ? 'shell' : `mfe-${app}`);

function readGraph(app) {
  const file = path.join(appDir(app), 'dist-stats', 'chunk-graph.json');
  if (!existsSync(file)) throw new Error(`${path.relative(root, file)} not found: build the apps first (node scripts/build.mjs)`);
  return JSON.parse(readFileSync(file, 'utf8'));
}

const gzipCache = new Map();
/** gzip (level 9) of a built file, by its path. */
function gzipOf(file) {
  if (!gzipCache.has(file)) gzipCache.set(file, gzipSync(readFileSync(file), { level: 9 }).length);
  return gzipCache.get(file);
}

const graphs = Object.fromEntries(['shell', 'booking', 'profile', 'manager', 'driver'].map((app) => [app, readGraph(app)]));

const kb = (bytes) => (bytes / 1024).toFixed(1);
const sumGzip = (files) => files.reduce((sum, file) => sum + gzipOf(file), 0);
const rows = PAGES.map((spec) => {
  const files = pageFiles(graphs, spec).map(({ app, file }) => ({ app, path: path.join(appDir(app), 'dist', file) }));
  const gzip = sumGzip(files.map((file) => file.path));
  const ceilingKb = budget.pages[spec.page];
  if (ceilingKb === undefined) throw new Error(`report-size: ${spec.page} has no ceiling in shared/build/size-budget.json`);
  // The remote's own share of the page (issue 14: mfe-driver ≤ 60 KB on /profile/active-order).
  const own = spec.remote ? sumGzip(files.filter((file) => file.app === spec.remote).map((file) => file.path)) : null;
  const ownKb = spec.remote ? budget.remoteOwnKb[spec.remote] : undefined;
  return { page: spec.page, remote: spec.remote ?? null, files: files.length, gzip, ceilingKb, own, ownKb, verdict: verdict(gzip, { ceilingKb, targetKb: budget.targetKb }), overOwn: ownKb !== undefined && own / 1024 > ownKb };
});

/** Per app: what its on-demand imports (those no page above renders at once) would add. */
const counted = new Set(['./bootstrap', './remoteRuntime', ...PAGES.flatMap((spec) => Object.values(spec.lazy).flat())]);
const onDemand = Object.entries(graphs).flatMap(([app, graph]) =>
  graph.groups
    .filter((g) => g.name !== 'main' && g.origins.length > 0 && !g.origins.some((origin) => counted.has(origin)))
    .map((g) => ({ app, import: g.origins.join(', '), gzip: g.chunks.flatMap((id) => graph.chunks[id].files).reduce((sum, file) => sum + gzipOf(path.join(appDir(app), 'dist', file)), 0) })),
);

if (json) {
  console.log(JSON.stringify({ targetKb: budget.targetKb, pages: rows, onDemand }, null, 2));
} else {
  console.log(`JavaScript per page (gzip, from the bundler's chunk graphs; target ≤ ${budget.targetKb} KB, ceiling = today's budget):`);
  for (const row of rows) {
    const own = row.remote ? `; mfe-${row.remote}'s own ${kb(row.own)} KB${row.ownKb === undefined ? '' : ` (≤ ${row.ownKb})`}` : '';
    console.log(`  ${row.page.padEnd(31)} ${kb(row.gzip).padStart(6)} KB in ${String(row.files).padStart(2)} files  (ceiling ${row.ceilingKb} KB) ${row.verdict}${own}`);
  }
  console.log('On demand (not counted above):');
  for (const item of onDemand.filter((entry, index, all) => all.findIndex((other) => other.import === entry.import) === index)) {
    console.log(`  ${item.app.padEnd(8)} ${item.import.padEnd(52)} +${kb(item.gzip)} KB`);
  }
}
for (const row of rows.filter((r) => r.verdict === 'over-ceiling')) {
  console.error(`report-size: ${row.page} loads ${kb(row.gzip)} KB gzip, over its ceiling of ${row.ceilingKb} KB (shared/build/size-budget.json)`);
  process.exitCode = 1;
}
for (const row of rows.filter((r) => r.overOwn)) {
  console.error(`report-size: mfe-${row.remote}'s own JavaScript on ${row.page} is ${kb(row.own)} KB gzip, over its ${row.ownKb} KB`);
  process.exitCode = 1;
}
