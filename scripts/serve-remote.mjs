// Serves one built remote (its dist folder) on its own origin, as a CDN or a remote's container would:
// CORS for the shell's origin(s) only (SHELL_ORIGINS, comma-separated), long caching for hashed files, no caching
// for the manifest and remote entry. With AUTH_URL and ALLOWED_ROLES set, code files are served only to sessions
// whose GET AUTH_URL (the API's /api/user, called with the browser's cookies) reports an allowed role: staff
// remotes never reach customers, and their files are `private` with `Vary: Cookie` so no shared cache keeps them.
// The manifest stays public: it holds names and paths, no code. Text files go out as the build's brotli or gzip
// copy (`<file>.br`, `<file>.gz`) when the browser accepts it.
//
//   DIST=mfe-manager/dist PORT=3003 SHELL_ORIGINS=http://localhost:8080 AUTH_URL=http://localhost:8080/api/user ALLOWED_ROLES=manager node scripts/serve-remote.mjs
import { createServer } from 'node:http';
import { createReadStream, existsSync, statSync } from 'node:fs';
import path from 'node:path';

const dist = path.resolve(process.env.DIST ?? process.argv[2] ?? '.');
const port = Number(process.env.PORT ?? process.argv[3] ?? 3001);
const host = process.env.HOST ?? '0.0.0.0';
const authUrl = process.env.AUTH_URL;
const allowedRoles = (process.env.ALLOWED_ROLES ?? '').split(',').filter(Boolean);
const shellOrigins = new Set((process.env.SHELL_ORIGINS ?? '').split(',').map((origin) => origin.trim()).filter(Boolean));

const TYPES = { '.js': 'text/javascript; charset=utf-8', '.json': 'application/json; charset=utf-8', '.css': 'text/css; charset=utf-8', '.html': 'text/html; charset=utf-8', '.svg': 'image/svg+xml', '.png': 'image/png', '.woff2': 'font/woff2', '.map': 'application/json' };
const UNCACHED = new Set(['mf-manifest.json', 'remoteEntry.js', 'index.html', 'mf-stats.json']);

/** The build's compressed copy of `file` the request accepts (brotli first), or none. */
function compressedCopy(file, acceptEncoding = '') {
  for (const [encoding, ext] of [['br', '.br'], ['gzip', '.gz']]) {
    if (new RegExp(`\\b${encoding}\\b`).test(acceptEncoding) && existsSync(file + ext)) return { encoding, path: file + ext };
  }
  return null;
}

async function roleOf(cookie) {
  if (!cookie) return null;
  try {
    const response = await fetch(authUrl, { headers: { cookie, accept: 'application/json' } });
    if (!response.ok) return null;
    return (await response.json())?.data?.role ?? null;
  } catch {
    return null;
  }
}

const server = createServer(async (req, res) => {
  const origin = req.headers.origin;
  // Only a configured shell may read these files with the visitor's cookies; any other origin gets no CORS grant.
  if (origin && shellOrigins.has(origin)) {
    res.setHeader('Access-Control-Allow-Origin', origin);
    res.setHeader('Access-Control-Allow-Credentials', 'true');
  }
  const vary = ['Origin', 'Accept-Encoding', ...(authUrl ? ['Cookie'] : [])];
  res.setHeader('Vary', vary.join(', '));
  if (req.method === 'OPTIONS') return res.writeHead(204, { 'Access-Control-Allow-Methods': 'GET, HEAD', 'Access-Control-Allow-Headers': '*' }).end();
  if (req.method !== 'GET' && req.method !== 'HEAD') return res.writeHead(405).end();

  const pathname = decodeURIComponent(new URL(req.url ?? '/', 'http://x').pathname);
  const file = path.join(dist, path.normalize(pathname).replace(/^(\.\.[/\\])+/, ''));
  if (!file.startsWith(dist) || !existsSync(file) || !statSync(file).isFile()) return res.writeHead(404).end('Not found');

  const name = path.basename(file);
  if (authUrl && name !== 'mf-manifest.json' && !allowedRoles.includes(await roleOf(req.headers.cookie))) {
    return res.writeHead(403, { 'content-type': 'text/plain' }).end('Forbidden');
  }
  const copy = compressedCopy(file, req.headers['accept-encoding']);
  res.writeHead(200, {
    'content-type': TYPES[path.extname(file)] ?? 'application/octet-stream',
    // Access-controlled files are for this session only: a shared cache must not hand them to the next visitor.
    'cache-control': UNCACHED.has(name) ? 'no-cache' : `${authUrl && name !== 'mf-manifest.json' ? 'private' : 'public'}, max-age=31536000, immutable`,
    'x-content-type-options': 'nosniff',
    ...(copy ? { 'content-encoding': copy.encoding } : {}),
  });
  if (req.method === 'HEAD') return res.end();
  createReadStream(copy?.path ?? file).pipe(res);
});

server.listen(port, host, () => console.log(`remote ${path.relative(process.cwd(), dist)} on http://${host}:${port}${authUrl ? ` (roles: ${allowedRoles.join(', ')})` : ''}`));
const stop = () => server.close(() => process.exit(0));
process.on('SIGTERM', stop);
process.on('SIGINT', stop);
