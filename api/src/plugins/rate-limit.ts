import type { FastifyInstance } from 'fastify';
import fp from 'fastify-plugin';
import rateLimit from '@fastify/rate-limit';
import { Redis } from 'ioredis';
import { translateMessage } from '@chargevalet/contract';

/**
 * The Redis client of the rate limits. Commands fail at once while Redis is away (no offline queue): the limit is
 * then skipped and the request served. Resolves once connected, or refused, so counting starts with the first request.
 */
async function connectRedis(fastify: FastifyInstance, url: string): Promise<Redis> {
  const redis = new Redis(url, { enableOfflineQueue: false, maxRetriesPerRequest: 1, connectTimeout: 2_000 });
  let reported = false;
  redis.on('error', (error: Error) => {
    if (!reported) fastify.log.warn({ err: error }, 'Redis is unreachable: per-IP rate limits are not counted until it is back');
    reported = true;
  });
  redis.on('ready', () => (reported = false));
  await new Promise<void>((resolve) => {
    const settled = () => {
      redis.off('ready', settled).off('error', settled);
      resolve();
    };
    redis.once('ready', settled).once('error', settled);
  });
  fastify.addHook('onClose', async () => {
    await redis.quit().catch(() => redis.disconnect());
  });
  return redis;
}

/**
 * @fastify/rate-limit for per-IP limits on chosen routes (`config.rateLimit` on the route; nothing global). The
 * 429 carries Retry-After and the translated tooManyAttempts message. With REDIS_URL the counters live in Redis and
 * every API instance shares them; without it (the embedded default) each instance counts in memory. Per-account
 * limits use the database (lib/rate-limiter).
 */
export default fp(
  async (fastify) => {
    const { redisUrl } = fastify.config;
    const redis = redisUrl ? await connectRedis(fastify, redisUrl) : undefined;
    await fastify.register(rateLimit, {
      global: false,
      ...(redis ? { redis, nameSpace: 'cv:rate-limit:', skipOnError: true } : {}),
      errorResponseBuilder: (request, context) => {
        const seconds = Math.max(1, Math.ceil(context.ttl / 1000));
        return {
          statusCode: 429,
          message: translateMessage('validation.tooManyAttempts', request.locale, { seconds }),
        };
      },
    });
  },
  { name: 'rate-limit', dependencies: ['config', 'locale'] },
);
