import { z } from 'zod';

/** GET /api/config: public settings the browser needs at run time (a browser Maps key is public by design). */
export const CLIENT_CONFIG_PATH = '/api/config';
export const clientConfigSchema = z.object({
  /** Google Maps JavaScript API key; null runs the wizard on plain inputs and server-side ZIP checks. */
  google_maps_api_key: z.string().nullable(),
});
export type ClientConfig = z.infer<typeof clientConfigSchema>;
export const clientConfigResponseSchema = z.object({ data: clientConfigSchema });
