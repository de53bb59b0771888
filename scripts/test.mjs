// `npm test`: every test there is: lint (eslint, unused exports, a list of code written twice), types, unit/component/API tests (jest), then the production build
// and the end-to-end journeys in Debian's Chromium. DATABASE_URL, when set, adds PostgreSQL to the API tests;
// REDIS_URL, when set, the test of rate limits shared through Redis.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, pnpm, run } from './lib/run.mjs';
import { buildAll } from './build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
const FAKETIME = '/usr/bin/faketime';

/** Installs a Debian package when `file` is missing (never downloads anything else). */
function ensureDebianPackage(file, name) {
  if (existsSync(file)) return;
  const isRoot = process.getuid?.() === 0;
  console.log(`${name} is missing: installing Debian's ${name} package`);
  const apt = (args) => spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', name]).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', name]).status !== 0) throw new Error(`Could not install ${name} (apt-get install -y ${name})`);
  }
}

/** docker-compose.yml must stay valid: checked with whichever Compose client the machine has (no engine needed). */
function checkComposeFile() {
  for (const [command, ...args] of [['docker', 'compose'], ['docker-compose']]) {
    const result = spawnSync(command, [...args, 'config', '-q'], { cwd: ROOT, stdio: 'inherit' });
    if (result.error || (command === 'docker' && result.status !== 0 && spawnSync('docker', ['compose', 'version']).status !== 0)) continue;
    if (result.status !== 0) throw new Error('docker-compose.yml is invalid');
    console.log(`docker-compose.yml: valid (${[command, ...args].join(' ')} config)`);
    return;
  }
  console.log('docker-compose.yml: no Compose client on this machine, not checked');
}

/**
 * Code written twice: `duplicates` (a command on the developers' and CI's PATH) lists the places that share six or
 * more lines, for a look; it never fails the run. A machine without it says so and goes on.
 */
function showDuplicates() {
  const result = spawnSync('duplicates', ['--most', '20', '--seconds', '60'], { cwd: ROOT, stdio: 'inherit' });
  if (result.error) console.log('duplicates: not on this machine, not checked');
}

if (!existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) await pnpm(['install', '--frozen-lockfile']);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
await pnpm(['lint'], { env });
// No unused exports (knip.json: each app's entries and tests; the platform's versioned names stay public).
await pnpm(['lint:exports'], { env });
showDuplicates();
checkComposeFile();
await pnpm(['typecheck'], { env });
// Every jest project on the embedded database (PGlite) ...
const { DATABASE_URL, ...embedded } = env;
await pnpm(['exec', 'jest', '--ci'], { env: embedded });
// ... and the API tests once more on PostgreSQL when a server is configured.
if (DATABASE_URL) await pnpm(['exec', 'jest', '--ci', '--selectProjects', 'api'], { env });
// ... and once more with the system clock 400 days ahead: a test whose dates go stale fails here, not next year.
ensureDebianPackage(FAKETIME, 'faketime');
// jest straight from node_modules: nothing under the moved clock reaches the network (certificates would look expired).
const JEST = path.join(ROOT, 'node_modules', 'jest', 'bin', 'jest.js');
await run(FAKETIME, ['-f', '+400d', process.execPath, JEST, '--ci', '--selectProjects', 'api'], { env: embedded });
// Chromium for the journeys (the build needs none); a page over its JavaScript budget fails here.
ensureDebianPackage(CHROMIUM, 'chromium');
await buildAll({ enforceBudget: true });
// A fresh copy on a machine with only Node and npm (Chromium and pnpm hidden): `npm start` must serve the product.
await run('node', ['scripts/test-fresh-machine.mjs']);
// The journeys' servers count rate limits in memory: Redis counters would be shared with other runs on this machine.
const { REDIS_URL: _redis, ...journeys } = env;
await pnpm(['--filter', '@chargevalet/e2e', 'test'], { env: journeys });
console.log('\nAll tests passed.');
