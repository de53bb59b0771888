import fp from 'fastify-plugin';
import type { preHandlerAsyncHookHandler } from 'fastify';
import type { Role } from '@chargevalet/contract';

declare module 'fastify' {
  interface FastifyInstance {
    /** preHandler: 401 `{ message }` unless signed in. */
    requireAuth: preHandlerAsyncHookHandler;
    /** preHandler factory: 401 unless signed in, 403 unless the user has one of `roles`. */
    requireRole(...roles: Role[]): preHandlerAsyncHookHandler;
  }
}

/** Authentication guards over `request.user` (set by the sessions plugin). */
export default fp(
  async (fastify) => {
    const requireAuth: preHandlerAsyncHookHandler = async function (request, reply) {
      if (!request.user) return reply.code(401).send({ message: 'Unauthenticated.' });
    };
    fastify.decorate('requireAuth', requireAuth);
    fastify.decorate('requireRole', (...roles: Role[]): preHandlerAsyncHookHandler => {
      return async function (request, reply) {
        if (!request.user) return reply.code(401).send({ message: 'Unauthenticated.' });
        if (!roles.includes(request.user.role)) return reply.code(403).send({ message: 'This action is unauthorized.' });
      };
    });
  },
  { name: 'auth', dependencies: ['sessions'] },
);
