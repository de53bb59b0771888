/**
 * scripts/serve-remote.mjs, the static server of each remote in the deployed topology (issue 11, finding 11): CORS
 * only for the configured shell origins, and access-controlled files never cacheable by a shared cache.
 */
import { spawn, type ChildProcess } from 'node:child_process';
import { mkdtempSync, rmSync, writeFileSync } from 'node:fs';
import { createServer, type Server } from 'node:http';
import type { AddressInfo } from 'node:net';
import { tmpdir } from 'node:os';
import path from 'node:path';

const SCRIPT = path.resolve(__dirname, '../../../scripts/serve-remote.mjs');
const SHELL = 'http://shell.example';

async function freePort(): Promise<number> {
  const server = createServer();
  await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', resolve));
  const { port } = server.address() as AddressInfo;
  await new Promise((resolve) => server.close(resolve));
  return port;
}

async function waitFor(url: string): Promise<void> {
  for (let i = 0; i < 100; i += 1) {
    if (await fetch(url).then(() => true, () => false)) return;
    await new Promise((resolve) => setTimeout(resolve, 50));
  }
  throw new Error(`${url} did not answer`);
}

describe('serve-remote.mjs', () => {
  let dist: string;
  let auth: Server;
  const servers: ChildProcess[] = [];

  async function serve(env: Record<string, string>): Promise<string> {
    const port = await freePort();
    const child = spawn(process.execPath, [SCRIPT], { env: { ...process.env, DIST: dist, PORT: String(port), HOST: '127.0.0.1', SHELL_ORIGINS: SHELL, ...env }, stdio: 'ignore' });
    servers.push(child);
    const base = `http://127.0.0.1:${port}`;
    await waitFor(`${base}/mf-manifest.json`);
    return base;
  }

  beforeAll(async () => {
    dist = mkdtempSync(path.join(tmpdir(), 'cv-remote-'));
    writeFileSync(path.join(dist, 'mf-manifest.json'), '{}');
    writeFileSync(path.join(dist, 'chunk.abc123.js'), 'export {};');
    // The API's /api/user stand-in: the cookie names the role.
    auth = createServer((req, res) => {
      const role = /role=(\w+)/.exec(req.headers.cookie ?? '')?.[1];
      res.writeHead(role ? 200 : 401, { 'content-type': 'application/json' }).end(JSON.stringify(role ? { data: { role } } : { message: 'no' }));
    });
    await new Promise<void>((resolve) => auth.listen(0, '127.0.0.1', resolve));
  });
  afterAll(async () => {
    for (const child of servers) child.kill();
    await new Promise((resolve) => auth.close(resolve));
    rmSync(dist, { recursive: true, force: true });
  });

  it('grants CORS with credentials to the configured shell origin only', async () => {
    const base = await serve({});
    const fromShell = await fetch(`${base}/chunk.abc123.js`, { headers: { origin: SHELL } });
    expect(fromShell.headers.get('access-control-allow-origin')).toBe(SHELL);
    expect(fromShell.headers.get('access-control-allow-credentials')).toBe('true');
    const fromElsewhere = await fetch(`${base}/chunk.abc123.js`, { headers: { origin: 'https://evil.example' } });
    expect(fromElsewhere.headers.get('access-control-allow-origin')).toBeNull();
    expect(fromElsewhere.headers.get('access-control-allow-credentials')).toBeNull();
    // A public remote's hashed files may sit in any cache.
    expect(fromShell.headers.get('cache-control')).toBe('public, max-age=31536000, immutable');
  });

  it('sends access-controlled files as private, varying by cookie, and only to allowed roles', async () => {
    const base = await serve({ AUTH_URL: `http://127.0.0.1:${(auth.address() as AddressInfo).port}/api/user`, ALLOWED_ROLES: 'manager' });
    const manager = await fetch(`${base}/chunk.abc123.js`, { headers: { origin: SHELL, cookie: 'role=manager' } });
    expect(manager.status).toBe(200);
    expect(manager.headers.get('cache-control')).toBe('private, max-age=31536000, immutable');
    expect(manager.headers.get('vary')).toMatch(/\bCookie\b/);
    expect((await fetch(`${base}/chunk.abc123.js`, { headers: { cookie: 'role=customer' } })).status).toBe(403);
    expect((await fetch(`${base}/chunk.abc123.js`)).status).toBe(403);
  });
});
