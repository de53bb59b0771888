// `npm start`: install (pnpm, through npm when missing), build what is stale, then serve everything on one port
// with the embedded database and demo data.
import { existsSync, statSync } from 'node:fs';
import path from 'node:path';
import { ROOT, newestMtime, pnpm, run } from './lib/run.mjs';
import { APPS, BUILD_STAMP, buildAll } from './build.mjs';

const modulesStamp = path.join(ROOT, 'node_modules', '.modules.yaml');
const lockfile = path.join(ROOT, 'pnpm-lock.yaml');
if (!existsSync(modulesStamp) || statSync(lockfile).mtimeMs > statSync(modulesStamp).mtimeMs) {
  await pnpm(['install', '--frozen-lockfile']);
}

const sources = ['api', 'shared', ...APPS].map((dir) => newestMtime(path.join(ROOT, dir)));
const builtAt = existsSync(BUILD_STAMP) ? statSync(BUILD_STAMP).mtimeMs : 0;
if (Math.max(...sources) > builtAt) await buildAll();

await run('node', ['api/dist/server.js'], { env: { NODE_ENV: 'production', ...process.env } });
