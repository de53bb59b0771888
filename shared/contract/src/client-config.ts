import { z } from 'zod';

export { CLIENT_CONFIG_PATH } from './start-paths';

/** GET /api/config (CLIENT_CONFIG_PATH): public settings the browser needs at run time (a browser Maps key is public by design). */
export const clientConfigSchema = z.object({
  /** Google Maps JavaScript API key; null runs the wizard on plain inputs and server-side ZIP checks. */
  google_maps_api_key: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export const clientConfigResponseSchema = z.object({ data: clientConfigSchema });
