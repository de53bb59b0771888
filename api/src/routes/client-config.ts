import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { CLIENT_CONFIG_PATH, clientConfigResponseSchema } from '@chargevalet/contract';

/** GET /api/config: the public run-time settings of the front ends (configuration, not a rebuild). */
const clientConfigRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    CLIENT_CONFIG_PATH,
    { schema: { tags: ['system'], summary: 'Public settings for the browser', response: { 200: clientConfigResponseSchema } } },
    async () => ({ data: { google_maps_api_key: fastify.config.googleMapsApiKey } }),
  );
};

export default clientConfigRoutes;
