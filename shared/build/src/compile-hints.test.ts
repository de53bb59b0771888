import { spawnSync } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import { COMPILE_HINT } from './compile-hints.js';
import { buildWithRspack } from './testing/build-with-rspack';

/** A production build of a page with a lazy chunk, with or without the plugin: its output files' texts by name. */
function build(withHints: boolean): Record<string, string> {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'compile-hints-'));
  try {
    writeFileSync(path.join(dir, 'index.js'), "globalThis.later = () => import('./later.js');\nconsole.log('start');\n");
    writeFileSync(path.join(dir, 'later.js'), "export function shown() { return 'later'; }\n");
    const setup = `
      import { CompileHintsPlugin } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'compile-hints.js')).href)};
      const config = {
        mode: 'production',
        context: ${JSON.stringify(dir)},
        entry: './index.js',
        output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: '[name].[contenthash:8].js', chunkFilename: '[id].[contenthash:8].js' },
        plugins: ${withHints ? '[new CompileHintsPlugin()]' : '[]'},
      };`;
    return buildWithRspack(setup, path.join(dir, 'dist'));
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

describe('CompileHintsPlugin', () => {
  it('puts the compile hint first in every JavaScript file, after minification and counted in the content hash', () => {
    const plain = build(false);
    const hinted = build(true);
    expect(Object.keys(hinted)).toHaveLength(2); // the entry and its lazy chunk
    for (const text of Object.values(hinted)) expect(text.startsWith(COMPILE_HINT)).toBe(true);
    for (const text of Object.values(plain)) expect(text).not.toContain('allFunctionsCalledOnLoad');
    // The hint is part of what a file's name hashes: a browser that cached a file without it fetches the new one.
    expect(Object.keys(hinted).some((name) => name in plain)).toBe(false);
  }, 60_000);
});

describe('the apps’ production builds', () => {
  it('give every JavaScript file the compile hint', () => {
    const script = `
      import { createAppConfig } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'index.js')).href)};
      const config = createAppConfig({ name: 'profile', dir: ${JSON.stringify(path.join(__dirname, '../../../mfe-profile'))}, port: 3002 })({}, { mode: 'production' });
      console.log(JSON.stringify(config.plugins.map((plugin) => plugin?.constructor?.name)));`;
    const run = spawnSync(process.execPath, ['--input-type=module', '-e', script], { cwd: path.join(__dirname, '..'), encoding: 'utf8' });
    expect(run.stderr).toBe('');
    expect(JSON.parse(run.stdout)).toContain('CompileHintsPlugin');
  }, 60_000);
});
