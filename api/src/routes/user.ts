import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { messageSchema, userResponseSchema, type User } from '@chargevalet/contract';
import type { AuthUser } from '../plugins/sessions';

export function toUserResource(user: AuthUser): User {
  return { id: user.id, role: user.role, first_name: user.firstName, last_name: user.lastName, email: user.email, locale: user.locale };
}

/** GET /api/user: the signed-in user, or 401. */
const userRoutes: FastifyPluginAsyncZod = async (fastify) => {
  fastify.get(
    '/api/user',
    {
      preHandler: fastify.requireAuth,
      schema: { tags: ['auth'], summary: 'The signed-in user', response: { 200: userResponseSchema, 401: messageSchema } },
    },
    async (request) => ({ data: toUserResource(request.user!) }),
  );
};

export default userRoutes;
