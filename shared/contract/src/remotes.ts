import { z } from 'zod';
import { REMOTE_NAMES, type RemoteName } from './remotes-core';

// The names, the staff rule and the config's check without zod are in remotes-core.ts (@chargevalet/contract/core).
export * from './remotes-core';

/** GET /remotes.json: remote name → URL of its mf-manifest.json, from configuration. */
export const remotesConfigSchema = z.object(
  Object.fromEntries(REMOTE_NAMES.map((name) => [name, z.string().min(1)])) as Record<RemoteName, z.ZodString>,
);

/** The versions are the remote's `metaData.platformContract` (null when it declares none) and the shell's platform. */
export const remoteRefusalSchema = z.object({
  remote: z.enum(REMOTE_NAMES),
  required: z.string().max(40).nullable(),
  provided: z.string().max(40),
});
export type RemoteRefusal = z.infer<typeof remoteRefusalSchema>;
