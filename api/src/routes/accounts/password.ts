import { eq, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  ACCOUNT_PATHS,
  forgotPasswordRequestSchema,
  forgotPasswordResponseSchema,
  messageSchema,
  resetPasswordRequestSchema,
  resetPasswordResponseSchema,
  validationErrorSchema,
  type Locale,
} from '@chargevalet/contract';
import { users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { RateLimiter } from '../../lib/rate-limiter';
import { consumeLimits, fieldError, tooMany } from '../../services/accounts/http';
import { accountLimits } from '../../services/accounts/limits';
import { endOtherSessions, redeemPasswordToken, sendPasswordResetLink } from '../../services/accounts/password-tokens';
import { toUserResource } from '../user';

export const PASSWORD_RESET_JOB = 'account.password-reset-request';

/**
 * POST /forgot-password (and its API twin POST /api/forget) and POST /reset-password. The forgot call only enqueues a job (the same work whether or
 * not the address has an account), so neither its answer nor its timing reveals registered addresses; the job
 * looks the account up and mails the link.
 */
const passwordRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const { db } = fastify;
  const limiter = new RateLimiter(db, fastify.clock);

  fastify.jobs.register<{ email: string; locale: Locale }>(PASSWORD_RESET_JOB, async ({ email, locale }) => {
    const [user] = await db.select({ id: users.id }).from(users).where(eq(users.email, email));
    if (user) await sendPasswordResetLink(fastify, user.id, locale);
  });

  // POST /api/forget (SPEC §7, named without a meaning) is the API twin of /forgot-password: one handler, and the
  // same limit counters, so calling both does not double the allowance.
  for (const url of [ACCOUNT_PATHS.forgotPassword, ACCOUNT_PATHS.forget]) {
    fastify.post(
      url,
      {
        schema: {
          tags: ['accounts'],
          summary: 'E-mail a password reset link (always answers reset-link-sent)',
          body: forgotPasswordRequestSchema,
          response: { 200: forgotPasswordResponseSchema, 422: validationErrorSchema, 429: messageSchema },
        },
      },
      async (request, reply) => {
        const { email } = request.body;
        const wait = await consumeLimits(limiter, [accountLimits.forgotIp(request.ip), accountLimits.forgotEmail(email)]);
        if (wait) return tooMany(request, reply, wait);
        await fastify.jobs.enqueue(PASSWORD_RESET_JOB, { email, locale: request.locale }, { maxAttempts: 5 });
        return { status: 'reset-link-sent' as const };
      },
    );
  }

  fastify.post(
    '/reset-password',
    {
      schema: {
        tags: ['accounts'],
        summary: "Set a new password with the link's token (single use); ends other sessions and signs in",
        body: resetPasswordRequestSchema,
        response: { 200: resetPasswordResponseSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const { token, email, password } = request.body;
      const wait = await consumeLimits(limiter, [accountLimits.resetIp(request.ip)]);
      if (wait) return tooMany(request, reply, wait);
      const passwordHash = await hashPassword(password);
      const userId = await redeemPasswordToken(db, fastify.config.accounts.codePepper, token, email, fastify.clock.now());
      if (!userId) return fieldError(request, reply, 'email', 'resetTokenInvalid');
      await db
        .update(users)
        .set({ passwordHash, emailVerifiedAt: sql`coalesce(${users.emailVerifiedAt}, now())`, updatedAt: sql`now()` })
        .where(eq(users.id, userId));
      await endOtherSessions(db, userId);
      await fastify.sessions.regenerate(request, reply, userId);
      request.log.info({ userId }, 'password reset');
      return { status: 'password-reset' as const, data: toUserResource(request.user!) };
    },
  );
};

export default passwordRoutes;
