import type { FastifyReply, FastifyRequest } from 'fastify';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { healthResponseSchema } from '@chargevalet/contract';

/**
 * GET /health (liveness): 200 `{ status: 'ok', db: 'ok' }` when `SELECT 1` answers, 503 otherwise. GET /ready
 * (readiness, issue 33): the same, and 503 from the moment the instance starts shutting down (SIGTERM), so that a
 * balancer sends it nothing new while it finishes what it has.
 */
const healthRoutes: FastifyPluginAsyncZod = async (fastify) => {
  let draining = false;
  fastify.addHook('preClose', async () => {
    draining = true;
  });
  const schema = { tags: ['system'], response: { 200: healthResponseSchema, 503: healthResponseSchema } };
  const check = (ready: boolean) => async (request: FastifyRequest, reply: FastifyReply) => {
    reply.header('cache-control', 'no-store');
    try {
      await fastify.database.ping();
    } catch (error) {
      request.log.error({ err: error }, 'health check: database unreachable');
      return reply.code(503).send({ status: 'error', db: 'error' });
    }
    if (ready && draining) return reply.code(503).send({ status: 'error', db: 'ok' });
    return reply.send({ status: 'ok', db: 'ok' });
  };
  fastify.get('/health', { logLevel: 'warn', schema: { ...schema, summary: 'Liveness and database check' } }, check(false));
  fastify.get('/ready', { logLevel: 'warn', schema: { ...schema, summary: 'Readiness: the database answers and the instance is not shutting down' } }, check(true));
};

export default healthRoutes;
