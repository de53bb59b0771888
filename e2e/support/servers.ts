import { spawn } from 'node:child_process';
import { existsSync, mkdirSync, readFileSync, writeFileSync } from 'node:fs';
import path from 'node:path';
import type { RemoteName } from '@chargevalet/contract';
import { REMOTES, ROOT, SHELL_PORT, SHELL_URL } from './topology';

/** Process ids of the servers the suite started, shared by global setup, tests and teardown. */
const STATE_FILE = path.join(ROOT, 'e2e', '.tmp', `servers-${SHELL_PORT}.json`);
type ServerState = Partial<Record<RemoteName | 'api', number>>;

export const readState = (): ServerState => (existsSync(STATE_FILE) ? JSON.parse(readFileSync(STATE_FILE, 'utf8')) : {});
export function recordPid(name: keyof ServerState, pid: number | undefined) {
  mkdirSync(path.dirname(STATE_FILE), { recursive: true });
  writeFileSync(STATE_FILE, JSON.stringify({ ...readState(), [name]: pid }));
}

export async function waitForUrl(url: string, timeoutMs = 90_000): Promise<void> {
  const deadline = Date.now() + timeoutMs;
  while (Date.now() < deadline) {
    try {
      const response = await fetch(url);
      if (response.status < 500) return;
    } catch {
      // not up yet
    }
    await new Promise((resolve) => setTimeout(resolve, 100));
  }
  throw new Error(`${url} did not come up within ${timeoutMs} ms`);
}

/** Starts one remote's static server on its own origin (from `dist`, default its build); resolves once it answers. */
export async function startRemote(name: RemoteName, dist?: string): Promise<void> {
  const { dir, port, roles } = REMOTES[name];
  const child = spawn('node', [path.join(ROOT, 'scripts/serve-remote.mjs')], {
    cwd: ROOT,
    stdio: 'ignore',
    detached: true,
    env: {
      ...process.env,
      DIST: dist ?? path.join(ROOT, dir, 'dist'),
      PORT: String(port),
      HOST: '127.0.0.1',
      SHELL_ORIGINS: SHELL_URL,
      ...(roles ? { AUTH_URL: `${SHELL_URL}/api/user`, ALLOWED_ROLES: roles } : {}),
    },
  });
  child.unref();
  recordPid(name, child.pid);
  await waitForUrl(`http://127.0.0.1:${port}/mf-manifest.json`);
}

/** Stops a server the suite started and waits until its port no longer answers. */
export async function stopServer(name: keyof ServerState): Promise<void> {
  const pid = readState()[name];
  if (!pid) return;
  try {
    process.kill(pid, 'SIGTERM');
  } catch {
    // already gone
  }
  recordPid(name, undefined);
  const deadline = Date.now() + 5_000;
  while (Date.now() < deadline) {
    try {
      process.kill(pid, 0);
      await new Promise((resolve) => setTimeout(resolve, 50));
    } catch {
      return;
    }
  }
}
