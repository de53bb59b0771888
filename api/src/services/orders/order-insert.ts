import { getTableColumns } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { orders, type NewOrderRow, type OrderRow } from '../../db/schema';

/**
 * The hot insert of order placement with its SQL text built once: drizzle's query builder spends most of a
 * placement's CPU on this 60-column insert, so the statement is compiled at start-up and each placement only maps
 * its values through the columns' own driver mappings (jsonb, arrays, timestamps) and sends them as parameters
 * on the transaction's connection (node-postgres and PGlite both take `query(text, params)`).
 */
const COLUMNS = Object.entries(getTableColumns(orders));
const INSERT_SQL = `insert into "orders" (${COLUMNS.map(([, column]) => `"${column.name}"`).join(', ')}) values (${COLUMNS.map((_, index) => `$${index + 1}`).join(', ')}) on conflict ("identity") do nothing returning "id"`;

interface QueryClient {
  query(text: string, params: unknown[]): Promise<{ rows: unknown[] }>;
}

/** Inserts the order (every not-null column must be given); false when its identity is taken. */
export async function insertOrderRow(tx: Db, values: NewOrderRow): Promise<boolean> {
  const record = values as Record<string, unknown>;
  const params = COLUMNS.map(([key, column]) => {
    const value = record[key];
    return value === undefined || value === null ? null : column.mapToDriverValue(value);
  });
  const client = (tx as unknown as { session?: { client?: QueryClient } }).session?.client;
  if (!client || typeof client.query !== 'function') {
    const rows = await tx.insert(orders).values(values).onConflictDoNothing({ target: orders.identity }).returning({ id: orders.id });
    return rows.length > 0;
  }
  const result = await client.query(INSERT_SQL, params);
  return result.rows.length > 0;
}

/** The row as inserted (columns not given are null). */
export function orderRowOf(values: NewOrderRow): OrderRow {
  const record = values as Record<string, unknown>;
  return Object.fromEntries(COLUMNS.map(([key]) => [key, record[key] ?? null])) as OrderRow;
}
