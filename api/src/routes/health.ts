import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@chargevalet/contract';

/** GET /health: 200 `{ status: 'ok', db: 'ok' }` when `SELECT 1` answers, 503 otherwise. */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/health',
    { logLevel: 'warn', schema: { tags: ['system'], summary: 'Liveness and database check', response: { 200: healthResponseSchema, 503: healthResponseSchema } } },
    async (request, reply) => {
      try {
        await fastify.database.ping();
        return reply.header('cache-control', 'no-store').send({ status: 'ok', db: 'ok' });
      } catch (error) {
        request.log.error({ err: error }, 'health check: database unreachable');
        return reply.code(503).header('cache-control', 'no-store').send({ status: 'error', db: 'error' });
      }
    },
  );
};

export default healthRoutes;
