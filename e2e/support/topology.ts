import path from 'node:path';
import { fileURLToPath } from 'node:url';
import type { RemoteName } from '@chargevalet/contract';

export const ROOT = path.resolve(path.dirname(fileURLToPath(import.meta.url)), '../..');
export const SHELL_PORT = Number(process.env.E2E_PORT ?? 8180);
export const SHELL_URL = `http://localhost:${SHELL_PORT}`;

/** Each remote on its own origin (another port); staff remotes check the session with the API first. */
export const REMOTES: Record<RemoteName, { dir: string; port: number; roles?: string }> = {
  booking: { dir: 'mfe-booking', port: SHELL_PORT + 1 },
  profile: { dir: 'mfe-profile', port: SHELL_PORT + 2 },
  manager: { dir: 'mfe-manager', port: SHELL_PORT + 3, roles: 'manager' },
  driver: { dir: 'mfe-driver', port: SHELL_PORT + 4, roles: 'manager,driver' },
};
export const remoteUrl = (name: RemoteName) => `http://localhost:${REMOTES[name].port}`;


export const DEMO_PASSWORD = 'ChargeValet1';
export const DEMO_USERS = {
  manager: 'manager@chargevalet.test',
  driver: 'driver1@chargevalet.test',
  customer: 'customer@chargevalet.test',
} as const;
