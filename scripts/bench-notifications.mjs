// `npm run bench:notifications` (issue 15): live notification delivery on PostgreSQL. Two API instances of the
// bundled server share a fresh database; N users each hold one SSE stream (all on instance A for the one-instance
// round, split over A and B for the two-instance round); CHANGES notifications spread over those users are stored
// and NOTIFYed as services/notifications/notify.ts does. Prints delivery p50/p99 (commit → bytes at the browser),
// wrong or missing deliveries, and the API's memory per open stream. Not a test: numbers and the targets they meet.
//
//   DATABASE_URL      PostgreSQL server (default postgres://postgres@127.0.0.1:5432/postgres); a fresh database
//                     cv_bench_notify_<time> is created there and dropped afterwards
//   BENCH_STREAMS     open streams (default 5000)     BENCH_CHANGES  notifications per round (default 1000)
//   BENCH_SECONDS     seconds the changes are spread over (default 10)
import { spawn, spawnSync } from 'node:child_process';
import { createHash, randomBytes } from 'node:crypto';
import { readFileSync } from 'node:fs';
import http from 'node:http';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';

const API = path.join(ROOT, 'api');
const pg = createRequire(path.join(API, 'package.json'))('pg');
const SERVER_URL = process.env.DATABASE_URL ?? 'postgres://postgres@127.0.0.1:5432/postgres';
const STREAMS = Number(process.env.BENCH_STREAMS ?? 5000);
const CHANGES = Number(process.env.BENCH_CHANGES ?? 1000);
const SECONDS = Number(process.env.BENCH_SECONDS ?? 10);
const PORTS = [18_090, 18_091];
const log = (line = '') => process.stdout.write(`${line}\n`);
const sleep = (ms) => new Promise((resolve) => setTimeout(resolve, ms));
const rssKb = (pid) => Number(/VmRSS:\s+(\d+)/.exec(readFileSync(`/proc/${pid}/status`, 'utf8'))?.[1] ?? Number.NaN);
/** Instances that held streams already: their RSS no longer shows what new streams cost (freed memory is kept). */
const measured = new Set();
const percentile = (sorted, p) => sorted[Math.min(sorted.length - 1, Math.floor((sorted.length * p) / 100))] ?? Number.NaN;

function startApi(port, databaseUrl) {
  const child = spawn(process.execPath, ['bench/dist/server.js'], {
    cwd: API,
    env: { ...process.env, NODE_ENV: 'production', PORT: String(port), HOST: '127.0.0.1', DATABASE_URL: databaseUrl, LOG_LEVEL: 'warn', SEED_DEMO: 'false', FRONTEND_DIST: path.join(os.tmpdir(), 'chargevalet-bench-no-frontend'), CODE_PEPPER: 'bench-pepper-not-a-secret-0123456789' },
    stdio: ['ignore', 'ignore', 'inherit'],
  });
  return child;
}

async function waitUp(port) {
  for (let i = 0; i < 300; i += 1) {
    try {
      if ((await fetch(`http://127.0.0.1:${port}/health`)).ok) return;
    } catch {
      /* not up yet */
    }
    await sleep(200);
  }
  throw new Error(`API on ${port} did not start`);
}

/** Opens one stream; `onEvent(notification)` per delivery. */
function openStream(port, token, agent, onEvent) {
  return new Promise((resolve, reject) => {
    const request = http.get({ host: '127.0.0.1', port, path: '/api/customer/notifications/stream', agent, headers: { cookie: `cv_session=${token}` } }, (response) => {
      if (response.statusCode !== 200) return reject(new Error(`stream answered ${response.statusCode}`));
      let buffer = '';
      response.setEncoding('utf8');
      response.on('data', (chunk) => {
        buffer += chunk;
        let end;
        while ((end = buffer.indexOf('\n\n')) >= 0) {
          const event = buffer.slice(0, end);
          buffer = buffer.slice(end + 2);
          const data = /^data: (.*)$/m.exec(event);
          if (data) onEvent(JSON.parse(data[1]));
        }
      });
      resolve(() => request.destroy());
    });
    request.on('error', reject);
  });
}

async function round(name, db, users, ports, apis, agent, targetP99) {
  const received = new Map();
  let wrong = 0;
  const before = apis.map((child) => rssKb(child.pid));
  const closers = [];
  for (let i = 0; i < users.length; i += 1) {
    const user = users[i];
    const port = ports[i % ports.length];
    closers.push(
      await openStream(port, user.token, agent, (notification) => {
        if (notification.data.user !== user.id) wrong += 1;
        received.set(notification.data.seq, Date.now() - notification.data.sent_at);
      }),
    );
  }
  await sleep(1000);
  const perStream = apis.map((child, i) => (measured.has(child) ? Number.NaN : ((rssKb(child.pid) - before[i]) * ports.length) / users.length));
  for (const child of apis) measured.add(child);

  // what notify() does: the rows and their NOTIFYs in one statement
  for (let seq = 0; seq < CHANGES; seq += 1) {
    const user = users[Math.floor(Math.random() * users.length)];
    await db.query(
      `with stored as (
         insert into notifications (user_id, kind, order_id, order_identity, text, link, data, created_at)
         values ($1::uuid, 'order_status_changed', null, 'CV-BENCH1', 'Auftrag CV-BENCH1: Wird geladen.', null,
                 jsonb_build_object('user', $1::text, 'seq', $2::int, 'sent_at', $3::bigint), $4::timestamptz)
         returning id, user_id)
       select pg_notify('cv_notifications', json_build_object('user', user_id, 'id', id)::text) from stored`,
      [user.id, seq, Date.now(), new Date().toISOString()],
    );
    await sleep((SECONDS * 1000) / CHANGES);
  }
  await sleep(2000);
  for (const close of closers) close();
  const latencies = [...received.values()].sort((a, b) => a - b);
  const p99 = percentile(latencies, 99);
  log(`${name}: ${users.length} streams, ${CHANGES} notifications → ${received.size} delivered, ${wrong} to a wrong user`);
  log(`  delivery p50 ${percentile(latencies, 50)} ms, p99 ${p99} ms (target ≤ ${targetP99} ms: ${p99 <= targetP99 && received.size === CHANGES && wrong === 0 ? 'met' : 'NOT met'})`);
  log(`  memory per open stream: ${perStream.map((kb) => (Number.isNaN(kb) ? 'n/a (measured before)' : `${kb.toFixed(1)} KB`)).join(' / ')} (RSS growth of each instance)`);
}

async function main() {
  const name = `cv_bench_notify_${Date.now()}`;
  const admin = new pg.Client({ connectionString: SERVER_URL });
  await admin.connect();
  await admin.query(`create database "${name}"`);
  const url = new URL(SERVER_URL);
  url.pathname = `/${name}`;
  const apis = [];
  const db = new pg.Client({ connectionString: url.toString() });
  try {
    log('bundling the API …');
    if (spawnSync(process.execPath, ['bench/bundle.mjs'], { cwd: API, stdio: 'inherit' }).status !== 0) throw new Error('bundling failed');
    apis.push(startApi(PORTS[0], url.toString()));
    await waitUp(PORTS[0]); // the first migrates
    apis.push(startApi(PORTS[1], url.toString()));
    await waitUp(PORTS[1]);
    await db.connect();

    // users and signed-in sessions straight into the tables (no password hashing for thousands of sign-ins)
    const users = [];
    for (let i = 0; i < STREAMS; i += 1) users.push({ token: randomBytes(24).toString('base64url'), email: `bench${i}@bench.test` });
    const { rows } = await db.query(
      `insert into users (role, first_name, last_name, email, locale) select 'customer', 'Bench', 'User', e, 'de' from unnest($1::text[]) e returning id, email`,
      [users.map((u) => u.email)],
    );
    const ids = new Map(rows.map((row) => [row.email, row.id]));
    for (const user of users) user.id = ids.get(user.email);
    await db.query(
      // with the role signed in as: a session whose role differs is replaced by a new id at its first use (issue 33)
      `insert into sessions (id, user_id, csrf_token, expires_at, role) select s, u, 'bench', now() + interval '1 day', 'customer' from unnest($1::text[], $2::uuid[]) as x(s, u)`,
      [users.map((u) => createHash('sha256').update(u.token).digest('hex')), users.map((u) => u.id)],
    );

    const agent = new http.Agent({ keepAlive: false, maxSockets: Infinity });
    await round('one instance', db, users, [PORTS[0]], [apis[0]], agent, 500);
    await round('two instances', db, users, PORTS, apis, agent, 1000);
  } finally {
    await db.end().catch(() => undefined);
    for (const child of apis) child.kill('SIGTERM');
    await sleep(500);
    await admin.query(`drop database if exists "${name}" with (force)`).catch(() => undefined);
    await admin.end();
  }
}

main().catch((error) => {
  process.stderr.write(`${error.stack ?? error}\n`);
  process.exit(1);
});
