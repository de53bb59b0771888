// Bundles src/server.ts into dist/server.js (and src/seeded-catalog.ts, which the front end's build reads): workspace packages (@chargevalet/*, TypeScript source) are bundled,
// everything from node_modules stays external (PGlite needs its wasm/data files beside its own code).
import { build } from 'esbuild';
import { rmSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
const started = performance.now();

/** @type {import('esbuild').Plugin} */
const externalNodeModules = {
  name: 'external-node-modules',
  setup(b) {
    b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => {
      if (args.path.startsWith('@chargevalet/')) return undefined;
      return { path: args.path, external: true };
    });
  },
};

rmSync(path.join(here, 'dist'), { recursive: true, force: true });
await build({
  entryPoints: ['server', 'seeded-catalog'].map((name) => ({ in: path.join(here, `src/${name}.ts`), out: name })),
  outdir: path.join(here, 'dist'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: true,
  legalComments: 'none',
  plugins: [externalNodeModules],
  logLevel: 'warning',
});
console.log(`api: dist/server.js built in ${Math.round(performance.now() - started)} ms`);
