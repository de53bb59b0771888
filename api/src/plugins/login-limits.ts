import fp from 'fastify-plugin';
import { emailRule } from '@chargevalet/contract';
import { RateLimiter } from '../lib/rate-limiter';
import { tooMany } from '../services/accounts/http';

/** Failed sign-ins per account (any IP) before POST /login answers 429 for that account. */
export const LOGIN_ACCOUNT_MAX_FAILURES = 20;
export const LOGIN_ACCOUNT_DECAY_SECONDS = 15 * 60;

/**
 * Per-account limit on POST /login across IP addresses (the login route itself limits per IP + e-mail and per
 * IP): failed answers (422) are counted per e-mail address, a success clears the count. Unknown addresses are
 * counted the same way, so the 429 reveals nothing about which addresses have accounts.
 */
export default fp(
  async (fastify) => {
    const limiter = new RateLimiter(fastify.db, fastify.clock);
    const keyOf = (body: unknown): string | null => {
      const parsed = emailRule.safeParse((body as { email?: unknown } | undefined)?.email);
      return parsed.success ? `login:account:${parsed.data}` : null;
    };
    const isLogin = (method: string, url: string | undefined) => method === 'POST' && url === '/login';

    fastify.addHook('preHandler', async (request, reply) => {
      if (!isLogin(request.method, request.routeOptions.url)) return;
      const key = keyOf(request.body);
      if (!key) return;
      const wait = await limiter.availableIn(key, LOGIN_ACCOUNT_MAX_FAILURES);
      if (wait > 0) return tooMany(request, reply, wait);
    });
    // Counted before the answer leaves (onSend), so the next attempt always sees this one.
    fastify.addHook('onSend', async (request, reply, payload) => {
      if (!isLogin(request.method, request.routeOptions.url)) return payload;
      const key = keyOf(request.body);
      if (!key) return payload;
      if (reply.statusCode === 422) await limiter.hit(key, LOGIN_ACCOUNT_DECAY_SECONDS);
      else if (reply.statusCode === 200) await limiter.clear(key);
      return payload;
    });
  },
  { name: 'login-limits', dependencies: ['db', 'locale'] },
);
