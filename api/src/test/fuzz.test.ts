/**
 * Fuzz test of every route of the OpenAPI document (issue 11): requests derived from the document by fast-check,
 * sent anonymously and with the sessions of each role, with, without or with a malformed CSRF token. Fails on
 * any 5xx and on any row written by a refused (4xx) request.
 *
 * FUZZ_RUNS requests in all (default 500, spread evenly over the operations); `node scripts/fuzz.mjs` runs 10,000.
 * Besides, multipart bodies (well formed and broken) go to the handover upload of an order of the fuzzed driver.
 * FUZZ_SEED replays a run.
 */
import fc from 'fast-check';
import { sql } from 'drizzle-orm';
import { CSRF_HEADER } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, TestAgent, type TestApp } from './app';
import { insertOrder, userId } from '../services/orders/test-fixtures';
import { multipartBody, operationsOf, requestArbitrary, type FuzzRequest, type KnownValues, type OpenApiDocument, type Operation } from './openapi-fuzz';

const RUNS = Number(process.env.FUZZ_RUNS ?? 500);
/** Multipart bodies sent to the handover upload besides (a tenth of the runs, at least 60). */
const UPLOAD_RUNS = Math.max(60, Math.ceil(RUNS / 10));
const SEED = process.env.FUZZ_SEED ? Number(process.env.FUZZ_SEED) : Date.now() % 2 ** 31;

// Tables a refused request may legitimately write: its session, the rate-limit counters, and (updates only) the
// attempt counter of a verification code and the job queue's bookkeeping.
const UNWATCHED = ['sessions', 'rate_limits'];
const INSERTS_ONLY = ['verification_codes', 'jobs'];

jest.setTimeout(Math.max(60_000, RUNS * 200));

/** Row-level triggers that log every write of a watched table into fuzz_writes (rolled back with its transaction). */
async function watchWrites(t: TestApp): Promise<void> {
  await t.db.execute(sql.raw('create table fuzz_writes (id bigserial primary key, table_name text not null, op text not null)'));
  await t.db.execute(sql.raw(`create function fuzz_log() returns trigger language plpgsql as $$
      begin insert into fuzz_writes (table_name, op) values (tg_table_name, tg_op); return null; end $$`));
  await t.db.execute(sql.raw(`
    do $$ declare t text; begin
      for t in select tablename from pg_tables where schemaname = 'public' and tablename not in ('fuzz_writes', ${UNWATCHED.map((n) => `'${n}'`).join(', ')}) loop
        execute format('create trigger fuzz_log after %s on %I for each row execute function fuzz_log()',
          case when t in (${INSERTS_ONLY.map((n) => `'${n}'`).join(', ')}) then 'insert' else 'insert or update or delete' end, t);
      end loop;
    end $$;`));
}

async function lastWrite(t: TestApp): Promise<number> {
  const result = await t.db.execute<{ id: string | null }>(sql`select max(id)::text as id from fuzz_writes`);
  const rows = (result as unknown as { rows: { id: string | null }[] }).rows;
  return Number(rows[0]?.id ?? 0);
}

async function writesAfter(t: TestApp, id: number): Promise<string[]> {
  const result = await t.db.execute(sql`select table_name || ' ' || op as write from fuzz_writes where id > ${id} order by id`);
  return (result as unknown as { rows: { write: string }[] }).rows.map((row) => row.write);
}

const CONTEXTS = ['none', 'anonymous', 'customer', 'manager', 'driver'] as const;
type Context = (typeof CONTEXTS)[number];
const CSRF_MODES = ['valid', 'missing', 'malformed', 'foreign'] as const;
type CsrfMode = (typeof CSRF_MODES)[number];

const SIGN_INS: Record<Exclude<Context, 'none' | 'anonymous'>, string> = {
  customer: 'customer@chargevalet.test',
  manager: 'manager@chargevalet.test',
  driver: 'driver1@chargevalet.test',
};

const describeRequest = (request: FuzzRequest, context: Context, mode: CsrfMode): string => {
  const body = request.body.kind === 'json' ? JSON.stringify(request.body.value) : request.body.kind === 'raw' ? `${JSON.stringify(request.body.headers)} ${JSON.stringify(request.body.payload.toString())}` : '';
  return `${context}/${mode} ${request.method} ${request.url.slice(0, 200)} ${(body ?? '').slice(0, 400)}`;
};

describe(`fuzzing every route of the OpenAPI document [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let operations: Operation[];
  let doc: OpenApiDocument;
  let known: KnownValues;
  const agents = new Map<Context, TestAgent>();
  let signIns = 0;

  /** The agent of a context; signed-in ones are signed in again when a request ended their session. */
  async function agentFor(context: Context): Promise<TestAgent> {
    if (context === 'none') return new TestAgent(t.app);
    const current = agents.get(context);
    if (current?.cookies.has('cv_session')) return current;
    const agent = await csrf(t.app);
    if (context !== 'anonymous') {
      // From an address of its own each time: a fuzzed /logout must not run into the per-IP login limit.
      signIns += 1;
      const res = await agent.post('/login', { email: SIGN_INS[context], password: DEMO_PASSWORD }, { remoteAddress: `10.99.${signIns >> 8}.${signIns & 255}` });
      if (res.statusCode !== 200) throw new Error(`sign-in as ${context} failed: ${res.statusCode} ${res.body}`);
    }
    agents.set(context, agent);
    return agent;
  }

  beforeAll(async () => {
    t = await createTestApp();
    doc = (await t.app.inject({ method: 'GET', url: '/api/docs/json' })).json();
    operations = operationsOf(doc);
    // an order of the fuzzed driver on the way to the pickup: its routes (the handover upload among them) read bodies
    const order = await insertOrder(t.db, { state: 'on_the_way_to_pickup', customerId: await userId(t.db, SIGN_INS.customer), driverId: await userId(t.db, SIGN_INS.driver) });
    known = { identity: [order.identity], id: [order.identity] };
    await watchWrites(t);
  });
  afterAll(() => t.close());

  it(`${RUNS} requests (seed ${SEED}): no 5xx, and a refused request writes nothing`, async () => {
    expect(operations.length).toBeGreaterThan(40);
    const perOperation = Math.max(1, Math.ceil(RUNS / operations.length));
    const statuses = new Map<number, number>();
    for (const [index, operation] of operations.entries()) {
      const property = fc.asyncProperty(
        requestArbitrary(operation, doc, known),
        fc.constantFrom(...CONTEXTS),
        // Mostly a valid token, so that most requests get past the CSRF check to the route.
        fc.oneof({ weight: 6, arbitrary: fc.constant<CsrfMode>('valid') }, fc.constantFrom(...CSRF_MODES)),
        fc.ipV4(),
        async (request, context, mode, ip) => {
          const agent = await agentFor(context);
          const headers: Record<string, string> = request.body.kind === 'raw' ? { ...request.body.headers } : {};
          if (mode === 'malformed') headers[CSRF_HEADER] = '%E0%A4%A';
          if (mode === 'foreign') headers[CSRF_HEADER] = (await agentFor('anonymous')).xsrfToken ?? 'x';
          const before = await lastWrite(t);
          const response = await agent.request({
            method: request.method,
            url: request.url,
            headers,
            remoteAddress: ip,
            csrf: mode === 'valid',
            ...(request.body.kind === 'json' ? { payload: request.body.value as object } : request.body.kind === 'raw' ? { payload: request.body.payload } : {}),
          });
          statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
          const label = describeRequest(request, context, mode);
          if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)} ← ${label}`);
          if (response.statusCode >= 400) {
            const writes = await writesAfter(t, before);
            if (writes.length > 0) throw new Error(`refused with ${response.statusCode} but wrote ${writes.join(', ')} ← ${label}`);
          }
        },
      );
      await fc.assert(property, { numRuns: perOperation, seed: SEED + index, endOnFailure: true });
    }
    const total = [...statuses.values()].reduce((sum, n) => sum + n, 0);
    expect(total).toBeGreaterThanOrEqual(RUNS);
    expect([...statuses.keys()].filter((status) => status >= 500)).toEqual([]);
    if (process.env.FUZZ_REPORT) console.log(`fuzz: ${total} requests over ${operations.length} operations, statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });

  it(`${UPLOAD_RUNS} multipart bodies (seed ${SEED}), well formed and broken, to the handover upload of the driver's own order: a 201 or a 4xx, never a 5xx (issue 33)`, async () => {
    const driver = await agentFor('driver');
    const url = `/api/driver/order/${known.identity![0]}/handover`;
    const statuses = new Map<number, number>();
    const property = fc.asyncProperty(multipartBody, async (body) => {
      if (body.kind !== 'raw') return;
      const before = await lastWrite(t);
      const response = await driver.post(url, body.payload, { headers: body.headers });
      statuses.set(response.statusCode, (statuses.get(response.statusCode) ?? 0) + 1);
      const label = `${JSON.stringify(body.headers)} ${JSON.stringify(body.payload.toString('latin1').slice(0, 400))}`;
      if (response.statusCode >= 500) throw new Error(`${response.statusCode} ${response.body.slice(0, 300)} ← ${label}`);
      if (response.statusCode >= 400 && (await writesAfter(t, before)).length > 0) throw new Error(`refused with ${response.statusCode} but wrote ← ${label}`);
    });
    await fc.assert(property, { numRuns: UPLOAD_RUNS, seed: SEED, endOnFailure: true });
    expect([...statuses.keys()].some((status) => status === 400)).toBe(true);
    if (process.env.FUZZ_REPORT) console.log(`fuzz uploads: statuses ${JSON.stringify(Object.fromEntries(statuses))}`);
  });
});
