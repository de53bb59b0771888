import { existsSync } from 'node:fs';
import path from 'node:path';
import type { Database } from './client';

/** An arbitrary fixed key: one migrating instance at a time on a shared PostgreSQL. */
const MIGRATION_LOCK_KEY = 4_711_2026;

/** Applies drizzle-kit's SQL migrations from `migrationsFolder` (generated into api/drizzle/). */
export async function runMigrations(database: Database, migrationsFolder: string): Promise<void> {
  if (!existsSync(path.join(migrationsFolder, 'meta', '_journal.json'))) {
    throw new Error(`No migrations found in ${migrationsFolder} (set MIGRATIONS_DIR)`);
  }
  if (database.driver === 'pglite') {
    const { migrate } = await import('drizzle-orm/pglite/migrator');
    await migrate(database.db as never, { migrationsFolder });
    return;
  }
  // PostgreSQL: several API instances may start at once; serialise them with an advisory lock held on one
  // connection, and migrate through that connection.
  const { migrate } = await import('drizzle-orm/node-postgres/migrator');
  const { drizzle } = await import('drizzle-orm/node-postgres');
  const pool = (database.db as unknown as { $client: import('pg').Pool }).$client;
  const client = await pool.connect();
  try {
    await client.query('select pg_advisory_lock($1)', [MIGRATION_LOCK_KEY]);
    await migrate(drizzle({ client }), { migrationsFolder });
  } finally {
    await client.query('select pg_advisory_unlock($1)', [MIGRATION_LOCK_KEY]).catch(() => undefined);
    client.release();
  }
}
