import type { Role } from './roles-core';

/** The four runtime remotes and the module each exposes. */
export const REMOTE_NAMES = ['booking', 'profile', 'manager', 'driver'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Remotes only staff may download (DESIGN §2): manager files need a manager, driver files a driver or manager. */
export const STAFF_REMOTES: Partial<Record<RemoteName, readonly ('manager' | 'driver')[]>> = {
  manager: ['manager'],
  driver: ['manager', 'driver'],
};

/** Which remotes a session may register: staff remotes only for staff (DESIGN §2). */
export function remotesAllowedFor(role: Role | null): RemoteName[] {
  return REMOTE_NAMES.filter((name) => {
    const staff = STAFF_REMOTES[name];
    return !staff || (role !== null && (staff as readonly string[]).includes(role));
  });
}

/** GET /remotes.json: remote name → URL of its mf-manifest.json, from configuration. */
export type RemotesConfig = Record<RemoteName, string>;

/**
 * The rule of remotesConfigSchema without zod, for the shell's start (every page reads /remotes.json): an object
 * with a non-empty URL for every remote. rules.test.ts holds the two equal.
 */
export function isRemotesConfig(value: unknown): value is RemotesConfig {
  return (
    typeof value === 'object' &&
    value !== null &&
    REMOTE_NAMES.every((name) => {
      const url = (value as Record<string, unknown>)[name];
      return typeof url === 'string' && url.length > 0;
    })
  );
}

/** POST: the shell reports a remote it refused for its platform contract (written to the server log). */
export const REMOTE_REFUSAL_PATH = '/api/remote-refusals';
