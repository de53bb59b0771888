// `npm start` on a machine with nothing but Node and npm (issue 28): a fresh copy of the repository (its tracked
// and unignored files, no node_modules, no dist, no .data) is installed, built and started inside a mount namespace
// where Chromium and pnpm do not exist, then `/health` and `/` must answer, the first-visit pages and a signed-in
// page with their words in the HTML.
//
// The browser is really gone, not flagged away: /usr/bin and /usr/lib are overlay-mounted in the namespace and
// Chromium's launcher and files (and pnpm, which a fresh machine lacks too) are deleted in the overlay, so nothing
// the build runs can find or start them. The machine outside is untouched. Needs `unshare` (util-linux) and either
// root (CI) or unprivileged user namespaces.
//
// Usage: node scripts/test-fresh-machine.mjs   (part of `npm test`; exit code 1 when the product does not come up)
import { spawn, spawnSync } from 'node:child_process';
import { copyFileSync, createWriteStream, mkdirSync, mkdtempSync, readFileSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { createServer } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';
import { ROOT } from './lib/run.mjs';
import { signIn } from './lib/sign-in.mjs';

/** What a fresh machine does not have. Each is deleted inside the namespace's overlays. */
const HIDDEN = ['/usr/bin/chromium', '/usr/bin/chromium-browser', '/usr/lib/chromium', '/usr/bin/pnpm', '/usr/bin/pnpx', '/usr/lib/node_modules/pnpm'];
/** Install (npm exec pnpm), build and the first start with its demo data, on a shared two-core machine. */
const DEADLINE_MS = 20 * 60_000;

const scratch = mkdtempSync(path.join(tmpdir(), 'chargevalet-fresh-'));
const clone = path.join(scratch, 'clone');

/** The repository as a fresh clone of the working tree has it: tracked and untracked-but-not-ignored files. */
function copyRepository() {
  const listed = spawnSync('git', ['ls-files', '-z', '--cached', '--others', '--exclude-standard'], { cwd: ROOT, encoding: 'utf8' });
  if (listed.status !== 0) throw new Error(`git ls-files failed: ${listed.stderr}`);
  let files = 0;
  for (const file of listed.stdout.split('\0').filter(Boolean)) {
    const from = path.join(ROOT, file);
    let stats;
    try {
      stats = statSync(from);
    } catch {
      continue; // deleted in the working tree
    }
    if (!stats.isFile()) continue;
    const to = path.join(clone, file);
    mkdirSync(path.dirname(to), { recursive: true });
    copyFileSync(from, to);
    files += 1;
  }
  return files;
}

const freePort = () =>
  new Promise((resolve, reject) => {
    const server = createServer();
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      const { port } = server.address();
      server.close(() => resolve(port));
    });
  });

/** The script run inside the namespace: overlays, the deletions, a check that they took, then `npm start`. */
function namespaceScript() {
  const overlays = ['/usr/bin', '/usr/lib'].map((dir) => {
    const layer = path.join(scratch, 'overlay', dir.replaceAll('/', '_'));
    return `mkdir -p ${layer}/upper ${layer}/work && mount -t overlay overlay -o lowerdir=${dir},upperdir=${layer}/upper,workdir=${layer}/work ${dir}`;
  });
  return [
    'set -eu',
    // Mounts made here stay in this namespace.
    'mount --make-rprivate /',
    ...overlays,
    `rm -rf ${HIDDEN.join(' ')}`,
    `for hidden in ${HIDDEN.join(' ')}; do if [ -e "$hidden" ]; then echo "fresh-machine: $hidden is still there"; exit 97; fi; done`,
    'if command -v chromium >/dev/null 2>&1 || command -v pnpm >/dev/null 2>&1; then echo "fresh-machine: chromium or pnpm still on PATH"; exit 97; fi',
    'echo "fresh-machine: Chromium and pnpm hidden; node $(node --version), npm $(npm --version)"',
    'exec npm start',
  ].join('\n');
}

/** Words each first-visit page shows, by language: in the HTML itself, before any script runs. */
const FIRST_VISIT_WORDS = [
  ['/', 'de', ['Wir laden dein E-Auto.', 'So funktioniert’s', '<html lang="de"']],
  ['/', 'en', ['<html lang="en"', 'How it works']],
  ['/book-a-service/select-package', 'de', ['Paket wählen', 'Komfort', 'Alle akzeptieren']],
  ['/book-a-service/select-package', 'en', ['Select package', 'Accept all']],
  ['/track-my-number', 'de', ['Auftragsnummer', 'Auftrag suchen']],
  ['/track-my-number', 'en', ['Order number', 'Find order']],
];

async function answer(url) {
  try {
    const response = await fetch(url, { headers: { accept: 'text/html,application/json' }, signal: AbortSignal.timeout(5000) });
    return { status: response.status, body: await response.text() };
  } catch {
    return null;
  }
}

const started = Date.now();
const files = copyRepository();
const port = await freePort();
writeFileSync(path.join(scratch, 'fresh-machine.sh'), namespaceScript());
const logFile = path.join(scratch, 'npm-start.log');
const log = createWriteStream(logFile);
console.log(`fresh-machine: ${files} files copied to ${clone}; npm start on port ${port} without Chromium and pnpm (log: ${logFile})`);

// A machine with only Node and npm: no browser path, no database or Redis server, no CI variables.
const env = Object.fromEntries(
  Object.entries(process.env).filter(([key]) => !['CHROMIUM_PATH', 'DATABASE_URL', 'REDIS_URL', 'SMTP_URL', 'DATA_DIR', 'PUBLIC_URL'].includes(key) && !key.startsWith('npm_') && !key.startsWith('PNPM') && !key.startsWith('PLAYWRIGHT')),
);
const unshare = process.getuid?.() === 0 ? ['-m'] : ['-r', '-m'];
const child = spawn('unshare', [...unshare, 'sh', path.join(scratch, 'fresh-machine.sh')], {
  cwd: clone,
  env: { ...env, PORT: String(port) },
  detached: true,
  stdio: ['ignore', 'pipe', 'pipe'],
});
child.stdout.pipe(log);
child.stderr.pipe(log);
let exited = null;
child.on('exit', (code, signal) => (exited = signal ?? code));

const origin = `http://127.0.0.1:${port}`;
let failure = null;
try {
  for (;;) {
    if (exited !== null) throw new Error(`npm start ended (${exited}) before the server answered`);
    if (Date.now() - started > DEADLINE_MS) throw new Error(`no answer from ${origin}/health within ${DEADLINE_MS / 60_000} min`);
    const health = await answer(`${origin}/health`);
    if (health?.status === 200) break;
    await new Promise((resolve) => setTimeout(resolve, 2000));
  }
  const home = await answer(`${origin}/`);
  if (home?.status !== 200 || !home.body.includes('<div id="root"')) {
    throw new Error(`/ answered ${home?.status ?? 'nothing'} without the shell's page`);
  }
  // Built without a browser, the first-visit pages hold their words (shared/build/prerender.mjs renders them in Node).
  for (const [page, locale, words] of FIRST_VISIT_WORDS) {
    const response = await fetch(`${origin}${page}`, { headers: { accept: 'text/html', cookie: `locale=${locale}` }, signal: AbortSignal.timeout(5000) });
    const html = await response.text();
    const missing = words.filter((word) => !html.includes(word));
    if (response.status !== 200 || missing.length > 0) throw new Error(`${page} (${locale}) answered ${response.status} without ${missing.join(', ')} in its HTML`);
  }
  // ... and a signed-in page holds its frame and heading, rendered by the API (the shell's server renderer in Node)
  const { cookie } = await signIn(origin, 'customer@chargevalet.test');
  const orders = await (await fetch(`${origin}/profile/orders`, { headers: { accept: 'text/html', cookie }, signal: AbortSignal.timeout(5000) })).text();
  const missingSignedIn = ['<div id="root" data-ssr="">', 'Mein Konto', 'Meine Aufträge'].filter((word) => !orders.includes(word));
  if (missingSignedIn.length > 0) throw new Error(`/profile/orders (signed in) answered without ${missingSignedIn.join(', ')} in its HTML`);
  const output = readFileSync(logFile, 'utf8');
  if (!output.includes('fresh-machine: Chromium and pnpm hidden')) throw new Error('the namespace did not report hiding Chromium and pnpm');
  const skipped = output.split('\n').filter((line) => /^(prerender|report-size): skipped/.test(line));
  console.log(`fresh-machine: /health 200, / 200, the first-visit pages' and a signed-in page's words in their HTML after ${((Date.now() - started) / 1000).toFixed(0)} s; ${skipped.join(' | ') || 'no browser step reported a skip'}`);
} catch (error) {
  failure = error;
} finally {
  try {
    process.kill(-child.pid, 'SIGTERM');
  } catch {
    /* already gone */
  }
  await new Promise((resolve) => (exited !== null ? resolve() : child.once('exit', resolve)));
  log.end();
}
if (failure) {
  const tail = readFileSync(logFile, 'utf8').split('\n').slice(-40).join('\n');
  console.error(`fresh-machine: FAILED: ${failure.message}\n--- last lines of npm start ---\n${tail}`);
  process.exitCode = 1;
}
rmSync(scratch, { recursive: true, force: true });
