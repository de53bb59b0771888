import { createTestApp, DB_DRIVER } from '../test/app';

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
});
