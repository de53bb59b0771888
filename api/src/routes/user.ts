import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { currentUserQuerySchema, currentUserResponseSchema, messageSchema, type User } from '@chargevalet/contract';
import type { AuthUser } from '../plugins/sessions';

export function toUserResource(user: AuthUser): User {
  return { id: user.id, role: user.role, first_name: user.firstName, last_name: user.lastName, email: user.email, locale: user.locale };
}

/** GET /api/user: the signed-in user, or 401; with ?optional=1 an anonymous visitor gets `{ data: null }`. */
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/user',
    {
      preHandler: async (request, reply) => {
        if (request.query.optional !== '1') return fastify.requireAuth(request, reply);
      },
      schema: {
        tags: ['auth'],
        summary: 'The signed-in user',
        querystring: currentUserQuerySchema,
        response: { 200: currentUserResponseSchema, 401: messageSchema },
      },
    },
    async (request, reply) => {
      // Differs per session: never from a shared cache.
      reply.header('cache-control', 'no-store');
      return { data: request.user ? toUserResource(request.user) : null };
    },
  );
};

export default userRoutes;
