// `npm run fuzz`: the OpenAPI fuzz test of api/src/test/fuzz.test.ts with a large count (default 10,000 requests;
// `npm test` runs a few hundred). FUZZ_RUNS sets the count, FUZZ_SEED replays a run; DATABASE_URL runs it on PostgreSQL.
import { pnpm } from './lib/run.mjs';

await pnpm(['exec', 'jest', 'api/src/test/fuzz.test.ts'], {
  env: { ...process.env, FUZZ_RUNS: process.env.FUZZ_RUNS ?? '10000', FUZZ_REPORT: '1' },
});
