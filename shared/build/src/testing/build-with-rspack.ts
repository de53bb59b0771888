import { spawnSync } from 'node:child_process';
import { readFileSync, readdirSync } from 'node:fs';
import path from 'node:path';

/**
 * Runs a production build in a Node process of its own, as the apps' builds run (rspack is an ES module only).
 * `setup` is ES module code that imports what it needs and declares `config`, the build's options, whose output goes
 * to `outDir`; the build's files by name, with their text.
 */
export function buildWithRspack(setup: string, outDir: string): Record<string, string> {
  const script = `
    import { rspack } from '@rspack/core';
    ${setup}
    const compiler = rspack(config);
    compiler.run((error, stats) => {
      if (error || stats.hasErrors()) { console.error(error ?? stats.toString()); process.exit(1); }
      compiler.close(() => {});
    });`;
  const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '../..'), encoding: 'utf8' });
  if (run.status !== 0) throw new Error(run.stderr);
  return Object.fromEntries(readdirSync(outDir).map((file) => [file, readFileSync(path.join(outDir, file), 'utf8')]));
}
