import { spawnSync } from 'node:child_process';
import { cpSync, mkdirSync, rmSync, symlinkSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@chargevalet/contract';
import { REMOTES, ROOT } from './topology';

/**
 * A production build of one remote from a changed copy of its source, the shell and every other remote untouched:
 * copies the remote (its node_modules linked) to e2e/.tmp/scratch-<name>, lets `change` edit the copy, builds it
 * and returns the copy's dist folder. Takes a minute or two.
 */
export function buildScratchRemote(name: RemoteName, change: (dir: string) => void): string {
  const source = path.join(ROOT, REMOTES[name].dir);
  const dir = path.join(ROOT, 'e2e', '.tmp', `scratch-${name}`);
  rmSync(dir, { recursive: true, force: true });
  mkdirSync(dir, { recursive: true });
  for (const entry of ['src', 'rspack.config.mjs', 'package.json', 'tsconfig.json']) cpSync(path.join(source, entry), path.join(dir, entry), { recursive: true });
  symlinkSync(path.join(source, 'node_modules'), path.join(dir, 'node_modules'), 'dir');
  change(dir);
  const rspack = path.join(source, 'node_modules', '@rspack', 'cli', 'bin', 'rspack.js');
  const result = spawnSync(process.execPath, [rspack, 'build', '--mode', 'production', '-c', path.join(dir, 'rspack.config.mjs')], {
    cwd: dir,
    encoding: 'utf8',
    env: { ...process.env, NODE_ENV: 'production' },
  });
  if (result.status !== 0) throw new Error(`scratch build of ${name} failed:\n${result.stdout}\n${result.stderr}`);
  return path.join(dir, 'dist');
}
