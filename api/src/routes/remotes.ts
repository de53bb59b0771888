import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { REMOTE_REFUSAL_PATH, remoteRefusalSchema, remotesConfigSchema } from '@chargevalet/contract';

/** Refusal reports a minute per IP: enough for every remote of a few open tabs, too few to flood the log. */
const REFUSALS_PER_MINUTE = 20;

/**
 * GET /remotes.json: where the shell finds each remote's mf-manifest.json (REMOTE_<NAME>_URL).
 * POST /api/remote-refusals: a shell refused a remote built against a platform it cannot serve; the server log
 * gets a warning naming both versions (the page shows "this area is being updated").
 */
const remotesRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/remotes.json',
    { schema: { tags: ['system'], summary: 'Module Federation remotes map', response: { 200: remotesConfigSchema } } },
    async (_request, reply) => reply.header('cache-control', 'no-cache').header('access-control-allow-origin', '*').send(fastify.config.remotes),
  );

  fastify.post(
    REMOTE_REFUSAL_PATH,
    {
      config: { rateLimit: { max: REFUSALS_PER_MINUTE, timeWindow: 60_000 } },
      schema: { tags: ['system'], summary: 'Report a remote the shell refused for its platform version', body: remoteRefusalSchema },
    },
    async (request, reply) => {
      const { remote, required, provided } = request.body;
      request.log.warn(
        { remote, required, provided, role: request.user?.role ?? null },
        `remote ${remote} refused by the shell: built against platform ${required ?? '(none declared)'}, the shell provides ${provided}; deploy the shell first, then rebuild the remote`,
      );
      return reply.code(204).send();
    },
  );
};

export default remotesRoutes;
