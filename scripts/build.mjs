// Builds the API and the five front-end apps, printing each build time and the JavaScript each page loads.
import { writeFileSync } from 'node:fs';
import path from 'node:path';
import { ROOT, pnpm, run, seconds } from './lib/run.mjs';

// The shell last, after the API: its build-time pages render the wizard with the API's seeded catalogue (shared/build/prerender.mjs).
export const APPS = ['mfe-booking', 'mfe-profile', 'mfe-manager', 'mfe-driver', 'shell'];
export const BUILD_STAMP = path.join(ROOT, 'node_modules', '.build-stamp');

/**
 * Builds everything, then reports the JavaScript per page from the bundler's chunk graphs (no browser). A page over
 * its budget fails `npm test` (`enforceBudget`); `npm start` and `npm run build` only warn.
 */
export async function buildAll({ enforceBudget = false } = {}) {
  const started = Date.now();
  const timings = [];
  const timed = async (name, task) => {
    const t0 = Date.now();
    await task();
    timings.push([name, Date.now() - t0]);
  };
  await timed('api', () => pnpm(['--filter', '@chargevalet/api', 'build'], { stdio: 'inherit' }));
  for (const app of APPS) {
    await timed(app, () => pnpm(['--filter', `@chargevalet/${app}`, 'build']));
  }
  const total = Date.now() - started;
  console.log('\nBuild times');
  for (const [name, ms] of timings) console.log(`  ${name.padEnd(12)} ${seconds(ms)}`);
  console.log(`  ${'all'.padEnd(12)} ${seconds(total)}  (target ≤ 30 s)`);
  const report = run('node', ['shared/build/report-size.mjs']);
  if (enforceBudget) await report;
  else await report.catch((error) => console.warn(`report-size: ${error.message}; the build itself succeeded`));
  writeFileSync(BUILD_STAMP, new Date().toISOString());
}

if (import.meta.url === `file://${process.argv[1]}`) {
  await buildAll();
}
