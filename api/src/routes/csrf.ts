import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { setCsrfCookie } from '../plugins/sessions';

/** GET /sanctum/csrf-cookie: 204 and the XSRF-TOKEN cookie (the session's token, or a signed one: no row per visitor). */
const csrfRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/sanctum/csrf-cookie',
    { schema: { tags: ['auth'], summary: 'Sets the XSRF-TOKEN cookie to send back in X-XSRF-TOKEN' } },
    async (request, reply) => {
      setCsrfCookie(reply, fastify.sessions.csrfToken(request), fastify.sessions.secure(request), fastify.config.cookieDomain);
      return reply.code(204).header('cache-control', 'no-store').send();
    },
  );
};

export default csrfRoutes;
