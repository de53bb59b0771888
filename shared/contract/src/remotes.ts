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

/** POST: the shell reports a remote it refused for its platform contract (written to the server log). */
export const REMOTE_REFUSAL_PATH = '/api/remote-refusals';

/** The versions are the remote's `metaData.platformContract` (null when it declares none) and the shell's platform. */
export const remoteRefusalSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  required: z.string().max(40).nullable(),
  provided: z.string().max(40),
});
export type RemoteRefusal = z.infer<typeof remoteRefusalSchema>;
