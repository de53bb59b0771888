import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { jobs, orders, type NewOrderRow, type OrderRow } from '../../db/schema';
import { pgQueryable } from './schedule';

/**
 * The hot insert of order placement with its SQL text built once: drizzle's query builder spends most of a
 * placement's CPU on this 60-column insert, so the statement is compiled at start-up and each placement only maps
 * its values through the columns' own driver mappings (jsonb, arrays, timestamps) and sends them as parameters
 * on the transaction's connection (node-postgres and PGlite both take `query(text, params)`).
 */
const COLUMNS = Object.entries(getTableColumns(orders));
const INSERT_SQL = `insert into "orders" (${COLUMNS.map(([, column]) => `"${column.name}"`).join(', ')}) values (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')}) on conflict ("identity") do nothing returning "id"`;
/**
 * The same insert with a job queued in the same statement (one round trip instead of two), only when the order
 * row went in; the job row as `app.jobs.enqueue` writes it (a second pending job with the same singleton key is
 * not added).
 */
const job = (index: number) => `$${COLUMNS.length + index}`;
const INSERT_WITH_JOB_SQL = `with o as (${INSERT_SQL}),
  j as (insert into "jobs" ("name", "payload", "run_at", "singleton_key")
        select ${job(1)}::text, ${job(2)}::jsonb, ${job(3)}::timestamptz, ${job(4)}::text from o on conflict do nothing)
  select "id" from o`;

/** A job queued with the order (the same row `app.jobs.enqueue(name, payload, { runAt, singletonKey })` writes). */
export interface OrderJob {
  name: string;
  payload: unknown;
  runAt: Date;
  singletonKey: string;
}

interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/**
 * Inserts the order (every not-null column must be given), with `withJob` queued in the same statement; false
 * when its identity is taken (then neither row was written).
 */
export async function insertOrderRow(tx: Db, values: NewOrderRow, withJob?: OrderJob): Promise<boolean> {
  const record = values as Record<string, unknown>;
  const params = COLUMNS.map(([key, column]) => {
    const value = record[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  });
  const client = (tx as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    const rows = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.identity }).returning({ id: orders.id });
    if (rows.length > 0 && withJob) {
      const { name, payload, runAt, singletonKey } = withJob;
      await tx.insert(jobs).values({ name, payload, runAt, singletonKey }).onConflictDoNothing();
    }
    return rows.length > 0;
  }
  const [name, text, args] = withJob
    ? ['cv_order_insert_with_job', INSERT_WITH_JOB_SQL, [...params, withJob.name, JSON.stringify(withJob.payload ?? {}), withJob.runAt.toISOString(), withJob.singletonKey]]
    : ['cv_order_insert', INSERT_SQL, params];
  // node-postgres: a named statement, parsed and planned once per connection; PGlite takes (text, params).
  const pg = pgQueryable(tx);
  const result = pg ? await pg.query({ name, text, values: args }) : await client.query(text, args);
  return result.rows.length > 0;
}

/** The row as inserted (columns not given are null). */
export function orderRowOf(values: NewOrderRow): OrderRow {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(COLUMNS.map(([key]) => [key, record[key] ?? null])) as OrderRow;
}
