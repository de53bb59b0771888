// `npm run lighthouse`: Lighthouse (mobile preset) on the landing page, the wizard's first step and the order
// tracking page of the production build, then, signed in, the customer's orders and the driver's active order (issue
// 14: its first render on a throttled phone), printing performance and accessibility scores, LCP, TBT, CLS and the
// bytes transferred. Not a test: a benchmark that prints numbers (issue 12's target: performance ≥ 90).
//
//   LH_URL    server to measure (default: starts api/dist/server.js with NODE_ENV=production on LH_PORT)
//   LH_PORT   port of the server it starts (default 18_090)   LH_DATA_DIR  its embedded database (kept between runs)   LH_RUNS  runs per page, the median is printed (default 1)
//   CHROME_PATH  Chromium to use (default /usr/bin/chromium; never downloaded)
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readFileSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';
import { signIn } from './lib/sign-in.mjs';

export const PAGES = ['/', '/book-a-service/select-package', '/track-my-number'];
/** Pages behind sign-in, measured with the demo user's session cookie sent on every request. */
const SIGNED_IN_PAGES = [
  { page: '/profile/orders', email: 'customer@chargevalet.test' },
  { page: '/profile/active-order', email: 'driver1@chargevalet.test' },
];
const RUNS = Number(process.env.LH_RUNS ?? 1);
const PORT = Number(process.env.LH_PORT ?? 18_090);
const CHROME_FLAGS = '--headless --no-sandbox --disable-gpu --disable-quic --no-first-run --disable-background-networking --disable-component-update --disable-sync';
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

// Kept between runs: migrating and seeding a fresh embedded database can outlast the API's plugin timeout on a
// busy machine.
const DATA_DIR = process.env.LH_DATA_DIR ?? path.join(os.tmpdir(), 'chargevalet-lighthouse-data');

async function startServer() {
  const dataDir = DATA_DIR;
  const child = spawn('node', ['api/dist/server.js'], {
    cwd: ROOT,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(PORT), DATA_DIR: dataDir, LOG_LEVEL: 'warn' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  const base = `http://localhost:${PORT}`;
  // A fresh embedded database migrates and seeds first: that can take minutes on a busy machine.
  for (let i = 0; !(await fetch(`${base}/health`).then((r) => r.ok, () => false)); i += 1) {
    if (child.exitCode !== null) throw new Error(`server exited with ${child.exitCode}`);
    if (i === 600) throw new Error('server did not answer /health within 5 minutes');
    await sleep(500);
  }
  return { base, stop: () => child.kill('SIGTERM') };
}


function lighthouse(url, cookie) {
  const out = path.join(mkdtempSync(path.join(os.tmpdir(), 'cv-lh-')), 'report.json');
  const result = spawnSync(
    path.join(ROOT, 'node_modules/.bin/lighthouse'),
    [
      url,
      '--quiet',
      '--output=json',
      `--output-path=${out}`,
      '--only-categories=performance,accessibility',
      `--chrome-flags=${CHROME_FLAGS}`,
      ...(cookie ? [`--extra-headers=${JSON.stringify({ Cookie: cookie })}`] : []),
    ],
    { env: { ...process.env, CHROME_PATH: process.env.CHROME_PATH ?? '/usr/bin/chromium' }, stdio: ['ignore', 'ignore', 'inherit'] },
  );
  if (result.status !== 0) throw new Error(`lighthouse ${url} failed (${result.status})`);
  const lhr = JSON.parse(readFileSync(out, 'utf8'));
  rmSync(path.dirname(out), { recursive: true, force: true });
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

const server = process.env.LH_URL ? { base: process.env.LH_URL.replace(/\/$/, ''), stop: () => undefined } : await startServer();
try {
  console.log(`Lighthouse (mobile preset, median of ${RUNS}) on ${server.base}`);
  console.log(`  ${'page'.padEnd(32)} perf  a11y      LCP      TBT    CLS   transferred (JS)`);
  const pages = [...PAGES.map((page) => ({ page })), ...SIGNED_IN_PAGES];
  for (const { page, email } of pages) {
    const cookie = email ? (await signIn(server.base, email)).cookie : undefined;
    const runs = [];
    for (let i = 0; i < RUNS; i += 1) runs.push(lighthouse(`${server.base}${page}`, cookie));
    const m = (key) => median(runs.map((r) => r[key]));
    console.log(
      `  ${page.padEnd(32)} ${String(m('performance')).padStart(4)}  ${String(m('accessibility')).padStart(4)}  ${(m('lcp') / 1000).toFixed(1).padStart(5)} s  ${String(Math.round(m('tbt'))).padStart(4)} ms  ${m('cls').toFixed(3)}  ${m('totalKb').toFixed(0).padStart(5)} KB (${m('jsKb').toFixed(0)} KB in ${m('jsFiles')} JS files)${email ? `  signed in as ${email}` : ''}`,
    );
  }
} finally {
  server.stop();
}
