import { spawn } from 'node:child_process';
import { mkdtempSync, rmSync } from 'node:fs';
import os from 'node:os';
import path from 'node:path';
import { REMOTE_NAMES } from '@chargevalet/contract';
import { ROOT, SHELL_PORT, SHELL_URL, remoteUrl } from './topology';
import { recordPid, startRemote, stopServer, waitForUrl } from './servers';

/** Starts the production server (fresh embedded database, demo data) and the four remotes on their origins. */
export default async function globalSetup() {
  const dataDir = mkdtempSync(path.join(os.tmpdir(), 'chargevalet-e2e-'));
  const remoteEnv = Object.fromEntries(REMOTE_NAMES.map((name) => [`REMOTE_${name.toUpperCase()}_URL`, `${remoteUrl(name)}/mf-manifest.json`]));
  // DEV_OUTBOX lets the journeys read sent mail (codes, links) as a person would from their inbox.
  const env: NodeJS.ProcessEnv = { ...process.env, NODE_ENV: 'production', PORT: String(SHELL_PORT), DATA_DIR: dataDir, DEV_OUTBOX: '1', ...remoteEnv };
  // Every journey books from 127.0.0.1: the per-address checkout limit (issue 11, tested in the API tests) would
  // refuse the later journeys' checkouts.
  env.CHECKOUT_LIMIT_IP = '1000';
  // ... and so are the calls that tell whether an account exists (guest placements, registrations): 60 per address.
  env.ACCOUNT_CHECK_LIMIT_IP = '1000';
  env.REGISTER_LIMIT_IP = '1000';
  // ... and every journey pays with the one sandbox test card that authorises: its per-card limit (issue 33) too.
  env.CHECKOUT_LIMIT_CARD = '1000';
  // The journeys drive orders booked at the next free slot, often a day or more ahead, on the real clock: the
  // 2-hour earliest start of a driver (issue 32, tested in the API tests) would refuse their first step.
  env.DRIVER_START_LEAD_MINUTES = String(14 * 24 * 60);
  // The journeys run on the embedded database, as `npm start` does; the API tests cover PostgreSQL.
  delete env.DATABASE_URL;
  const api = spawn('node', ['api/dist/server.js'], { cwd: ROOT, env, stdio: ['ignore', 'ignore', 'inherit'], detached: true });
  api.unref();
  recordPid('api', api.pid);
  await waitForUrl(`${SHELL_URL}/health`);
  await Promise.all(REMOTE_NAMES.map((name) => startRemote(name)));

  return async () => {
    await Promise.all([...REMOTE_NAMES, 'api' as const].map((name) => stopServer(name)));
    rmSync(dataDir, { recursive: true, force: true });
  };
}
