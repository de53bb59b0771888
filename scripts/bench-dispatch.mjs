// The dispatch part of `npm run bench` (issue 13): the manager's order list and search over 1,000,000 orders, status
// changes of different orders by 50 connections, and 50 connections racing on one order through its whole life.
import { writeFileSync } from 'node:fs';
import http from 'node:http';
import { gunzipSync } from 'node:zlib';
import { signIn } from './lib/sign-in.mjs';
import path from 'node:path';

const ORDERS = Number(process.env.BENCH_ORDERS ?? 1_000_000);


/**
 * 1,000,000 orders in one statement (generate_series): pickups over ±1 year on the 30-minute grid, every order with a
 * driver (so the slot-holds trigger has nothing to count), states spread over the life cycle; every 1,000th belongs
 * to the demo customer (1,000 orders: a long list for the customer's pages). The search and list
 * indexes are dropped for the load and built afterwards, as for any bulk load.
 */
async function seedOrders(db, log) {
  const t0 = Date.now();
  // rebuilt afterwards exactly as the migrations define them
  const rebuilt = await db.query(`select indexname, indexdef from pg_indexes where indexname in ('order_search_trgm_idx', 'orders_list_pickup_idx')`);
  if (rebuilt.rows.length !== 2) throw new Error('the search and list indexes are not where the bench expects them');
  for (const { indexname } of rebuilt.rows) await db.query(`drop index ${indexname}`);
  // the search rows (text, pickup, list state: what cv_order_search_sync writes) in one statement afterwards, not one
  // trigger call per row
  await db.query('alter table orders disable trigger order_search_sync');
  await db.query(
    `insert into orders (identity, state, status_history, customer_first_name, customer_last_name, customer_email, customer_phone,
       billing_street, billing_zip, car_type, license_plate, brand, model, color, package_id, package, charging_level_id, charging_level,
       return_type_id, return_type, selected_services, is_wash_car, is_clean_car, is_use_fuel_card, is_send_bill,
       pickup_street, pickup_zip, pickup_lat, pickup_lng, return_street, return_zip, return_lat, return_lng,
       pickup_slot, return_slot, return_slot_chosen, service_minutes, driver_id, payment_method, payment_status, is_guest_order, is_free,
       estimated_service_total, estimated_electricity_total, estimated_grand_total, paid_total, created_at, updated_at,
       customer_id)
     select 'CV-B' || upper(lpad(to_hex(i), 6, '0')),
       (array['paid','paid','paid','cancelled','assigned','charging','returned','no_charge','on_the_way_to_pickup'])[1 + i % 9]::order_state,
       '[]'::jsonb,
       (array['Anna','Ben','Clara','David','Emma','Felix','Greta','Hans','Ida','Jonas','Klara','Lukas','Mia','Noah','Olga','Paul'])[1 + i % 16],
       (array['Müller','Schmidt','Schneider','Fischer','Weber','Meyer','Wagner','Becker','Schulz','Hoffmann','Koch','Richter','Klein','Wolf'])[1 + (i / 16) % 14] || ' ' || (i % 997),
       'kunde' || i || '@example.de', '+49 211 ' || (1000000 + i),
       'Hauptstraße 1', '40212', 'electric',
       'D ' || chr(65 + i % 26) || chr(65 + (i / 26) % 26) || ' ' || (1000 + i % 9000), 'VW', 'ID.3', 'white',
       1, '{"id":1,"title":"Basic","translations":{"de":{"title":"Basis"},"en":{"title":"Basic"}}}'::jsonb,
       6, '{"id":6,"title":"80 %","translations":{"de":{"title":"80 %"},"en":{"title":"80 %"}}}'::jsonb,
       1, '{"id":1,"title":"Key","translations":{"de":{"title":"Schlüssel"},"en":{"title":"Key"}}}'::jsonb, array[1], false, false, false, false,
       'Königsallee 1', '40212', 51.2254, 6.7799, 'Schadowstraße 5', '40212', 51.226, 6.781,
       s.slot, s.slot + interval '3 hours', true, 120, d.ids[1 + i % array_length(d.ids, 1)], 'card', 'authorized', false, false,
       4900, 1500, 6400, 0, s.slot - interval '2 days', s.slot - interval '2 days',
       case when i % 1000 = 0 then c.id end
     from generate_series(1, $1::int) as i,
       (select id from users where email = 'customer@chargevalet.test') c,
       lateral (select date_trunc('hour', now()) - interval '365 days' + ((i::bigint * 7919) % (730 * 48)) * interval '30 minutes' as slot) s,
       (select array_agg(id) as ids from users where role = 'driver') d`,
    [ORDERS],
  );
  await db.query(
    `insert into order_search (order_id, text, pickup_slot, list_state)
     select id, cv_order_search_text(identity, license_plate, customer_first_name, customer_last_name, customer_email, customer_phone, brand, model),
       pickup_slot, list_state
     from orders
     on conflict do nothing`,
  );
  await db.query('alter table orders enable trigger order_search_sync');
  const t1 = Date.now();
  await db.query(`set maintenance_work_mem = '256MB'`);
  for (const { indexdef } of rebuilt.rows) await db.query(indexdef);
  // vacuum as autovacuum would after a bulk load: the visibility map lets the stats' covering indexes (0015) skip the heap
  await db.query('vacuum analyze orders');
  await db.query('vacuum analyze order_search');
  log(`seeded ${ORDERS.toLocaleString('en-US')} orders in ${((t1 - t0) / 1000).toFixed(1)} s, list and search indexes in ${((Date.now() - t1) / 1000).toFixed(1)} s`);
}

/** The bytes of one answer as the server sends it with `Accept-Encoding: gzip`, and the drivers it lists. */
function gzipBytes(url, cookie) {
  return new Promise((resolve, reject) => {
    http
      .get(url, { headers: { cookie, 'accept-encoding': 'gzip' } }, (res) => {
        const chunks = [];
        res.on('data', (chunk) => chunks.push(chunk));
        res.on('end', () => {
          const body = Buffer.concat(chunks);
          if (res.statusCode !== 200) return reject(new Error(`calendar failed: ${res.statusCode}`));
          const json = JSON.parse((res.headers['content-encoding'] === 'gzip' ? gunzipSync(body) : body).toString('utf8'));
          resolve({ wire: body.length, drivers: json.data.length });
        });
      })
      .on('error', reject);
  });
}

/** 50 concurrent requests per step walk one order from assigned to returned: exactly one change per state. */
async function race(base, session, db) {
  const { rows } = await db.query(`select id from orders where state = 'assigned' order by id desc limit 1`);
  const id = rows[0].id;
  const steps = ['on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'returned'];
  let previous = 'assigned';
  const wins = [];
  for (const status of steps) {
    const answers = await Promise.all(
      Array.from({ length: 50 }, () =>
        fetch(`${base}/api/manager/order/status/${id}`, {
          method: 'POST',
          headers: { 'content-type': 'application/json', cookie: session.cookie, 'x-xsrf-token': session.xsrf },
          body: JSON.stringify({ status, expected_state: previous }),
        }).then((res) => res.status),
      ),
    );
    wins.push({ status, ok: answers.filter((code) => code === 200).length, conflicts: answers.filter((code) => code === 409).length, other: answers.filter((code) => code !== 200 && code !== 409).length });
    previous = status;
  }
  const history = (await db.query('select status_history, state from orders where id = $1', [id])).rows[0];
  const perState = steps.map((state) => history.status_history.filter((entry) => entry.state === state).length);
  return { wins, consistent: history.state === 'returned' && perState.every((n) => n === 1) };
}

/**
 * Status changes of different orders by 50 connections (each order once), then 50 connections racing on one order
 * through its whole life, and how long the mails the changes queued take to go out.
 */
async function statusChanges({ base, db, dir, wrk, log, apiDir, manager }) {
  // each order changes once: a warm-up on orders of its own first, as for every measurement above
  const { rows } = await db.query(`select id from orders where state = 'assigned' order by random() limit 80000`);
  const statusRun = (ids, seconds) => {
    const idsFile = path.join(dir, `status-ids-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(idsFile, `${ids.map((row) => row.id).join('\n')}\n`);
    return wrk(`${base}/api/manager/order/status/x`, {
      seconds,
      script: path.join(apiDir, 'bench/status.lua'),
      scriptArgs: [String(wrk.threads)],
      env: { BENCH_IDS: idsFile, BENCH_COOKIE: manager.cookie, BENCH_XSRF: manager.xsrf },
    });
  };
  statusRun(rows.slice(60000), 3);
  log(`measuring: POST /api/manager/order/status/{id}, 50 connections, different orders …`);
  const statusResult = statusRun(rows.slice(0, 60000));
  const status = { name: 'status change, different orders', ...statusResult };

  log('racing: 50 connections on one order, assigned → returned …');
  const raced = await race(base, manager, db);
  log(`race: ${raced.wins.map((step) => `${step.status} ${step.ok}×200 ${step.conflicts}×409${step.other ? ` ${step.other}×other` : ''}`).join(', ')}; history consistent: ${raced.consistent}`);
  // Each change queued a mail. The job worker yields to requests (api/src/plugins/jobs.ts): the mails of the burst
  // go out after it. How long after is the price of that choice.
  const burstEnd = Date.now();
  const due = async () => Number((await db.query(`select count(*)::int as n from jobs where state in ('pending', 'running') and run_at <= now()`)).rows[0].n);
  const backlog = await due();
  let left = backlog;
  while (left > 0 && Date.now() - burstEnd < 300_000) {
    await new Promise((resolve) => setTimeout(resolve, 250));
    left = await due();
  }
  const after = `${((Date.now() - burstEnd) / 1000).toFixed(1)} s`;
  log(`mails: ${backlog.toLocaleString('en-US')} due jobs after the status runs, ${left === 0 ? `all sent ${after} later` : `${left.toLocaleString('en-US')} still due after ${after}`}`);

  return {
    status,
    statusChecks: [
      ['status changes (50 connections, different orders) p99 ≤ 35 ms (issue 33)', status.p99 <= 35 && status.non2xx === 0],
      ['50 connections racing on one order: one change per state, history consistent', raced.consistent && raced.wins.every((step) => step.ok === 1 && step.other === 0)],
    ],
  };
}

/**
 * Runs the dispatch measurements against the API at `base` (database client `db`) and returns result rows and
 * target checks for the report; `only` (BENCH_ONLY) is `search` for the list and search rows alone, `status` for the
 * status changes alone.
 */
export async function benchDispatch({ base, db, dir, wrk, log, baselineRps, apiDir, only = null }) {
  await seedOrders(db, log);
  const manager = await signIn(base, 'manager@chargevalet.test');
  if (only === 'status') {
    const { status, statusChecks } = await statusChanges({ base, db, dir, wrk, log, apiDir, manager });
    return { results: [status], checks: statusChecks };
  }
  const get = (paths, session = manager, seconds = undefined) => {
    const file = path.join(dir, `paths-${Math.random().toString(36).slice(2)}.txt`);
    writeFileSync(file, `${paths.join('\n')}\n`);
    return wrk(`${base}${paths[0]}`, { seconds, script: path.join(apiDir, 'bench/get.lua'), env: { BENCH_PATHS: file, BENCH_COOKIE: session.cookie } });
  };
  const warmUp = (paths, session = manager) => get(paths, session, 3);
  const first = await fetch(`${base}/api/manager/orders?page=1&pageSize=10`, { headers: { cookie: manager.cookie } });
  const firstBody = await first.json();
  if (first.status !== 200 || firstBody.data.length !== 10) throw new Error(`orders list failed: ${first.status} ${JSON.stringify(firstBody).slice(0, 300)}`);
  log(`first page meta: ${JSON.stringify(firstBody.meta)}`);
  warmUp(['/api/manager/orders?page=1&pageSize=10']);

  log('measuring: GET /api/manager/orders (first page, 1M orders) …');
  const list = { name: 'manager orders, first page', ...get(['/api/manager/orders?page=1&pageSize=10']) };

  // Fragments a manager types: plates ("xk 12", "QA 40"), surnames, first names with a surname part.
  const letters = 'ABCDEFGHIJKLMNOPQRSTUVWXYZ';
  const plates = Array.from({ length: 200 }, (_, i) => `${letters[i % 26]}${letters[(i * 7) % 26]} ${1000 + ((i * 37) % 9000)}`.slice(0, 5 + (i % 3)));
  const names = ['müller 1', 'schmidt 99', 'weber 42', 'koch 7', 'hoffmann 300', 'klein 12', 'wagner 5', 'becker 88', 'richter 400', 'wolf 9'];
  const searches = [...plates, ...names].map((query) => `/api/manager/orders?query=${encodeURIComponent(query)}&page=1&pageSize=10`);
  warmUp(searches); // as for the first page: the steady state of the shared answers
  log(`measuring: GET /api/manager/orders?query=… (${searches.length} plate and name fragments) …`);
  const search = { name: 'manager orders, search by plate or name fragment', ...get(searches) };
  // Fragments as managers type them are mostly new: every request draws from 40,000 different ones, so almost no
  // answer is shared and this is the cost of the query itself.
  const fresh = Array.from({ length: 40_000 }, (_, i) =>
    i % 10 === 9
      ? `${names[i % names.length].split(' ')[0]} ${i % 997}`
      : `${letters[i % 26]}${letters[Math.floor(i / 26) % 26]} ${1000 + ((i * 37) % 9000)}`.slice(0, 5 + (i % 3)),
  ).map((query) => `/api/manager/orders?query=${encodeURIComponent(query)}&page=1&pageSize=10`);
  log(`measuring: GET /api/manager/orders?query=… (${fresh.length.toLocaleString('en-US')} different fragments: the query's own cost) …`);
  const freshSearch = { name: 'manager orders, search, every fragment new', ...get(fresh) };
  const searchChecks = [
    ['orders first page p99 ≤ 20 ms', list.p99 <= 20],
    ['search by plate or name fragment p99 ≤ 100 ms', search.p99 <= 100],
    ['search, every fragment new (no shared answer) p99 ≤ 100 ms', freshSearch.p99 <= 100],
  ];
  if (only === 'search') return { results: [list, search, freshSearch], checks: searchChecks };

  // issue 16: the dashboard's numbers (the default range: the last 8 weeks) over the same million orders
  warmUp(['/api/manager/stats']);
  log('measuring: GET /api/manager/stats (last 8 weeks, 1M orders) …');
  const stats = { name: 'manager stats, last 8 weeks', ...get(['/api/manager/stats']) };

  // issue 15: the customer's own list (their 1,000 of the million orders), pages 1-100 at random
  const customer = await signIn(base, 'customer@chargevalet.test');
  const customerPages = Array.from({ length: 100 }, (_, i) => `/api/customer/orders?page=${i + 1}`);
  const customerFirst = await fetch(`${base}${customerPages[0]}`, { headers: { cookie: customer.cookie } });
  const customerBody = await customerFirst.json();
  if (customerFirst.status !== 200 || customerBody.data.length !== 10) throw new Error(`customer list failed: ${customerFirst.status}`);
  warmUp(customerPages, customer);
  log(`measuring: GET /api/customer/orders (1,000 own orders among 1M, pages 1-100) …`);
  const customerList = { name: "customer's orders list", ...get(customerPages, customer) };

  // issue 16: the manager's calendar, every bench driver (BENCH_DRIVERS, 200 by default) × 7 days
  const week = Array.from({ length: 8 }, (_, i) => new Date(Date.now() + i * 86_400_000).toISOString().slice(0, 10));
  const calendarPaths = week.map((from) => `/api/manager/drivers/time-slots?from=${from}&days=7`);
  const calendarBytes = await gzipBytes(`${base}${calendarPaths[0]}`, manager.cookie);
  warmUp(calendarPaths);
  log(`measuring: GET /api/manager/drivers/time-slots (all drivers × 7 days; ${(calendarBytes.wire / 1024).toFixed(0)} KB gzip on the wire, ${calendarBytes.drivers} drivers) …`);
  const calendar = { name: 'manager calendar, all drivers × 7 days', ...get(calendarPaths) };

  const { status, statusChecks } = await statusChanges({ base, db, dir, wrk, log, apiDir, manager });

  return {
    results: [list, search, freshSearch, stats, customerList, calendar, status],
    checks: [
      ["customer's orders list (1M orders in the table) p99 ≤ 20 ms", customerList.p99 <= 20 && !customerList.non2xx],
      [`calendar of ${calendarBytes.drivers} drivers × 7 days p99 ≤ 150 ms`, calendar.p99 <= 150 && !calendar.non2xx],
      [`calendar answer ≤ 300 KB gzip (${(calendarBytes.wire / 1024).toFixed(0)} KB as sent)`, calendarBytes.wire <= 300 * 1024],
      ['orders first page ≥ 40 % of baseline requests/s', list.rps >= 0.4 * baselineRps],
      ...searchChecks,
      ['stats over 1M orders (8 weeks) p99 ≤ 300 ms', stats.p99 <= 300 && !stats.non2xx],
      ...statusChecks,
    ],
  };
}
