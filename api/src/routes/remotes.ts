import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { remotesConfigSchema } from '@chargevalet/contract';

/** GET /remotes.json: where the shell finds each remote's mf-manifest.json (REMOTE_<NAME>_URL). */
const remotesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/remotes.json',
    { schema: { tags: ['system'], summary: 'Module Federation remotes map', response: { 200: remotesConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(fastify.config.remotes),
  );
};

export default remotesRoutes;
