// `npm run bench:day-plan` (issue 36, also the last part of `npm run bench`): the day planner on seeded simulated days
// (60 orders / 8 drivers and 400 orders / 40 drivers, three seeds each; api/src/domain/day-plan-simulation.ts).
// Prints the plan's and the greedy baseline's empty kilometres (estimated: straight line × ROAD_FACTOR),
// their ratio, the orders each assigns and the time to plan, and whether the targets are met (plan ≤ 85 % of greedy,
// 400 orders planned in ≤ 2 s, no rule broken). Not a test: numbers. No database, no server: the domain alone.
//
//   BENCH_DAY_PLAN_SEEDS  seeds per day size (default 1,2,3)
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createRequire } from 'node:module';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { ROOT } from './lib/run.mjs';

const API = path.join(ROOT, 'api');
const { build } = createRequire(path.join(API, 'package.json'))('esbuild');
const SEEDS = (process.env.BENCH_DAY_PLAN_SEEDS ?? '1,2,3').split(',').map(Number);
const DAYS = [
  { orders: 60, drivers: 8 },
  { orders: 400, drivers: 40 },
];
const log = (line = '') => process.stdout.write(`${line}\n`);

/** The planner, the simulation and the configured distance model, bundled from the API's TypeScript. */
async function loadDomain() {
  const out = await build({
    stdin: {
      contents: [
        "export { planDay, greedyPlan } from './domain/day-plan';",
        "export { simulatedDay, planViolations } from './domain/day-plan-simulation';",
        "export { roadDistance } from './domain/distance';",
        "export { loadConfig } from './config';",
      ].join('\n'),
      resolveDir: path.join(API, 'src'),
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    target: 'node20',
    write: false,
    logLevel: 'warning',
    plugins: [
      {
        name: 'external-node-modules',
        setup(b) {
          b.onResolve({ filter: /^[^./]/ }, (args) => (args.path.startsWith('@chargevalet/') ? undefined : { path: args.path, external: true }));
        },
      },
    ],
  });
  // inside api/ so the bundle's bare imports (zod) resolve from the API's node_modules
  const dir = mkdtempSync(path.join(API, 'bench', 'day-plan-'));
  const file = path.join(dir, 'domain.mjs');
  writeFileSync(file, out.outputFiles[0].text);
  try {
    return await import(pathToFileURL(file).href);
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

const fmt = (value, digits = 1) => value.toLocaleString('en-US', { minimumFractionDigits: digits, maximumFractionDigits: digits });

const domain = await loadDomain();
const { roadFactor } = domain.loadConfig(process.env).distance;
const km = domain.roadDistance({ roadFactor });
log(`day planner on seeded simulated days (road factor ${roadFactor}, ${os.cpus().length} cores)`);
log('');
log('| day | seed | plan km | greedy km | plan / greedy | assigned (plan / greedy of orders) | time to plan |');
log('|---|---:|---:|---:|---:|---:|---:|');
const checks = [];
for (const size of DAYS) {
  let worstRatio = 0;
  let slowest = 0;
  let broken = 0;
  for (const seed of SEEDS) {
    const input = domain.simulatedDay({ ...size, seed }, km);
    const started = performance.now();
    const plan = domain.planDay(input);
    const elapsed = performance.now() - started;
    const greedy = domain.greedyPlan(input);
    broken += domain.planViolations(input, plan).length;
    const ratio = plan.emptyKm / greedy.emptyKm;
    worstRatio = Math.max(worstRatio, ratio);
    slowest = Math.max(slowest, elapsed);
    log(
      `| ${size.orders} orders / ${size.drivers} drivers | ${seed} | ${fmt(plan.emptyKm)} | ${fmt(greedy.emptyKm)} | ${fmt(ratio * 100)} % | ${plan.assignments.length} / ${greedy.assignments.length} of ${input.orders.length} | ${fmt(elapsed, 0)} ms |`,
    );
  }
  checks.push([`${size.orders}/${size.drivers}: plan ≤ 85 % of greedy empty km (worst ${fmt(worstRatio * 100)} %)`, worstRatio <= 0.85]);
  checks.push([`${size.orders}/${size.drivers}: every rule kept`, broken === 0]);
  if (size.orders >= 400) checks.push([`${size.orders} orders planned in ≤ 2 s (slowest ${fmt(slowest, 0)} ms)`, slowest <= 2000]);
}
log('');
for (const [label, ok] of checks) log(`${ok ? 'MET ' : 'MISS'}  ${label}`);
if (checks.some(([, ok]) => !ok)) process.exitCode = 1;
