// `npm run bench`: throughput and p99 of the hot API calls beside a bare Fastify + pg `SELECT 1` baseline measured
// in the same run, on PostgreSQL (DESIGN §7, issues 5 and 13), then scripts/bench-notifications.mjs (issue 15). Not a
// test: it prints numbers and the targets they meet. The dispatch part (scripts/bench-dispatch.mjs) seeds 1,000,000
// orders (BENCH_ORDERS) after the placements. Then the abuse checks of issue 11 on an instance with the default
// limits: anonymous visits add no session row, and a scripted client cannot hoard the calendar with unpaid checkouts.
// Last, scripts/bench-day-plan.mjs (issue 36): the day planner's km against the greedy choice on simulated days.
//
//   DATABASE_URL   PostgreSQL server to use (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database
//                  cv_bench_<time> is created there and dropped afterwards (BENCH_KEEP_DB=1 keeps it)
//   BENCH_SECONDS  seconds per measurement (default 10)    BENCH_CONNECTIONS  (default 50)
//   BENCH_DRIVERS  drivers seeded for capacity (default 200)
//   BENCH_SLOTS_CACHE_MS  SLOTS_CACHE_MS of the API under test (default: the API's default)
//   BENCH_PORT     port of the API under test (default 18080); the baseline and the guarded API take the next two
//   BENCH_ONLY=search  the baseline, the 1M-order seed and the list and search rows only (iterating on the search)
//   BENCH_ONLY=status  the baseline, the 1M-order seed and the status changes only (iterating on the status change)
//   BENCH_ONLY=placement  the baseline, time slots and placement only (iterating on the write path)
//   BENCH_DB_PREFIX    prefix of the bench database's name (default cv_bench_)
//   BENCH_CPU_PROF     a folder: the API under test writes its V8 CPU profile there when it stops (node --cpu-prof)
//
// Load generator: wrk (Debian package `wrk`, installed with apt-get when missing and running as root).
import { spawn, spawnSync } from 'node:child_process';
import { mkdtempSync, readdirSync, readFileSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';
import { benchDispatch } from './bench-dispatch.mjs';

const API = path.join(ROOT, 'api');
const requireApi = createRequire(path.join(API, 'package.json'));
const pg = requireApi('pg');

const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const CONNECTIONS = Number(process.env.BENCH_CONNECTIONS ?? 50);
const DRIVERS = Number(process.env.BENCH_DRIVERS ?? 200);
const THREADS = Math.max(1, Math.min(2, os.cpus().length));
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
// BENCH_PORT moves the three servers, so two benches can run side by side on one machine
const API_PORT = Number(process.env.BENCH_PORT ?? 18_080);
const BASELINE_PORT = API_PORT + 1;
const GUARDED_PORT = API_PORT + 2;
const ONLY_DISPATCH = ['search', 'status'].includes(process.env.BENCH_ONLY) ? process.env.BENCH_ONLY : null;
const ONLY_PLACEMENT = process.env.BENCH_ONLY === 'placement';
const children = [];

const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));

function ensureWrk() {
  if (spawnSync('wrk', ['--version']).error === undefined) return;
  if (process.getuid?.() !== 0) throw new Error('wrk is missing: install the Debian package `wrk` (apt-get install -y wrk)');
  log('wrk is missing: apt-get install -y wrk');
  for (let attempt = 1; attempt <= 10; attempt += 1) {
    // apt may be locked by another install on this machine: retry
    const result = spawnSync('apt-get', ['install', '-y', 'wrk'], { stdio: 'inherit' });
    if (result.status === 0) return;
    if (attempt === 2) spawnSync('apt-get', ['update'], { stdio: 'inherit' });
    spawnSync('sleep', ['10']);
  }
  throw new Error('could not install wrk');
}

function start(name, command, args, env, cwd = ROOT) {
  const child = spawn(command, args, { cwd, env: { ...process.env, ...env }, stdio: ['ignore', 'pipe', 'pipe'] });
  let output = '';
  child.stdout.on('data', (chunk) => (output += chunk));
  child.stderr.on('data', (chunk) => (output += chunk));
  child.on('exit', (code) => {
    if (code && !child.stopping) process.stderr.write(`${name} exited with ${code}:\n${output}\n`);
  });
  children.push(child);
  child.output = () => output;
  return child;
}

async function stopAll() {
  for (const child of children) {
    if (child.exitCode !== null) continue;
    child.stopping = true;
    child.kill('SIGTERM');
  }
  await sleep(300);
}

async function waitFor(url, child, timeoutMs = 180_000) {
  const started = Date.now();
  for (;;) {
    if (child.exitCode !== null) throw new Error(`server exited before answering ${url}:\n${child.output()}`);
    try {
      const res = await fetch(url);
      if (res.ok) return;
    } catch {
      /* not up yet */
    }
    if (Date.now() - started > timeoutMs) throw new Error(`timeout waiting for ${url}:\n${child.output()}`);
    await sleep(200);
  }
}

const toMs = (value, unit) => Number(value) * ({ us: 0.001, ms: 1, s: 1000, m: 60_000 }[unit] ?? 1);

/** Runs wrk and returns { rps, p99, p50, requests, non2xx, errors }. */
function wrk(url, { seconds = SECONDS, script, scriptArgs = [], env = {} } = {}) {
  const args = [`-t${THREADS}`, `-c${CONNECTIONS}`, `-d${seconds}s`, '--latency', ...(script ? ['-s', script] : []), url, ...(scriptArgs.length ? ['--', ...scriptArgs] : [])];
  const result = spawnSync('wrk', args, { encoding: 'utf8', env: { ...process.env, ...env } });
  if (result.status !== 0) throw new Error(`wrk failed: ${result.stderr || result.stdout}`);
  const out = result.stdout;
  const latency = (pct) => {
    const match = new RegExp(`^\\s+${pct}%\\s+([\\d.]+)(us|ms|s|m)\\s*$`, 'm').exec(out);
    return match ? toMs(match[1], match[2]) : Number.NaN;
  };
  const rps = Number(/Requests\/sec:\s+([\d.]+)/.exec(out)?.[1] ?? Number.NaN);
  const requests = Number(/(\d+) requests in/.exec(out)?.[1] ?? 0);
  const non2xx = Number(/Non-2xx or 3xx responses:\s+(\d+)/.exec(out)?.[1] ?? 0);
  const errors = /Socket errors:[^\n]*/.exec(out)?.[0] ?? '';
  return { rps, p50: latency(50), p99: latency(99), requests, non2xx, errors, raw: out };
}

function berlinDate(offsetDays) {
  const date = new Date(Date.now() + offsetDays * 86_400_000);
  return new Intl.DateTimeFormat('en-CA', { timeZone: 'Europe/Berlin', year: 'numeric', month: '2-digit', day: '2-digit' }).format(date);
}

/** Runs `count` calls of `call(i)`, `concurrency` at a time; returns their results in order. */
async function pooled(count, concurrency, call) {
  const results = new Array(count);
  let next = 0;
  await Promise.all(Array.from({ length: concurrency }, async () => {
    while (next < count) {
      const i = next++;
      results[i] = await call(i);
    }
  }));
  return results;
}

/**
 * Issue 11, findings 6 and 7, against an instance with the default limits: (7) anonymous visits of the CSRF cookie
 * add no session row; (6) a scripted client from one address, with fresh sessions and contacts, starting checkouts
 * across the calendar as fast as it can, ends up holding at most CHECKOUT_LIMIT_IP (100 since issue 33: an office,
 * hotel or carrier address is many customers) checkouts.
 */
async function abuseChecks(base, db, drivers) {
  const count = async (query) => Number((await db.query(query)).rows[0].n);
  const sessionsBefore = await count('select count(*)::int as n from sessions');
  const visits = 1000;
  await pooled(visits, 50, async () => (await fetch(`${base}/sanctum/csrf-cookie`)).status);
  const sessionsAdded = (await count('select count(*)::int as n from sessions')) - sessionsBefore;
  log('');
  log(`anonymous sessions: ${visits} visits of /sanctum/csrf-cookie added ${sessionsAdded} session rows`);

  await db.query(`update orders set state = 'cancelled', hold_expires_at = null where state = 'pending_checkout'`);
  const bodies = placementBodies();
  const attempts = 500;
  const t0 = Date.now();
  const statuses = await pooled(attempts, 20, async (i) => {
    // a new browser each time: its own signed CSRF token, no session cookie, a contact of its own
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
    const cookie = csrf.headers.getSetCookie().map((c) => c.split(';')[0]).join('; ');
    const xsrf = decodeURIComponent(cookie.match(/XSRF-TOKEN=([^;]+)/)?.[1] ?? '');
    const body = JSON.parse(bodies[(i * 7) % bodies.length]);
    body.user = { ...body.user, email: `hoarder${i}@example.de`, phone: `0211 ${String(1_000_000 + i)}` };
    const res = await fetch(`${base}/api/guest/payment/stripe/start-checkout/embedded`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie, 'x-xsrf-token': xsrf },
      body: JSON.stringify(body),
    });
    return res.status;
  });
  const seconds = (Date.now() - t0) / 1000;
  const held = await count(`select count(*)::int as n from orders where state = 'pending_checkout' and hold_expires_at > now()`);
  const capacity = bodies.length * drivers;
  const tally = Object.entries(statuses.reduce((acc, s) => ({ ...acc, [s]: (acc[s] ?? 0) + 1 }), {})).map(([s, n]) => `${n} × ${s}`).join(', ');
  log(`hoarding: ${attempts} checkout starts from one address in ${fmt(seconds, 1)} s (${tally}) hold ${held} orders = ${held * 2} of ${fmt(capacity)} slot places (${fmt((held * 200) / capacity, 3)} %)`);
  return [
    ['anonymous csrf-cookie visits add no session row', sessionsAdded === 0],
    ['a scripted client from one address holds ≤ 100 unpaid checkouts (CHECKOUT_LIMIT_IP)', held <= 100],
  ];
}

function placementBodies() {
  const times = [];
  for (let minutes = 7 * 60; minutes < 21 * 60; minutes += 30) times.push(`${String(Math.floor(minutes / 60)).padStart(2, '0')}:${String(minutes % 60).padStart(2, '0')}`);
  const lines = [];
  for (let day = 1; day <= 13; day += 1) {
    const date = berlinDate(day);
    for (const time of times) {
      lines.push(
        JSON.stringify({
          car: { car_type: 'electric', license_plate: 'D CV 2026', brand: 'VW', model: 'ID.3', color: 'white' },
          package_id: 1,
          selected_services: [1],
          charging_level_id: 6,
          is_use_fuel_card: false,
          is_send_bill: false,
          pickup_address: { street: 'Königsallee 1', zip_code: '40212' },
          return_address: { street: 'Schadowstraße 5', zip_code: '40212', latitude: 51.226, longitude: 6.781 },
          user: { first_name: 'Bench', last_name: 'Gast', phone: '0211 7654321', email: 'bench.guest@example.de', billing_address: { street: 'Hauptstraße 1', zip_code: '40212' } },
          pickup_time_slot: { date, time },
          return_time_slot: null,
          payment_method: { method_code: 'card' },
          create_account: true,
          accept_terms: true,
          marketing_consent: false,
        }),
      );
    }
  }
  return lines;
}

/** CPU seconds (user + system) of a process and of the PostgreSQL server processes, from /proc (Linux; else null). */
function cpuSeconds(pid) {
  const ticks = (stat) => {
    const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
    return Number(fields[11]) + Number(fields[12]);
  };
  try {
    const hz = 100; // USER_HZ on Linux
    const api = ticks(readFileSync(`/proc/${pid}/stat`, 'utf8')) / hz;
    let postgres = 0;
    for (const entry of readdirSync('/proc')) {
      if (!/^\d+$/.test(entry)) continue;
      try {
        if (readFileSync(`/proc/${entry}/comm`, 'utf8').trim() === 'postgres') postgres += ticks(readFileSync(`/proc/${entry}/stat`, 'utf8')) / hz;
      } catch {
        /* the process ended meanwhile */
      }
    }
    return { api, postgres };
  } catch {
    return null;
  }
}

wrk.threads = THREADS;

const fmt = (n, digits = 0) => (Number.isFinite(n) ? n.toLocaleString('en-US', { maximumFractionDigits: digits, minimumFractionDigits: digits }) : 'n/a');

function table(results, base0) {
  log('');
  log('| call | requests/s | p50 ms | p99 ms | vs baseline | non-2xx |');
  log('|---|---:|---:|---:|---:|---:|');
  for (const r of results) {
    log(`| ${r.name} | ${fmt(r.rps)} | ${fmt(r.p50, 2)} | ${fmt(r.p99, 2)} | ${fmt((r.rps / base0) * 100)} % | ${r.non2xx}${r.errors ? ` (${r.errors})` : ''} |`);
  }
}

async function main() {
  ensureWrk();
  const name = `${process.env.BENCH_DB_PREFIX ?? 'cv_bench_'}${Date.now()}`;
  const serverUrl = new URL(SERVER_URL);
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  await admin.end();
  const dbUrl = new URL(serverUrl);
  dbUrl.pathname = `/${name}`;
  log(`bench database: ${name} on ${serverUrl.host} (${os.cpus().length} cores, wrk -t${THREADS} -c${CONNECTIONS} -d${SECONDS}s)`);

  const results = [];
  let db;
  try {
    log('bundling the API …');
    const bundled = spawnSync(process.execPath, ['bench/bundle.mjs'], { cwd: API, stdio: 'inherit' });
    if (bundled.status !== 0) throw new Error('bundling the API failed');

    const apiEnv = {
      NODE_ENV: 'production',
      PORT: String(API_PORT),
      HOST: '127.0.0.1',
      DATABASE_URL: dbUrl.toString(),
      LOG_LEVEL: 'warn',
      SEED_DEMO: 'true',
      PAYMENT_PROVIDER: 'sandbox',
      STRIPE_SECRET_KEY: '',
      FRONTEND_DIST: path.join(os.tmpdir(), 'chargevalet-bench-no-frontend'),
      CODE_PEPPER: 'bench-pepper-not-a-secret-0123456789',
      ...(process.env.BENCH_SLOTS_CACHE_MS ? { SLOTS_CACHE_MS: process.env.BENCH_SLOTS_CACHE_MS } : {}),
    };
    delete apiEnv.STRIPE_SECRET_KEY;
    // The throughput run plays many customers at once, every guard at its default: each request is a customer of its
    // own (its address through X-Forwarded-For, its e-mail and phone, a new session; api/bench/placement.lua).
    const throughputEnv = { ...apiEnv, TRUST_PROXY: 'true' };
    const apiServer = start('api', process.execPath, [...(process.env.BENCH_CPU_PROF ? ['--cpu-prof', `--cpu-prof-dir=${path.resolve(process.env.BENCH_CPU_PROF)}`] : []), 'bench/dist/server.js'], throughputEnv, API);
    const baseline = start('baseline', process.execPath, ['bench/baseline.mjs'], { DATABASE_URL: dbUrl.toString(), PORT: String(BASELINE_PORT) }, API);
    await waitFor(`http://127.0.0.1:${API_PORT}/health`, apiServer);
    await waitFor(`http://127.0.0.1:${BASELINE_PORT}/select1`, baseline);

    // Capacity for the placements: many drivers (the demo seed has three).
    db = new pg.Client({ connectionString: dbUrl.toString() });
    await db.connect();
    await db.query(
      `insert into users (role, first_name, last_name, email, locale)
       select 'driver', 'Bench', 'Driver ' || i, 'bench-driver-' || i || '@chargevalet.test', 'de' from generate_series(1, $1::int) as i`,
      [DRIVERS],
    );
    // statistics as autovacuum would have them a minute later (the seed changed the table's size a hundredfold)
    await db.query('analyze');
    const drivers = Number((await db.query(`select count(*)::int as n from users where role = 'driver'`)).rows[0].n);
    log(`seeded ${DRIVERS} drivers (${drivers} in all)`);

    const base = `http://127.0.0.1:${API_PORT}`;
    // warm-up (JIT, pools, caches)
    wrk(`http://127.0.0.1:${BASELINE_PORT}/select1`, { seconds: 2 });
    wrk(`${base}/api/order/pick-up/time-slots/1`, { seconds: 2 });

    log('measuring: baseline (bare Fastify + pg SELECT 1) …');
    const baselineResult = wrk(`http://127.0.0.1:${BASELINE_PORT}/select1`);
    results.push({ name: 'baseline: Fastify + pg SELECT 1', ...baselineResult });
    if (ONLY_DISPATCH) {
      const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-'));
      const dispatch = await benchDispatch({ base, db, dir, wrk, log, baselineRps: baselineResult.rps, apiDir: API, only: ONLY_DISPATCH });
      table([...results, ...dispatch.results], baselineResult.rps);
      log(`load average at the end: ${os.loadavg().map((n) => n.toFixed(2)).join(' ')}`);
      for (const [label, ok] of dispatch.checks) log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
      return;
    }

    log('measuring: GET /api/order/pick-up/time-slots/1 …');
    const slots = wrk(`${base}/api/order/pick-up/time-slots/1`);
    results.push({ name: 'pickup time slots', ...slots });

    // Placement: guest checkout starts across the slots of 13 days, one CSRF session.
    const csrf = await fetch(`${base}/sanctum/csrf-cookie`);
    const cookies = csrf.headers.getSetCookie().map((cookie) => cookie.split(';')[0]);
    const xsrf = decodeURIComponent(cookies.find((cookie) => cookie.startsWith('XSRF-TOKEN='))?.slice('XSRF-TOKEN='.length) ?? '');
    const dir = mkdtempSync(path.join(os.tmpdir(), 'cv-bench-'));
    const bodiesFile = path.join(dir, 'bodies.jsonl');
    const bodies = placementBodies();
    writeFileSync(bodiesFile, `${bodies.join('\n')}\n`);
    const probe = await fetch(`${base}/api/guest/payment/stripe/start-checkout/embedded`, {
      method: 'POST',
      headers: { 'content-type': 'application/json', cookie: cookies.join('; '), 'x-xsrf-token': xsrf },
      body: bodies[40],
    });
    if (probe.status !== 201) throw new Error(`a placement was refused before the run: ${probe.status} ${await probe.text()}`);

    // Warm-up, as for the calls above, and then the statistics autovacuum gives a growing table within its minute
    // (this machine's test server runs without autovacuum, so the bench stands in for it, as after the seed above):
    // a new database's connections plan their foreign-key checks of orders (payment_sessions.order_id) while the
    // table is a few pages, as sequential scans, and keep those plans until orders is analyzed. A service taking
    // a thousand orders a second is past that; without this, a run's speed depended on how many of the pool's
    // connections planned early (917 against 1,192 orders/s, 909 sequential scans of orders against 78).
    const placementEnv = { BENCH_BODIES: bodiesFile, BENCH_COOKIE: cookies.join('; '), BENCH_XSRF: xsrf };
    wrk(`${base}/api/guest/payment/stripe/start-checkout/embedded`, { seconds: 1, script: path.join(API, 'bench/placement.lua'), env: { ...placementEnv, BENCH_RUN: '1' } });
    await db.query('analyze orders');

    const before = Number((await db.query('select count(*)::int as n from orders')).rows[0].n);
    log(`measuring: POST /api/guest/payment/stripe/start-checkout/embedded (${bodies.length} slots) …`);
    const cpu0 = cpuSeconds(apiServer.pid);
    const t0 = Date.now();
    const placement = wrk(`${base}/api/guest/payment/stripe/start-checkout/embedded`, {
      script: path.join(API, 'bench/placement.lua'),
      env: placementEnv,
    });
    const elapsed = (Date.now() - t0) / 1000;
    const cpu1 = cpuSeconds(apiServer.pid);
    const after = Number((await db.query('select count(*)::int as n from orders')).rows[0].n);
    const placed = after - before;
    results.push({ name: 'order placement', ...placement, placed, ordersPerSecond: placed / Math.min(elapsed, SECONDS) });

    // No slot may hold more orders than drivers (no blocks or bookings in this database).
    const overbooked = await db.query(
      `select slot, count(*)::int as n from (
         select pickup_slot as slot from orders where state in ('created', 'pending_checkout') and driver_id is null
         union all
         select return_slot from orders where state in ('created', 'pending_checkout') and driver_id is null
       ) held group by slot having count(*) > $1 order by n desc`,
      [drivers],
    );
    const fullest = await db.query(
      `select max(n)::int as n from (select slot, count(*) as n from (
         select pickup_slot as slot from orders where state in ('created', 'pending_checkout')
         union all select return_slot from orders where state in ('created', 'pending_checkout')) h group by slot) s`,
    );

    const dispatch = ONLY_PLACEMENT ? { results: [], checks: [] } : await benchDispatch({ base, db, dir, wrk, log, baselineRps: baselineResult.rps, apiDir: API });
    results.push(...dispatch.results);

    // Report
    const base0 = baselineResult.rps;
    table(results, base0);
    log('');
    log(`orders placed: ${placed} in ${fmt(Math.min(elapsed, SECONDS), 1)} s = ${fmt(placed / Math.min(elapsed, SECONDS))} orders/s; fullest slot holds ${fullest.rows[0].n} of ${drivers} drivers`);
    log(`overbooked slots: ${overbooked.rows.length}`);
    // CPU per order: what the throughput costs, comparable across runs on a noisy machine
    if (cpu0 && cpu1 && placed > 0) {
      const perOrder = (seconds) => fmt((seconds * 1000) / placed, 2);
      log(`CPU per placed order: API ${perOrder(cpu1.api - cpu0.api)} ms, PostgreSQL ${perOrder(cpu1.postgres - cpu0.postgres)} ms (${os.cpus().length} cores shared with wrk)`);
    }
    const checks = [
      [`time slots ≥ 60 % of baseline requests/s`, slots.rps >= 0.6 * base0],
      [`time slots p99 ≤ 15 ms`, slots.p99 <= 15],
      [`placement ≥ 1,000 orders/s`, placed / Math.min(elapsed, SECONDS) >= 1000],
      ['zero overbooked slots', overbooked.rows.length === 0],
      ...dispatch.checks,
    ];
    log('');
    if (ONLY_PLACEMENT) {
      for (const [label, ok] of checks) log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
      return;
    }

    // Abuse checks (issue 11) on an instance with the default limits, same database.
    const guarded = start('api-guarded', process.execPath, ['bench/dist/server.js'], { ...apiEnv, PORT: String(GUARDED_PORT) }, API);
    await waitFor(`http://127.0.0.1:${GUARDED_PORT}/health`, guarded);
    const abuse = await abuseChecks(`http://127.0.0.1:${GUARDED_PORT}`, db, drivers);
    checks.push(...abuse);

    log('');
    for (const [label, ok] of checks) log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
    if (overbooked.rows.length > 0 || abuse.some(([, ok]) => !ok)) process.exitCode = 1;
  } finally {
    await db?.end().catch(() => undefined);
    await stopAll();
    if (!process.env.BENCH_KEEP_DB) {
      const dropper = new pg.Client({ connectionString: SERVER_URL });
      await dropper.connect();
      await dropper.query(`drop database if exists "${name}" with (force)`).catch((error) => log(`could not drop ${name}: ${error.message}`));
      await dropper.end();
    }
  }
}

main()
  .then(() => {
    if (ONLY_DISPATCH || ONLY_PLACEMENT) return;
    // issue 15: live notification delivery (its own servers and database)
    const notifications = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-notifications.mjs')], { stdio: 'inherit' });
    if (notifications.status !== 0) process.exitCode = 1;
    // issue 36: the day planner on seeded simulated days (no database)
    const dayPlan = spawnSync(process.execPath, [path.join(ROOT, 'scripts', 'bench-day-plan.mjs')], { stdio: 'inherit' });
    if (dayPlan.status !== 0) process.exitCode = 1;
  })
  .catch(async (error) => {
    process.stderr.write(`bench failed: ${error instanceof Error ? error.message : String(error)}\n`);
    await stopAll();
    process.exit(1);
  });
