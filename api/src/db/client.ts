import { mkdirSync } from 'node:fs';
import { sql, type ExtractTablesWithRelations } from 'drizzle-orm';
import type { PgDatabase, PgQueryResultHKT } from 'drizzle-orm/pg-core';
import type { PGlite } from '@electric-sql/pglite';
import * as schema from './schema';
import { setConnectionHandleFactory } from './pipeline';
import type { PoolClient } from 'pg';

export type Schema = typeof schema;
/** The drizzle database, whichever driver is behind it (PGlite or node-postgres share the pg-core API). */
export type Db = PgDatabase<PgQueryResultHKT, Schema, ExtractTablesWithRelations<Schema>>;
export type DbDriver = 'pglite' | 'postgres';

export interface Database {
  db: Db;
  driver: DbDriver;
  /** Human-readable target: the PGlite folder or the PostgreSQL database name (no credentials). */
  target: string;
  ping(): Promise<void>;
  close(): Promise<void>;
  /**
   * LISTEN on `channel`: `onPayload` gets each NOTIFY's payload (delivered when the notifying transaction commits,
   * from every process on this database). PostgreSQL: a dedicated connection outside the pool, re-opened after a
   * loss; PGlite: its own listen(). Resolves to the function that stops listening. `onError` is told when the
   * connection is lost (NOTIFYs sent until it listens again never arrive), `onListening` each time it listens.
   */
  listen(
    channel: string,
    onPayload: (payload: string) => void,
    onError?: (error: Error) => void,
    onListening?: () => void,
  ): Promise<() => Promise<void>>;
}

export interface DatabaseOptions {
  /** PostgreSQL connection string; when absent PGlite is used. */
  databaseUrl?: string | undefined;
  /** PGlite data folder, or `memory://`. */
  dataDir?: string;
  /** PGlite only: start from this dump (`dumpDataDir()`), used by tests. */
  loadDataDir?: Blob;
  /** node-postgres pool size. */
  poolMax?: number;
  /**
   * Called when the server ends an idle pooled connection (restart, failover, DROP DATABASE … FORCE). The pool
   * replaces the connection; without a listener node-postgres would raise an unhandled 'error' and crash.
   */
  onConnectionError?: (error: Error) => void;
}

/**
 * Planner settings of every connection. random_page_cost 1.1 is PostgreSQL's documented value for SSDs and cached
 * data (its default, 4, models spinning disks): with 4 a users table of a few hundred rows is read whole for every
 * request's session lookup (a hash join where one index probe does), a third of that lookup's cost. PGlite gets
 * them too, so tests see the plans production runs. An `options` in DATABASE_URL replaces them.
 */
const PLANNER_SETTINGS: Readonly<Record<string, string>> = { random_page_cost: '1.1' };

/** Opens the database: a pg Pool when a URL is given, otherwise PGlite in-process. Drivers load lazily. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // pipeline mode: queries issued together on one connection go out together (see ./pipeline.ts)
    const pool = new Pool({
      connectionString: options.databaseUrl,
      max: options.poolMax ?? 10,
      pipeline: true,
      options: Object.entries(PLANNER_SETTINGS).map(([name, value]) => `-c ${name}=${value}`).join(' '),
    });
    pool.on('error', (error) => options.onConnectionError?.(error));
    const db = drizzle({ client: pool, schema }) as unknown as Db;
    setConnectionHandleFactory((client) => drizzle({ client: client as unknown as PoolClient, schema }) as unknown as Db);
    let target = 'postgres';
    try {
      target = `postgres:${new URL(options.databaseUrl).pathname.slice(1) || 'postgres'}`;
    } catch {
      /* keep generic name */
    }
    return {
      db,
      driver: 'postgres',
      target,
      ping: async () => {
        await db.execute(sql`select 1`);
      },
      close: () => pool.end(),
      listen: (channel, onPayload, onError, onListening) => listenOnServer(options.databaseUrl!, channel, onPayload, onError, onListening),
    };
  }
  const { PGlite } = await import('@electric-sql/pglite');
  const { pg_trgm } = await import('@electric-sql/pglite/contrib/pg_trgm');
  const dataDir = options.dataDir ?? 'memory://';
  if (dataDir !== 'memory://') mkdirSync(dataDir, { recursive: true });
  const client = await PGlite.create(dataDir === 'memory://' ? undefined : dataDir, {
    extensions: { pg_trgm }, // the order search's trigram index (drizzle/0008_dispatch.sql)
    ...(options.loadDataDir ? { loadDataDir: options.loadDataDir } : {}),
  });
  return fromPglite(client, `pglite:${dataDir}`);
}

/** Wraps an open PGlite instance (the tests create theirs outside jest's module sandbox). */
export async function fromPglite(client: PGlite, target: string): Promise<Database> {
  const { drizzle } = await import('drizzle-orm/pglite');
  for (const [name, value] of Object.entries(PLANNER_SETTINGS)) await client.query('select set_config($1, $2, false)', [name, value]);
  const db = drizzle({ client, schema }) as unknown as Db;
  return {
    db,
    driver: 'pglite',
    target,
    ping: async () => {
      await db.execute(sql`select 1`);
    },
    close: async () => {
      if (!client.closed) await client.close();
    },
    listen: async (channel, onPayload, _onError, onListening) => {
      const unlisten = await client.listen(channel, onPayload);
      onListening?.(); // in-process: never lost
      return async () => {
        if (!client.closed) await unlisten();
      };
    },
  };
}

const RELISTEN_DELAY_MS = 1000;

/** A LISTEN connection to a PostgreSQL server that re-connects (after RELISTEN_DELAY_MS) until stopped. */
async function listenOnServer(
  databaseUrl: string,
  channel: string,
  onPayload: (payload: string) => void,
  onError: (error: Error) => void = () => undefined,
  onListening: () => void = () => undefined,
): Promise<() => Promise<void>> {
  const { Client } = await import('pg');
  let stopped = false;
  let current: import('pg').Client | null = null;
  let retry: NodeJS.Timeout | undefined;
  const retryLater = (): void => {
    if (!stopped) retry = setTimeout(() => void connect().catch(failed), RELISTEN_DELAY_MS);
  };
  const failed = (error: Error): void => {
    onError(error);
    current = null;
    retryLater();
  };
  const connect = async (): Promise<void> => {
    const client = new Client({ connectionString: databaseUrl });
    current = client;
    client.on('notification', (message) => {
      if (message.channel === channel && message.payload !== undefined) onPayload(message.payload);
    });
    let told = false;
    client.on('error', (error) => {
      told = true;
      onError(error);
      void client.end().catch(() => undefined);
    });
    // a lost connection (server restart, failover) listens again on a new one
    client.on('end', () => {
      if (current !== client) return;
      if (!told && !stopped) onError(new Error('the LISTEN connection ended'));
      retryLater();
    });
    await client.connect();
    await client.query(`listen "${channel.replace(/"/g, '""')}"`);
    onListening();
  };
  await connect();
  return async () => {
    stopped = true;
    clearTimeout(retry);
    await current?.end().catch(() => undefined);
  };
}

/** The rows of `db.execute(...)`: node-postgres answers `{ rows }`, PGlite's drizzle the array itself. */
export function rowsOf<T>(result: unknown): T[] {
  return ((result as { rows?: T[] }).rows ?? (result as T[])) as T[];
}

/** SQLSTATE of a database error; drizzle wraps driver errors, so look at `cause` as well. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return typeof e?.code === 'string' ? e.code : undefined;
}
export const UNIQUE_VIOLATION = '23505';
