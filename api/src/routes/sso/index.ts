import { eq, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { oidcStatusResponseSchema, type SsoErrorReason } from '@chargevalet/contract';
import { users } from '../../db/schema';
import { OIDC_COOKIE, safeRedirect } from '../../plugins/sso';

const COOKIE_MAX_AGE_SECONDS = 10 * 60;

/**
 * Staff single sign-on (plugins/sso.ts does the OpenID Connect work):
 *   GET /auth/oidc/status    { enabled, login_url }
 *   GET /auth/oidc/login     302 to the provider (?redirect=/path to come back to)
 *   GET /auth/oidc/callback  signs the staff member in, 302 to the saved path; failures 302 to /login?sso_error=…
 */
const ssoRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const loginUrl = '/auth/oidc/login';

  fastify.get(
    '/auth/oidc/status',
    { schema: { tags: ['auth'], summary: 'Whether staff single sign-on is configured', response: { 200: oidcStatusResponseSchema } } },
    async () => ({ enabled: fastify.sso.enabled, login_url: fastify.sso.enabled ? loginUrl : null }),
  );

  if (!fastify.sso.enabled) return;

  const fail = (reply: import('fastify').FastifyReply, reason: SsoErrorReason) =>
    reply.clearCookie(OIDC_COOKIE, { path: '/auth/oidc' }).redirect(`/login?sso_error=${reason}`, 302);

  fastify.get(
    loginUrl,
    { schema: { tags: ['auth'], summary: 'Start staff single sign-on (redirect to the identity provider)', querystring: z.object({ redirect: z.string().optional() }) } },
    async (request, reply) => {
      try {
        const { url, cookie } = await fastify.sso.start(safeRedirect(request.query.redirect));
        reply.setCookie(OIDC_COOKIE, cookie, {
          path: '/auth/oidc',
          httpOnly: true,
          sameSite: 'lax',
          secure: fastify.sessions.secure(request),
          maxAge: COOKIE_MAX_AGE_SECONDS,
        });
        return reply.header('cache-control', 'no-store').redirect(url, 302);
      } catch (error) {
        request.log.error({ err: error }, 'SSO start failed');
        return fail(reply, 'failed');
      }
    },
  );

  fastify.get(
    '/auth/oidc/callback',
    { schema: { tags: ['auth'], summary: 'Identity provider callback: signs the staff member in', querystring: z.record(z.string(), z.string()) } },
    async (request, reply) => {
      if (request.query.error) return fail(reply, 'denied');
      const { redirectUri } = fastify.config.accounts.oidc!;
      const callbackUrl = new URL(redirectUri);
      for (const [key, value] of Object.entries(request.query)) callbackUrl.searchParams.set(key, value);
      let result;
      try {
        result = await fastify.sso.finish(callbackUrl, request.cookies[OIDC_COOKIE]);
      } catch (error) {
        request.log.warn({ err: error }, 'SSO callback refused');
        return fail(reply, 'failed');
      }
      const { identity } = result;
      if (!identity.role) {
        request.log.info({ email: identity.email }, 'SSO sign-in without a staff role refused');
        return fail(reply, 'no_staff_role');
      }
      const [existing] = await fastify.db.select().from(users).where(eq(users.email, identity.email));
      let userId: string;
      if (existing) {
        // A customer account with the same address never becomes staff through SSO.
        if (existing.role === 'customer') return fail(reply, 'no_staff_role');
        await fastify.db
          .update(users)
          .set({ role: identity.role, firstName: identity.firstName, lastName: identity.lastName, updatedAt: sql`now()` })
          .where(eq(users.id, existing.id));
        userId = existing.id;
      } else {
        const [created] = await fastify.db
          .insert(users)
          .values({ role: identity.role, email: identity.email, firstName: identity.firstName, lastName: identity.lastName, emailVerifiedAt: new Date() })
          .returning({ id: users.id });
        userId = created!.id;
      }
      await fastify.sessions.regenerate(request, reply, userId);
      request.log.info({ userId, role: identity.role }, 'staff signed in with SSO');
      return reply.clearCookie(OIDC_COOKIE, { path: '/auth/oidc' }).header('cache-control', 'no-store').redirect(result.redirect, 302);
    },
  );
};

export default ssoRoutes;
