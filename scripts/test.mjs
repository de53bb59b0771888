// `npm test`: every test there is: lint, types, unit/component/API tests (jest), then the production build
// and the end-to-end journeys in Debian's Chromium. DATABASE_URL, when set, adds PostgreSQL to the API tests.
import { existsSync } from 'node:fs';
import { spawnSync } from 'node:child_process';
import path from 'node:path';
import { ROOT, pnpm } from './lib/run.mjs';
import { buildAll } from './build.mjs';

const CHROMIUM = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

function ensureChromium() {
  if (existsSync(CHROMIUM)) return;
  const isRoot = process.getuid?.() === 0;
  console.log('Chromium is missing: installing Debian\'s chromium package');
  const apt = (args) => spawnSync(isRoot ? 'apt-get' : 'sudo', isRoot ? args : ['apt-get', ...args], { stdio: 'inherit', env: { ...process.env, DEBIAN_FRONTEND: 'noninteractive' } });
  if (apt(['install', '-y', 'chromium']).status !== 0) {
    apt(['update']);
    if (apt(['install', '-y', 'chromium']).status !== 0) throw new Error('Could not install chromium (apt-get install -y chromium)');
  }
}

if (!existsSync(path.join(ROOT, 'node_modules', '.modules.yaml'))) await pnpm(['install', '--frozen-lockfile']);
const env = { ...process.env, PLAYWRIGHT_SKIP_BROWSER_DOWNLOAD: '1' };
await pnpm(['lint'], { env });
await pnpm(['typecheck'], { env });
// Every jest project on the embedded database (PGlite) ...
const { DATABASE_URL, ...embedded } = env;
await pnpm(['exec', 'jest', '--ci'], { env: embedded });
// ... and the API tests once more on PostgreSQL when a server is configured.
if (DATABASE_URL) await pnpm(['exec', 'jest', '--ci', '--selectProjects', 'api'], { env });
await buildAll();
ensureChromium();
await pnpm(['--filter', '@chargevalet/e2e', 'test'], { env });
console.log('\nAll tests passed.');
