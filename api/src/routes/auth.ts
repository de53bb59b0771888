import { eq } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { loginRequestSchema, messageSchema, translateMessage, userResponseSchema, validationErrorSchema } from '@chargevalet/contract';
import { users } from '../db/schema';
import { dummyPasswordHash, verifyPassword } from '../lib/passwords';
import { RateLimiter } from '../lib/rate-limiter';
import { toUserResource } from './user';

/** POST /login and POST /logout (Sanctum SPA style: session cookie, CSRF header). */
const authRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limiter = new RateLimiter(fastify.db, fastify.clock);
  const { maxAttempts, decaySeconds, ipMax } = fastify.config.login;

  fastify.post(
    '/login',
    {
      config: { rateLimit: { max: ipMax, timeWindow: 60_000 } },
      schema: {
        tags: ['auth'],
        summary: 'Sign in with e-mail and password; rotates the session and the CSRF token',
        body: loginRequestSchema,
        response: { 200: userResponseSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { email, password } = request.body;
      const key = `login:${request.ip}|${email}`;
      const wait = await limiter.availableIn(key, maxAttempts);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: translateMessage('validation.tooManyAttempts', request.locale, { seconds: wait }) });
      }

      const [user] = await fastify.db.select().from(users).where(eq(users.email, email));
      // Verify against a dummy hash when there is no account, so timing does not reveal which e-mails exist.
      const valid = await verifyPassword(user?.passwordHash ?? (await dummyPasswordHash()), password);
      if (!user || !user.passwordHash || !valid) {
        await limiter.hit(key, decaySeconds);
        const message = translateMessage('validation.credentialsInvalid', request.locale);
        return reply.code(422).send({ message, errors: { email: [message] } });
      }

      await limiter.clear(key);
      await fastify.sessions.regenerate(request, reply, user.id);
      request.log.info({ userId: user.id, role: user.role }, 'signed in');
      return { data: toUserResource(user) };
    },
  );

  fastify.post(
    '/logout',
    {
      preValidation: fastify.requireAuth,
      schema: { tags: ['auth'], summary: 'Sign out: destroys the session', response: { 204: z.null().describe('No content'), 401: messageSchema } },
    },
    async (request, reply) => {
      // the session's notification streams (on any instance) end with it
      if (request.session) await fastify.notificationStreams.endSession(request.session.id);
      await fastify.sessions.destroy(request, reply);
      return reply.code(204).send(null);
    },
  );
};

export default authRoutes;
