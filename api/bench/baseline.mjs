// Baseline of `npm run bench`: bare Fastify + a pg Pool answering `SELECT 1` (TOOLCHAIN.md "Fastify + pg pool").
// Usage: DATABASE_URL=… PORT=… node api/bench/baseline.mjs
import Fastify from 'fastify';
import pg from 'pg';

const pool = new pg.Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.POOL_MAX ?? 10) });
const app = Fastify({ logger: false });
app.get('/select1', async () => {
  const { rows } = await pool.query('select 1 as ok');
  return { ok: rows[0].ok };
});
await app.listen({ host: '127.0.0.1', port: Number(process.env.PORT ?? 0) });
process.stdout.write(`baseline listening on ${app.server.address().port}\n`);
const stop = async () => {
  await app.close();
  await pool.end();
  process.exit(0);
};
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
