import type { FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage, type ValidationMessageKey } from '@chargevalet/contract';
import type { RateLimiter } from '../../lib/rate-limiter';

/** 422 `{ message, errors: { [field]: [text] } }` with the key translated into the request's locale. */
export function fieldError(
  request: FastifyRequest,
  reply: FastifyReply,
  field: string,
  key: ValidationMessageKey,
  extra: Record<string, unknown> = {},
) {
  const message = translateMessage(key, request.locale);
  return reply.code(422).send({ ...extra, message, errors: { [field]: [message] } });
}

/** 429 `{ message }` with Retry-After. */
export function tooMany(request: FastifyRequest, reply: FastifyReply, seconds: number, key: ValidationMessageKey = 'tooManyAttempts') {
  return reply
    .code(429)
    .header('retry-after', String(seconds))
    .send({ message: translateMessage(key, request.locale, { seconds }) });
}

export interface Limit {
  key: string;
  max: number;
  decaySeconds: number;
}

/**
 * Counts one attempt against each limit (database-backed, shared by every instance) and returns the seconds to
 * wait when any is exhausted (0 when allowed). Exhausted limits are checked before counting, and the count
 * after it decides under concurrency.
 */
export async function consumeLimits(limiter: RateLimiter, limits: Limit[]): Promise<number> {
  for (const limit of limits) {
    const wait = await limiter.availableIn(limit.key, limit.max);
    if (wait > 0) return wait;
  }
  // Counted, then checked again: parallel requests cannot all pass the check above before any of them counts.
  let wait = 0;
  for (const limit of limits) {
    const hits = await limiter.hit(limit.key, limit.decaySeconds);
    if (hits > limit.max && wait === 0) wait = await limiter.availableIn(limit.key, limit.max);
  }
  return wait;
}
