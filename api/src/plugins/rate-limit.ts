import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { translateMessage } from '@chargevalet/contract';

/**
 * @fastify/rate-limit for per-IP limits on chosen routes (`config.rateLimit` on the route; nothing global). The
 * 429 carries Retry-After and the translated tooManyAttempts message. Counters live in memory per instance;
 * per-account limits that must hold across instances use the database (lib/rate-limiter).
 */
export default fp(
  async (fastify) => {
    await fastify.register(rateLimit, {
      global: false,
      errorResponseBuilder: (request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return {
          statusCode: 429,
          message: translateMessage('validation.tooManyAttempts', request.locale, { seconds }),
        };
      },
    });
  },
  { name: 'rate-limit', dependencies: ['locale'] },
);
