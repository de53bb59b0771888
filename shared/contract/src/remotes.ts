import { z } from 'zod';

/** The four runtime remotes and the module each exposes. */
export const REMOTE_NAMES = ['booking', 'profile', 'manager', 'driver'] as const;
export type RemoteName = (typeof REMOTE_NAMES)[number];

/** Remotes only staff may download (DESIGN §2): manager files need a manager, driver files a driver or manager. */
export const STAFF_REMOTES: Partial<Record<RemoteName, readonly ('manager' | 'driver')[]>> = {
  manager: ['manager'],
  driver: ['manager', 'driver'],
};

/** GET /remotes.json: remote name → URL of its mf-manifest.json, from configuration. */
export const remotesConfigSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().min(1)])) as Record<RemoteName, z.ZodString>,
);
export type RemotesConfig = z.infer<typeof remotesConfigSchema>;
