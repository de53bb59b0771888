// Brotli and gzip copies of every text file of a production build, made once at build time so that servers send
// them as they are (chosen by Accept-Encoding) instead of compressing each response or sending it raw.
import { readdir, readFile, stat, writeFile } from 'node:fs/promises';
import path from 'node:path';
import { promisify } from 'node:util';
import zlib from 'node:zlib';

export const COMPRESSIBLE = /\.(js|mjs|css|html|json|svg|txt|xml|map)$/;
/** Below this a compressed copy saves less than the extra header costs. */
const MIN_BYTES = 1024;

const brotli = promisify(zlib.brotliCompress);
const gzip = promisify(zlib.gzip);

async function* files(dir) {
  for (const entry of await readdir(dir, { withFileTypes: true })) {
    const full = path.join(dir, entry.name);
    if (entry.isDirectory()) yield* files(full);
    else yield full;
  }
}

/** Writes `<file>.br` and `<file>.gz` beside `file`. */
export async function precompressFile(file) {
  const raw = await readFile(file);
  const [br, gz] = await Promise.all([
    brotli(raw, { params: { [zlib.constants.BROTLI_PARAM_QUALITY]: 11, [zlib.constants.BROTLI_PARAM_SIZE_HINT]: raw.length } }),
    gzip(raw, { level: 9 }),
  ]);
  await Promise.all([writeFile(`${file}.br`, br), writeFile(`${file}.gz`, gz)]);
}

/** Compressed copies of each compressible file of `dir` (recursively); returns how many files it compressed. */
export async function precompressDir(dir) {
  const jobs = [];
  for await (const file of files(dir)) {
    if (COMPRESSIBLE.test(file) && (await stat(file)).size >= MIN_BYTES) jobs.push(precompressFile(file));
  }
  await Promise.all(jobs);
  return jobs.length;
}

/** Rspack plugin: precompress the output folder after each production emit. */
export class PrecompressPlugin {
  apply(compiler) {
    compiler.hooks.afterEmit.tapPromise('PrecompressPlugin', (compilation) => precompressDir(compilation.outputOptions.path));
  }
}
