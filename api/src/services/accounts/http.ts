import type { FastifyReply, FastifyRequest } from 'fastify';
import { translateMessage, type ValidationMessageKey } from '@chargevalet/contract';
import type { Limit, RateLimiter } from '../../lib/rate-limiter';

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

export type { Limit };

/**
 * Counts one attempt against each limit (database-backed, shared by every instance) and returns the seconds to
 * wait when any is exhausted (0 when allowed): one statement, RateLimiter.consume.
 */
export async function consumeLimits(limiter: RateLimiter, limits: Limit[]): Promise<number> {
  return limiter.consume(limits);
}
