import { getTableColumns } from 'drizzle-orm';
import type { Statement } from '../../db/pipeline';
import { listStateOf, orders, type NewOrderRow, type OrderRow } from '../../db/schema';
import type { LocalCheckoutSession } from '../payments/provider';
import { CLAIM_PARAMS, claimSql, claimValues, type SlotClaim } from './claim';

/**
 * The hot insert of order placement with its SQL text built once: drizzle's query builder spends most of a
 * placement's CPU on this 60-column insert, so the statement is compiled at start-up and each placement only maps
 * its values through the columns' own driver mappings (jsonb, arrays, timestamps) and sends them as parameters.
 * What belongs to the new order is written by the same statement: its release job and its local checkout session.
 */
// generated columns (list_state) are the database's to write
const COLUMNS = Object.entries(getTableColumns(orders)).filter(([, column]) => !column.generated);
const INSERT_COLUMNS = COLUMNS.map(([, column]) => `"${column.name}"`).join(', ');
const INSERT_PARAMS = COLUMNS.map((_, index) => `$${index + 1}`).join(', ');
const INSERT_ORDER_SQL = `insert into "orders" (${INSERT_COLUMNS}) values (${INSERT_PARAMS}) returning "id"`;
/** The insert behind a claim: it draws its one row from a claim that answered null (claimed), else inserts nothing. */
const INSERT_CLAIMED_ORDER_SQL = `insert into "orders" (${INSERT_COLUMNS}) select ${INSERT_PARAMS} from c where c.refusal is null returning "id"`;

/** The unique index a drawn order number can collide with (then the placement is retried with a new one). */
export const ORDER_IDENTITY_INDEX = 'orders_identity_unique';

/** A job queued with the order (the same row `app.jobs.enqueue(name, payload, { runAt, singletonKey })` writes). */
export interface OrderJob {
  name: string;
  payload: unknown;
  runAt: Date;
  singletonKey: string;
}

export interface OrderInsertExtras {
  job?: OrderJob | undefined;
  checkoutSession?: LocalCheckoutSession | undefined;
  /** Lock and re-check the order's slots in the statement itself (claim.ts) instead of in an open transaction. */
  claim?: SlotClaim | undefined;
}

const texts = new Map<string, string>();
/**
 * The CTEs of the insert for the extras present (each variant built once), ending in `o` (the inserted id) and,
 * with a claim, `c` (its answer, `refusal`). With `gate`, the claim runs only when that CTE (of the caller's
 * statement) has a row: nothing is claimed or inserted otherwise.
 */
function insertCtes(withJob: boolean, withSession: boolean, withClaim: boolean, gate: string | undefined): string {
  const key = `${withJob}|${withSession}|${withClaim}|${gate}`;
  let text = texts.get(key);
  if (!text) {
    let next = COLUMNS.length + (withClaim ? CLAIM_PARAMS : 0);
    const param = () => `$${(next += 1)}`;
    const parts = withClaim ? [`c as (${claimSql(COLUMNS.length + 1, gate)})`, `o as (${INSERT_CLAIMED_ORDER_SQL})`] : [`o as (${INSERT_ORDER_SQL})`];
    // a second pending job with the same singleton key is not added
    if (withJob) parts.push(`j as (insert into "jobs" ("name", "payload", "run_at", "singleton_key") select ${param()}::text, ${param()}::jsonb, ${param()}::timestamptz, ${param()}::text from o on conflict do nothing)`);
    if (withSession) parts.push(`s as (insert into "payment_sessions" ("id", "provider", "order_id", "amount", "currency", "client_secret") select ${param()}::text, ${param()}::text, o."id", ${param()}::int, ${param()}::text, ${param()}::text from o)`);
    text = parts.join(',\n  ');
    texts.set(key, text);
  }
  return text;
}

/** An order's insert as CTEs (`insertCtes`) and their parameters, which come first: `$1` … `$<values.length>`. */
export interface OrderInsertParts {
  name: string;
  ctes: string;
  values: unknown[];
}

/** The insert of an order (every not-null column must be given) with what belongs to it, as CTEs of a statement. */
export function orderInsertParts(values: NewOrderRow, { job, checkoutSession, claim }: OrderInsertExtras = {}, gate?: string): OrderInsertParts {
  const record = values as Record<string, unknown>;
  const params: unknown[] = COLUMNS.map(([key, column]) => {
    const value = record[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  });
  if (claim) params.push(...claimValues(claim));
  if (job) params.push(job.name, JSON.stringify(job.payload ?? {}), job.runAt.toISOString(), job.singletonKey);
  if (checkoutSession) params.push(checkoutSession.id, checkoutSession.provider, checkoutSession.amount, checkoutSession.currency, checkoutSession.clientSecret);
  return {
    name: `cv_order_insert${claim ? '_claim' : ''}${job ? '_job' : ''}${checkoutSession ? '_session' : ''}${gate ? `_${gate}` : ''}`,
    ctes: insertCtes(Boolean(job), Boolean(checkoutSession), Boolean(claim), gate),
    values: params,
  };
}

/**
 * The insert of an order with what belongs to it, one statement. Its row: `id` (null when nothing was inserted)
 * and, with a claim, `refusal` (`claimRefusal`).
 */
export function orderInsertStatement(values: NewOrderRow, extras: OrderInsertExtras = {}): Statement {
  const { name, ctes, values: params } = orderInsertParts(values, extras);
  return { name, text: `with ${ctes}\nselect (select "id" from o) as "id"${extras.claim ? ', (select refusal from c) as refusal' : ''}`, values: params };
}

/** The row as inserted (columns not given are null). */
export function orderRowOf(values: NewOrderRow): OrderRow {
  const record = values as Record<string, unknown>;
  const row: Record<string, unknown> = {};
  for (const [key] of COLUMNS) row[key] = record[key] ?? null;
  return { ...(row as OrderRow), listState: listStateOf(values.state) };
}
