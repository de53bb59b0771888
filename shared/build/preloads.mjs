#!/usr/bin/env node
// The files a page needs, asked for with the page (<link rel="preload" as="script">), from the shell's chunk graph
// (src/page-files.js). Runs after the shell's build, before prerender.mjs (whose build-time pages are made from
// index.html):
// - the shell's start, on every page: the `./bootstrap` import and every shared module it and the entry consume,
//   written into dist/index.html after the entry's script. Without them the browser learns of these files only once
//   main.js has arrived and run: a round trip and the entry's run later.
// - the shell's remote runtime, on a page that a remote renders: its `./remoteRuntime` import and the shared modules
//   it consumes besides, listed in dist/preloads.json for the API, which adds them with the remote's own files to
//   such a page (api/src/routes/page-preloads.ts).
//
// Usage: node shared/build/preloads.mjs [shellDist=shell/dist]
import { readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import { fileURLToPath } from 'node:url';
import { pageFiles } from './src/page-files.js';
import { precompressFile } from './src/precompress.js';

const here = path.dirname(fileURLToPath(import.meta.url));
const dist = path.resolve(process.argv[2] ?? path.join(here, '../../shell/dist'));
const graphs = { shell: JSON.parse(readFileSync(path.join(dist, '..', 'dist-stats', 'chunk-graph.json'), 'utf8')) };
const indexFile = path.join(dist, 'index.html');
const html = readFileSync(indexFile, 'utf8');

// The entry is the page's own <script defer src>: the preloads follow it, so it is asked for first.
const entry = /<script defer src="\/([^"]+)"><\/script>/.exec(html);
if (!entry) throw new Error(`preloads: no entry script in ${indexFile}`);
const start = pageFiles(graphs, {}).map(({ file }) => file);
const startPreloads = start.filter((file) => file !== entry[1]);
const links = startPreloads.map((file) => `<link rel="preload" as="script" href="/${file}">`).join('');
// (a second run replaces the first's links)
writeFileSync(indexFile, html.replace(/<link rel="preload" as="script" href="[^"]*">/g, '').replace(entry[0], () => entry[0] + links));
await precompressFile(indexFile);

const remoteRuntime = pageFiles(graphs, { lazy: { shell: ['./remoteRuntime'] } })
  .map(({ file }) => file)
  .filter((file) => !start.includes(file));
writeFileSync(path.join(dist, 'preloads.json'), JSON.stringify({ remoteRuntime }));
console.log(`preloads: the shell's start (${startPreloads.length} files) with every page, its remote runtime (${remoteRuntime.length}) with a remote's`);
