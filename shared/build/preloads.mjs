#!/usr/bin/env node
// The shell's remote runtime, for the API to send with a page that a remote renders: the files of its
// `./remoteRuntime` import and the shared modules it consumes beyond the shell's start (src/page-files.js, from the
// chunk graph), listed in dist/preloads.json. The API adds them, with the remote's own entry and App, as
// <link rel="preload"> to such a page (api/src/routes/page-preloads.ts).
//
// The start itself is not preloaded: on the build-time pages its ~280 KB would share the slow link with nothing to
// gain for their paint (Lighthouse's LCP of / went from 1.5 to 2.8 s with them), and a signed-in page is bound by
// the bytes and the CPU, not by when the browser learns of the files (the same LCP with them).
//
// Usage: node shared/build/preloads.mjs [shellDist=shell/dist]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFiles } from './src/page-files.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../../shell/dist'));
const graphs = { shell: JSON.parse(readFileSync(path.join(dist, '..', 'dist-stats', 'chunk-graph.json'), 'utf8')) };

const start = new Set(pageFiles(graphs, {}).map(({ file }) => file));
const remoteRuntime = pageFiles(graphs, { lazy: { shell: ['./remoteRuntime'] } })
  .map(({ file }) => file)
  .filter((file) => !start.has(file));
writeFileSync(path.join(dist, 'preloads.json'), JSON.stringify({ remoteRuntime }));
console.log(`preloads: the shell's remote runtime (${remoteRuntime.length} files) for the pages of remotes`);
