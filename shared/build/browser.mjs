// The two things the build's browser steps share (report-size.mjs, prerender.mjs): the built shell served as
// production serves it, with an anonymous API and unreachable remotes, and Chromium through playwright-core.
import { createServer } from 'node:http';
import { existsSync, readFileSync, statSync } from 'node:fs';
import path from 'node:path';
import { createRequire } from 'node:module';
import { fileURLToPath, pathToFileURL } from 'node:url';

const here = path.dirname(fileURLToPath(import.meta.url));
const TYPES = { '.js': 'text/javascript', '.html': 'text/html', '.json': 'application/json', '.css': 'text/css', '.svg': 'image/svg+xml' };
const ENCODINGS = [
  ['br', '.br'],
  ['gzip', '.gz'],
];

const REMOTES = ['booking', 'profile', 'manager', 'driver'];
/** The build-time pages and their files (prerender.mjs writes it beside index.html): path → file without `.<locale>.html`. */
export const PRERENDERED_MANIFEST = 'prerendered.json';

// The booking catalogue as a freshly seeded API answers it (api/dist/seeded-catalog.js, from the API's build).
const seededCatalogFile = path.join(here, '../../api/dist/seeded-catalog.js');
const { SEEDED_CATALOG } = existsSync(seededCatalogFile) ? await import(pathToFileURL(seededCatalogFile).href) : { SEEDED_CATALOG: {} };

/**
 * Serves the shell's `dist` on a free port (SPA fallback to index.html; the build's .br/.gz copies by
 * Accept-Encoding, as production does), an anonymous /api/user, the seeded booking catalogue (when the API is built)
 * and 401 for the rest of the API. The remotes are served from their sibling dist folders (`../mfe-<name>/dist` at
 * /remotes/<name>/) when `withRemotes`, otherwise /remotes.json points at a closed port. The build-time pages
 * (in the `locale` cookie's language) are served for their paths once there are some, unless `prerendered` is false. Returns { origin, close }.
 */
export async function serveDist(dist, { withRemotes = false, prerendered = true } = {}) {
  const manifest = path.join(dist, PRERENDERED_MANIFEST);
  const pages = existsSync(manifest) ? JSON.parse(readFileSync(manifest, 'utf8')) : {};
  const server = createServer((req, res) => {
    const url = new URL(req.url ?? '/', 'http://localhost');
    if (url.pathname === '/remotes.json') {
      res.writeHead(200, { 'content-type': 'application/json' });
      const where = (n) => (withRemotes ? `/remotes/${n}/mf-manifest.json` : `http://127.0.0.1:9/${n}/mf-manifest.json`);
      res.end(JSON.stringify(Object.fromEntries(REMOTES.map((n) => [n, where(n)]))));
      return;
    }
    if (url.pathname === '/api/user') {
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ data: null }));
      return;
    }
    if (SEEDED_CATALOG[url.pathname]) {
      const locale = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? '')?.[1] === 'en' ? 'en' : 'de';
      res.writeHead(200, { 'content-type': 'application/json' });
      res.end(JSON.stringify(SEEDED_CATALOG[url.pathname](locale)));
      return;
    }
    if (url.pathname.startsWith('/api/') || url.pathname.startsWith('/sanctum/')) {
      res.writeHead(401, { 'content-type': 'application/json' });
      res.end(JSON.stringify({ message: 'Unauthenticated.' }));
      return;
    }
    const remote = withRemotes && /^\/remotes\/([a-z]+)(\/.*)$/.exec(url.pathname);
    const root = remote ? path.join(dist, '..', '..', `mfe-${remote[1]}`, 'dist') : dist;
    let file = path.join(root, decodeURIComponent(remote ? remote[2] : url.pathname));
    if (!file.startsWith(root) || !existsSync(file) || statSync(file).isDirectory()) {
      if (remote) return void res.writeHead(404).end();
      const page = prerendered && pages[url.pathname];
      const locale = /(?:^|;\s*)locale=(\w+)/.exec(req.headers.cookie ?? '')?.[1] === 'en' ? 'en' : 'de';
      file = path.join(dist, page ? `${page}.${locale}.html` : 'index.html');
    }
    const accepted = req.headers['accept-encoding'] ?? '';
    const copy = ENCODINGS.find(([encoding, ext]) => accepted.includes(encoding) && existsSync(file + ext));
    res.writeHead(200, { 'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream', ...(copy ? { 'content-encoding': copy[0] } : {}) });
    res.end(readFileSync(copy ? file + copy[1] : file));
  });
  await new Promise((resolve) => server.listen(0, '127.0.0.1', resolve));
  return { origin: `http://127.0.0.1:${server.address().port}`, close: () => server.close() };
}

/**
 * Chromium (/usr/bin/chromium or CHROMIUM_PATH) through playwright-core: `{ browser }`, or `{ browser: null, reason }`
 * when either is missing or the browser does not start. The build never needs a browser (npm start runs on a machine
 * with only Node and npm): its browser steps are skipped with the reason.
 */
export async function launchChromium() {
  const require = createRequire(import.meta.url);
  let chromium;
  // playwright-core, or the copy inside the e2e package's @playwright/test (no browser download either way).
  for (const [id, from] of [
    ['playwright-core', here],
    ['@playwright/test', path.join(here, '../../e2e')],
    ['playwright-core', path.join(here, '../..')],
  ]) {
    try {
      ({ chromium } = require(require.resolve(id, { paths: [from] })));
      break;
    } catch {
      /* try the next */
    }
  }
  const executablePath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';
  if (!chromium) return { browser: null, reason: 'playwright-core is not installed' };
  if (!existsSync(executablePath)) return { browser: null, reason: `no Chromium at ${executablePath}` };
  try {
    const browser = await chromium.launch({
      executablePath,
      args: ['--headless', '--no-sandbox', '--disable-gpu', '--disable-quic', '--no-first-run', '--disable-background-networking', '--disable-component-update', '--disable-sync'],
    });
    return { browser, reason: null };
  } catch (error) {
    return { browser: null, reason: `Chromium at ${executablePath} did not start (${String(error.message ?? error).split('\n')[0]})` };
  }
}

export const readText = (file) => readFileSync(file, 'utf8');
