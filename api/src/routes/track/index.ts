import { and, eq, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  TRACK_ORDER_PATH,
  messageSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
  translateMessage,
  validationErrorSchema,
  type Locale,
} from '@chargevalet/contract';
import { orders } from '../../db/schema';
import { RateLimiter } from '../../lib/rate-limiter';

/** Per-IP calls per minute (in memory, @fastify/rate-limit): enough for a person, too few to enumerate numbers. */
export const TRACK_PER_MINUTE = 20;
/** Per-IP misses (404) per window, counted in the database so every API instance shares them. */
export const TRACK_MAX_MISSES = 10;
export const TRACK_MISS_WINDOW_SECONDS = 15 * 60;

const notFound = (locale: Locale) =>
  locale === 'de' ? 'Wir konnten keinen Auftrag mit diesen Angaben finden.' : 'We could not find an order with these details.';

/** Licence plates are compared without case and spaces ("d-cv 1234" never matches: the contract allows no hyphens). */
export const normalizePlate = (plate: string): string => plate.replace(/\s+/g, '').toUpperCase();

/**
 * POST /api/orders/track (DESIGN §4, /track-my-number): the order number plus the licence plate or the e-mail
 * address → a public, PII-free view `{ identity, state, pickup_time_slot, return_time_slot }`. One query checks
 * both factors, so a wrong number and a wrong second factor get the same 404. Orders whose checkout has not
 * finished are not found. Rate limited per IP: calls per minute, and misses per quarter hour.
 */
const trackRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const limiter = new RateLimiter(fastify.db, fastify.clock);

  fastify.post(
    TRACK_ORDER_PATH,
    {
      config: { rateLimit: { max: TRACK_PER_MINUTE, timeWindow: 60_000 } },
      schema: {
        tags: ['orders'],
        summary: 'Track an order by its number plus the licence plate or the e-mail address (public, PII-free)',
        body: trackOrderRequestSchema,
        response: { 200: trackOrderResponseSchema, 404: messageSchema, 419: messageSchema, 422: validationErrorSchema, 429: messageSchema },
      },
    },
    async (request, reply) => {
      const key = `track:${request.ip}`;
      const wait = await limiter.availableIn(key, TRACK_MAX_MISSES);
      if (wait > 0) {
        return reply
          .code(429)
          .header('retry-after', String(wait))
          .send({ message: translateMessage('validation.tooManyAttempts', request.locale, { seconds: wait }) });
      }

      const { identity, email, license_plate: plate } = request.body;
      const secondFactor =
        email !== undefined
          ? sql`lower(${orders.customerEmail}) = ${email.toLowerCase()}`
          : sql`upper(regexp_replace(${orders.licensePlate}, '\\s', '', 'g')) = ${normalizePlate(plate ?? '')}`;
      const [order] = await fastify.db
        .select({
          identity: orders.identity,
          state: orders.state,
          pickupSlot: orders.pickupSlot,
          returnSlot: orders.returnSlot,
          returnSlotChosen: orders.returnSlotChosen,
        })
        .from(orders)
        .where(and(eq(orders.identity, identity.toUpperCase()), ne(orders.state, 'pending_checkout'), secondFactor))
        .limit(1);

      if (!order || order.state === 'pending_checkout') {
        await limiter.hit(key, TRACK_MISS_WINDOW_SECONDS);
        return reply.code(404).send({ message: notFound(request.locale) });
      }
      return {
        data: {
          identity: order.identity,
          state: order.state,
          pickup_time_slot: { date_time: order.pickupSlot.toISOString() },
          return_time_slot: order.returnSlotChosen ? { date_time: order.returnSlot.toISOString() } : null,
        },
      };
    },
  );
};

export default trackRoutes;
