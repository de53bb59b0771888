// Bundles the API for `npm run bench` into api/bench/dist/server.js (as api/build.mjs does for dist/, without
// touching api/dist, which `npm start` owns).
import { build } from 'esbuild';
import { fileURLToPath } from 'node:url';
import path from 'node:path';

const here = path.dirname(fileURLToPath(import.meta.url));
await build({
  entryPoints: [path.join(here, '../src/server.ts')],
  outfile: path.join(here, 'dist/server.js'),
  bundle: true,
  platform: 'node',
  format: 'esm',
  target: 'node20',
  sourcemap: false,
  logLevel: 'warning',
  plugins: [
    {
      name: 'external-node-modules',
      setup(b) {
        b.onResolve({ filter: /^[^./]|^\.[^./]|^\.\.[^/]/ }, (args) => (args.path.startsWith('@chargevalet/') ? undefined : { path: args.path, external: true }));
      },
    },
  ],
});
