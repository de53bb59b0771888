import { sql } from 'drizzle-orm';
import { createTestApp, createTestDatabase, DB_DRIVER } from '../test/app';

const onPostgres = DB_DRIVER === 'postgres' ? it : it.skip;

describe(`database connections [${DB_DRIVER}]`, () => {
  onPostgres('survives the server ending an idle pooled connection (restart, failover)', async () => {
    const t = await createTestApp();
    try {
      await t.app.inject({ method: 'GET', url: '/health' });
      const { Client } = await import('pg');
      const admin = new Client({ connectionString: process.env.DATABASE_URL });
      await admin.connect();
      const database = t.database.target.replace(/^postgres:/, '');
      await admin.query('select pg_terminate_backend(pid) from pg_stat_activity where datname = $1 and pid <> pg_backend_pid()', [database]);
      await admin.end();
      await new Promise((resolve) => setTimeout(resolve, 100));
      const res = await t.app.inject({ method: 'GET', url: '/health' });
      expect(res.json()).toEqual({ status: 'ok', db: 'ok' });
    } finally {
      await t.close();
    }
  });

  it('listen(): the payloads of committed NOTIFYs only; on PostgreSQL it listens again after losing its connection', async () => {
    const database = await createTestDatabase();
    const received: string[] = [];
    const arrived = (payload: string) => new Promise<void>((resolve) => {
      const check = setInterval(() => {
        if (!received.includes(payload)) return;
        clearInterval(check);
        resolve();
      }, 20);
    });
    const stop = await database.listen('cv_test_channel', (payload) => received.push(payload));
    try {
      await database.db.transaction(async (tx) => {
        await tx.execute(sql`select pg_notify('cv_test_channel', 'committed')`);
      });
      await expect(
        database.db.transaction(async (tx) => {
          await tx.execute(sql`select pg_notify('cv_test_channel', 'rolled back')`);
          throw new Error('rollback');
        }),
      ).rejects.toThrow('rollback');
      await database.db.execute(sql`select pg_notify('cv_test_channel', 'after')`);
      await arrived('after');
      expect(received).toEqual(['committed', 'after']);

      if (DB_DRIVER === 'postgres') {
        const name = database.target.replace(/^postgres:/, '');
        await database.db.execute(sql`select pg_terminate_backend(pid) from pg_stat_activity where datname = ${name} and query ilike 'listen%'`);
        // the listener is back within its retry delay: keep notifying until one arrives
        const retry = setInterval(() => void database.db.execute(sql`select pg_notify('cv_test_channel', 'again')`).catch(() => undefined), 200);
        try {
          await arrived('again');
        } finally {
          clearInterval(retry);
        }
      }
    } finally {
      await stop();
      await database.close();
    }
  });
});
