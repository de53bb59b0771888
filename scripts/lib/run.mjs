// Small process helpers for the root scripts (npm start / npm test / npm run build).
import { spawn, spawnSync } from 'node:child_process';
import { existsSync, readdirSync, statSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const PNPM_VERSION = '12.21.0';

/** pnpm as installed, or through npm's exec when the machine has none (a fresh machine has only Node and npm). */
export function pnpmCommand() {
  const probe = spawnSync('pnpm', ['--version'], { encoding: 'utf8', shell: process.platform === 'win32' });
  if (probe.status === 0) return ['pnpm'];
  console.log(`pnpm not found: using pnpm@${PNPM_VERSION} through npm exec`);
  return ['npm', 'exec', '--yes', `pnpm@${PNPM_VERSION}`, '--'];
}

export function run(command, args, options = {}) {
  return new Promise((resolve, reject) => {
    const child = spawn(command, args, { cwd: ROOT, stdio: 'inherit', ...options });
    child.on('error', reject);
    child.on('exit', (code, signal) =>
      code === 0 ? resolve() : reject(new Error(`${command} ${args.join(' ')} failed (${signal ?? code})`)),
    );
  });
}

export const pnpm = (args, options) => {
  const [command, ...prefix] = pnpmCommand();
  return run(command, [...prefix, ...args], options);
};

/** Newest modification time (ms) of the files below a folder, skipping build output and dependencies. */
export function newestMtime(dir) {
  let newest = 0;
  if (!existsSync(dir)) return newest;
  for (const entry of readdirSync(dir, { withFileTypes: true })) {
    if (['node_modules', 'dist', '.data', 'test-results'].includes(entry.name)) continue;
    const full = path.join(dir, entry.name);
    newest = Math.max(newest, entry.isDirectory() ? newestMtime(full) : statSync(full).mtimeMs);
  }
  return newest;
}

export const seconds = (ms) => `${(ms / 1000).toFixed(1)} s`;
