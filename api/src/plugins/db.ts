import fp from 'fastify-plugin';
import type { Database, Db } from '../db/client';
import { openDatabase } from '../db/client';
import { runMigrations } from '../db/migrate';
import { seedDemoData } from '../db/seed';

declare module 'fastify' {
  interface FastifyInstance {
    db: Db;
    database: Database;
  }
}

export interface DbPluginOptions {
  /** An opened, migrated database owned by the caller (tests); otherwise the plugin opens, migrates and seeds one. */
  database?: Database;
}

/**
 * `fastify.db` (drizzle) and `fastify.database` (driver, ping, close). When the plugin opened the database it also
 * applies the migrations, seeds the demo data (SEED_DEMO) and closes the database when the server closes.
 */
export default fp<DbPluginOptions>(
  async (fastify, opts) => {
    const { config } = fastify;
    let database = opts.database;
    if (!database) {
      const t0 = performance.now();
      database = await openDatabase({
        databaseUrl: config.databaseUrl,
        poolMax: config.databasePoolMax,
        dataDir: config.dataDir,
        onConnectionError: (err) => fastify.log.warn({ err }, 'database closed an idle connection; the pool replaces it'),
      });
      const t1 = performance.now();
      try {
        await runMigrations(database, config.migrationsDir);
        const t2 = performance.now();
        const seeded = config.seedDemo ? await seedDemoData(database.db) : 0;
        const t3 = performance.now();
        fastify.log.info(
          {
            driver: database.driver,
            target: database.target,
            openMs: Math.round(t1 - t0),
            migrateMs: Math.round(t2 - t1),
            seedMs: Math.round(t3 - t2),
            seeded,
          },
          `database ready (${database.driver})`,
        );
      } catch (error) {
        await database.close().catch(() => undefined);
        throw error;
      }
      const owned = database;
      fastify.addHook('onClose', async () => {
        await owned.close();
      });
    }
    fastify.decorate('database', database);
    fastify.decorate('db', database.db);
  },
  { name: 'db', dependencies: ['config'] },
);
