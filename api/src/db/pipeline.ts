import type { Db } from './client';

/**
 * Round trips are what a placement spends most of its time on: every query awaited on its own costs a write, a
 * wake-up of the PostgreSQL backend and a read. The node-postgres pool runs in pipeline mode (`openDatabase`):
 * statements submitted together on one connection go out together and are answered in order, each with its own
 * Sync, so their meaning is exactly that of the same statements run one after the other (a statement that waits
 * for a lock holds back the ones behind it, and each of those takes its snapshot when it starts). PGlite runs
 * them one after the other in-process. Only public node-postgres API (`pipeline: true`, `pool.connect`,
 * `client.query`); the raw client comes from drizzle's handle (`session.client`). Corking the socket around a
 * batch (its private `connection.stream`) was measured against pg's own pipelining and dropped (README).
 */

/** One SQL statement with parameters; `name` makes it a prepared statement (planned once per connection). */
export interface Statement {
  name?: string;
  text: string;
  values: unknown[];
  /** Statements of one `key` sent together may go as the one statement `many` makes of their values (`mergeStatements`). */
  merge?: { key: string; many: (values: readonly unknown[][]) => Statement };
}

/**
 * The statements with those of one merge key as one statement, where the first of them stood: a batch of status
 * changes queues a mail each, and one INSERT of them all costs the database and the driver one statement, not one
 * each. For statements whose rows nobody reads, and whose order among the others does not matter.
 */
export function mergeStatements(statements: readonly Statement[]): Statement[] {
  const groups = new Map<string, Statement[]>();
  for (const statement of statements) {
    if (!statement.merge) continue;
    const group = groups.get(statement.merge.key);
    if (group) group.push(statement);
    else groups.set(statement.merge.key, [statement]);
  }
  return statements.flatMap((statement) => {
    const group = statement.merge ? groups.get(statement.merge.key)! : null;
    if (!group || group.length === 1) return [statement];
    return group[0] === statement ? [statement.merge!.many(group.map((one) => one.values))] : [];
  });
}

/** A drizzle query as a statement (its SQL and parameters), to be sent with others. */
export function statementOf(query: { toSQL(): { sql: string; params: unknown[] } }): Statement {
  const { sql, params } = query.toSQL();
  return { text: sql, values: params };
}

interface RawClient {
  query(config: { name?: string; text: string; values: unknown[] } | string, values?: unknown[]): Promise<{ rows: unknown[] }>;
}

interface PgPool {
  connect(): Promise<PgPoolClient>;
  totalCount: number;
}

interface PgPoolClient extends RawClient {
  release(error?: Error | boolean): void;
}

const clientOf = (db: unknown): Record<string, unknown> | undefined => (db as { session?: { client?: Record<string, unknown> } }).session?.client;

/** PGlite (or a PGlite transaction) has `exec`; node-postgres pools and clients do not. */
const isPglite = (client: Record<string, unknown>): boolean => typeof client.exec === 'function';

function rawClientOf(db: unknown): { client: RawClient; pglite: boolean } {
  const client = clientOf(db);
  if (!client || typeof client.query !== 'function') throw new Error('not a drizzle handle over node-postgres or PGlite');
  return { client: client as unknown as RawClient, pglite: isPglite(client) };
}

/**
 * Sends the statements in order and returns each one's rows. On node-postgres they are submitted synchronously, in
 * order, and travel together (one round trip); on PGlite each waits for the one before.
 */
export async function sendAll(db: unknown, statements: readonly Statement[]): Promise<unknown[][]> {
  const { client, pglite } = rawClientOf(db);
  // a pool would spread them over several connections: their order (and a lock's meaning) would be lost
  if (statements.length > 1 && 'totalCount' in client) throw new Error('several statements need one connection: send them in a transaction');
  if (pglite) {
    const rows: unknown[][] = [];
    for (const { text, values } of statements) rows.push((await client.query(text, values)).rows);
    return rows;
  }
  const results = await Promise.all(statements.map(({ name, text, values }) => client.query(name ? { name, text, values } : { text, values })));
  return results.map((result) => result.rows);
}

/** `sendAll` of one statement. */
export async function send<T = unknown>(db: unknown, statement: Statement): Promise<T[]> {
  return (await sendAll(db, [statement]))[0] as T[];
}

const pgPoolOf = (db: Db): PgPool | null => {
  const client = clientOf(db);
  return client && !isPglite(client) && typeof client.connect === 'function' && 'totalCount' in client ? (client as unknown as PgPool) : null;
};

/** A drizzle handle per pooled connection (connections live long; building a handle per transaction costs CPU). */
const handles = new WeakMap<PgPoolClient, Db>();
let makeHandle: ((client: PgPoolClient) => Db) | null = null;

/** Installed by `openDatabase` for node-postgres: how to wrap one pooled connection in drizzle. */
export function setConnectionHandleFactory(factory: (client: PgPoolClient) => Db): void {
  makeHandle = factory;
}

/** A database error raised by the server (the connection itself is still good). */
const fromServer = (error: unknown): boolean => {
  const isServer = (e: unknown) => typeof e === 'object' && e !== null && 'severity' in e;
  return isServer(error) || isServer((error as { cause?: unknown } | null)?.cause);
};

/**
 * A transaction in as few round trips as its logic allows: BEGIN goes out with the body's first statements, and
 * the statements the body returns (its final writes) go out with COMMIT. Returns the rows of those final
 * statements. A body that throws rolls back; when a final statement fails, PostgreSQL turns the COMMIT behind it
 * into a rollback and the error is raised. On PGlite it is an ordinary `db.transaction`.
 *
 * `after`: statements that run right after the COMMIT, in the same write, each in a transaction of its own (also
 * when the COMMIT rolled back): NOTIFYs that may as well come a moment late. A NOTIFY inside a transaction holds
 * PostgreSQL's one notification lock from the commit's start until its WAL is flushed, so every notifying
 * transaction on the server commits one after another; a NOTIFY alone writes no WAL and holds it only briefly.
 */
export async function pipelinedTransaction(
  db: Db,
  body: (tx: Db) => Promise<readonly Statement[]>,
  options: { after?: () => readonly Statement[]; onAfterError?: (error: unknown) => void } = {},
): Promise<unknown[][]> {
  const pool = pgPoolOf(db);
  if (!pool || !makeHandle) {
    const rows = await db.transaction(async (tx) => sendAll(tx, await body(tx as unknown as Db)));
    for (const statement of options.after?.() ?? []) await send(db, statement).catch((error: unknown) => options.onAfterError?.(error));
    return rows;
  }
  const client = await pool.connect();
  let tx = handles.get(client);
  if (!tx) {
    tx = makeHandle(client);
    handles.set(client, tx);
  }
  // a connection that failed outside SQL (network, protocol) is not given back to the pool
  let broken: Error | undefined;
  const markBroken = (error: unknown) => {
    if (!fromServer(error)) broken = error instanceof Error ? error : new Error(String(error));
  };
  try {
    const begin = client.query('begin');
    let writes: readonly Statement[];
    try {
      writes = await body(tx);
      await begin;
    } catch (error) {
      await begin.catch(() => undefined);
      await client.query('rollback').catch((rollbackError: unknown) => {
        broken = rollbackError instanceof Error ? rollbackError : new Error(String(rollbackError));
      });
      throw error;
    }
    // sendAll submits the writes before it first awaits, so COMMIT is queued behind them
    const final = Promise.all([sendAll(tx, writes), client.query('commit')]);
    const after = Promise.all((options.after?.() ?? []).map(({ name, text, values }) => client.query(name ? { name, text, values } : { text, values })));
    const [committed, notified] = await Promise.allSettled([final, after]);
    if (notified.status === 'rejected') {
      // the transaction stands: the caller hears of it, the request does not fail
      markBroken(notified.reason);
      options.onAfterError?.(notified.reason);
    }
    if (committed.status === 'rejected') {
      markBroken(committed.reason);
      throw committed.reason;
    }
    return committed.value[0];
  } finally {
    client.release(broken);
  }
}
