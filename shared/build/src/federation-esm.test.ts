import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { pathToFileURL } from 'node:url';
import vm from 'node:vm';
import { buildWithRspack } from './testing/build-with-rspack';

/**
 * A production build of what the federation plugin puts in the shell's main chunk, reduced to its core: the runtime
 * required by the absolute path of runtime-tools' CommonJS file, as the plugin injects it. With or without the
 * plugin under test; the bundle's text.
 */
function build(withPlugin: boolean): string {
  const dir = mkdtempSync(path.join(os.tmpdir(), 'federation-esm-'));
  try {
    const setup = `
      import { createRequire } from 'node:module';
      import { writeFileSync } from 'node:fs';
      import { FederationRuntimeAsEsm } from ${JSON.stringify(pathToFileURL(path.join(__dirname, 'federation-esm.js')).href)};
      const enhanced = createRequire(createRequire(import.meta.url).resolve('@module-federation/enhanced/rspack'));
      const runtimeCjs = enhanced.resolve('@module-federation/runtime-tools/runtime');
      writeFileSync(${JSON.stringify(path.join(dir, 'index.js'))}, 'const runtime = require(' + JSON.stringify(runtimeCjs) + ');\\nglobalThis.loadRemote = runtime.loadRemote;\\n');
      const config = {
        mode: 'production',
        target: 'web',
        context: ${JSON.stringify(dir)},
        entry: './index.js',
        output: { path: ${JSON.stringify(path.join(dir, 'dist'))}, filename: 'main.js' },
        plugins: ${withPlugin ? '[new FederationRuntimeAsEsm()]' : '[]'},
      };`;
    const files = buildWithRspack(setup, path.join(dir, 'dist'));
    expect(Object.keys(files)).toEqual(['main.js']);
    return files['main.js'];
  } finally {
    rmSync(dir, { recursive: true, force: true });
  }
}

/** The bundle run as a browser would: what it leaves on the global object. */
function run(bundle: string): Record<string, unknown> {
  const context: Record<string, unknown> = { console, setTimeout, clearTimeout, URL, document: undefined };
  context.globalThis = context;
  context.self = context;
  vm.runInNewContext(bundle, context);
  return context;
}

describe('FederationRuntimeAsEsm', () => {
  it("bundles the federation runtime from its ES modules: the CommonJS files' getters and unused helpers drop out, and it still works", () => {
    const commonJs = build(false);
    const esm = build(true);
    // CommonJS exports every name through a getter, so nothing can drop out.
    const getters = (bundle: string) => bundle.match(/defineProperty\(\w+,"\w+",\{enumerable/g)?.length ?? 0;
    expect(commonJs).toContain('"loadScriptNode",{enumerable');
    expect(getters(esm)).toBe(0);
    expect(esm.length).toBeLessThan(commonJs.length * 0.9);
    expect(typeof run(esm).loadRemote).toBe('function');
  }, 60_000);
});
