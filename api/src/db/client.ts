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

/** Opens the database: a pg Pool when a URL is given, otherwise PGlite in-process. Drivers load lazily. */
export async function openDatabase(options: DatabaseOptions): Promise<Database> {
  if (options.databaseUrl) {
    const { Pool } = await import('pg');
    const { drizzle } = await import('drizzle-orm/node-postgres');
    // pipeline mode: queries issued together on one connection go out together (see ./pipeline.ts)
    const pool = new Pool({ connectionString: options.databaseUrl, max: options.poolMax ?? 10, pipeline: true });
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
  };
}

/** SQLSTATE of a database error; drizzle wraps driver errors, so look at `cause` as well. */
export function sqlState(error: unknown): string | undefined {
  const e = error as { code?: unknown; cause?: { code?: unknown } } | null;
  if (typeof e?.cause?.code === 'string') return e.cause.code;
  return typeof e?.code === 'string' ? e.code : undefined;
}
export const UNIQUE_VIOLATION = '23505';
