import { getTableColumns } from 'drizzle-orm';
import type { Statement } from '../../db/pipeline';
import { orders, type NewOrderRow, type OrderRow } from '../../db/schema';

/**
 * The hot insert of order placement with its SQL text built once: drizzle's query builder spends most of a
 * placement's CPU on this 60-column insert, so the statement is compiled at start-up and each placement only maps
 * its values through the columns' own driver mappings (jsonb, arrays, timestamps) and sends them as parameters.
 */
const COLUMNS = Object.entries(getTableColumns(orders));
const INSERT_SQL = `insert into "orders" (${COLUMNS.map(([, column]) => `"${column.name}"`).join(', ')}) values (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')}) returning "id"`;
/**
 * The same insert with a job queued in the same statement; the job row as `app.jobs.enqueue` writes it (a second
 * pending job with the same singleton key is not added).
 */
const job = (index: number) => `$${COLUMNS.length + index}`;
const INSERT_WITH_JOB_SQL = `with o as (${INSERT_SQL}),
  j as (insert into "jobs" ("name", "payload", "run_at", "singleton_key")
        select ${job(1)}::text, ${job(2)}::jsonb, ${job(3)}::timestamptz, ${job(4)}::text from o on conflict do nothing)
  select "id" from o`;

/** The unique index a drawn order number can collide with (then the placement is retried with a new one). */
export const ORDER_IDENTITY_INDEX = 'orders_identity_unique';

/** A job queued with the order (the same row `app.jobs.enqueue(name, payload, { runAt, singletonKey })` writes). */
export interface OrderJob {
  name: string;
  payload: unknown;
  runAt: Date;
  singletonKey: string;
}

/** The insert of an order (every not-null column must be given), with `withJob` queued by the same statement. */
export function orderInsertStatement(values: NewOrderRow, withJob?: OrderJob): Statement {
  const record = values as Record<string, unknown>;
  const params = COLUMNS.map(([key, column]) => {
    const value = record[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  });
  if (!withJob) return { name: 'cv_order_insert', text: INSERT_SQL, values: params };
  const { name, payload, runAt, singletonKey } = withJob;
  return { name: 'cv_order_insert_with_job', text: INSERT_WITH_JOB_SQL, values: [...params, name, JSON.stringify(payload ?? {}), runAt.toISOString(), singletonKey] };
}

/** The row as inserted (columns not given are null). */
export function orderRowOf(values: NewOrderRow): OrderRow {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(COLUMNS.map(([key]) => [key, record[key] ?? null])) as OrderRow;
}
