import { timingSafeEqual } from 'node:crypto';
import fp from 'fastify-plugin';
import { CSRF_COOKIE, CSRF_HEADER, CSRF_STATUS, translateMessage } from '@chargevalet/contract';

declare module 'fastify' {
  interface FastifyContextConfig {
    /** `false` exempts a mutating route from the CSRF check (only for callers without a browser session, e.g. webhooks). */
    csrf?: boolean;
  }
}

const SAFE_METHODS = new Set(['GET', 'HEAD', 'OPTIONS']);

/** The header as the page sends it (URL-encoded, as Axios copies the cookie); null when it is not valid encoding. */
function decodedToken(header: string): string | null {
  try {
    return decodeURIComponent(header);
  } catch {
    return null;
  }
}

function sameToken(a: string, b: string): boolean {
  const left = Buffer.from(a);
  const right = Buffer.from(b);
  return left.length === right.length && timingSafeEqual(left, right);
}

/**
 * Laravel Sanctum style CSRF: every POST/PUT/PATCH/DELETE must echo the session's token (cookie XSRF-TOKEN) in
 * the X-XSRF-TOKEN header, else 419; a visitor without a session echoes its signed token. Checked in onRequest,
 * before the body is parsed or validated.
 */
export default fp(
  async (fastify) => {
    fastify.addHook('onRequest', async (request, reply) => {
      if (SAFE_METHODS.has(request.method) || request.is404) return;
      if (request.routeOptions.config.csrf === false) return;
      const header = request.headers[CSRF_HEADER];
      const raw = Array.isArray(header) ? header[0] : header;
      const sent = raw === undefined ? null : decodedToken(raw);
      const session = request.session;
      if (sent && session && sameToken(sent, session.csrfToken)) return;
      // Without a session: a token this app signed, echoed from the cookie (which another site cannot read).
      const cookie = request.cookies[CSRF_COOKIE];
      if (sent && !session && cookie && sameToken(sent, cookie) && fastify.sessions.validAnonymousToken(sent)) return;
      const expected = session?.csrfToken ?? cookie;
      request.log.info({ reason: !expected ? 'no token issued' : !sent ? 'no token' : 'token mismatch' }, 'CSRF check failed');
      return reply.code(CSRF_STATUS).send({ message: translateMessage('validation.csrfMismatch', request.locale) });
    });
  },
  { name: 'csrf', dependencies: ['sessions', 'locale'] },
);
