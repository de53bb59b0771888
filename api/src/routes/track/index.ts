import { and, eq, ne, sql } from 'drizzle-orm';
import { z } from 'zod';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  NOTIFICATION_HEARTBEAT_SECONDS,
  TRACK_EVENT,
  TRACK_GONE_EVENT,
  TRACK_ORDER_PATH,
  messageSchema,
  orderRefParamsSchema,
  trackLinkResponseSchema,
  trackRevokePath,
  trackStreamPath,
  trackTokenParamsSchema,
  trackViewPath,
  trackViewResponseSchema,
  trackOrderRequestSchema,
  trackOrderResponseSchema,
  translateMessage,
  validationErrorSchema,
  type Locale,
} from '@chargevalet/contract';
import { orders } from '../../db/schema';
import { RateLimiter } from '../../lib/rate-limiter';
import { findOrderFor } from '../../services/orders/lifecycle';
import { actorOf, orderNotFound } from '../order-status';

/** Per-IP calls per minute (in memory, @fastify/rate-limit): enough for a person, too few to enumerate numbers. */
export const TRACK_PER_MINUTE = 20;
/** Per-IP misses (404) per window, counted in the database so every API instance shares them. */
export const TRACK_MAX_MISSES = 10;
export const TRACK_MISS_WINDOW_SECONDS = 15 * 60;
/** Per-IP reads of tracking links per minute (a page polls nothing: it holds one stream). */
export const TRACK_LINK_PER_MINUTE = 120;

const notFound = (locale: Locale) =>
  locale === 'de' ? 'Wir konnten keinen Auftrag mit diesen Angaben finden.' : 'We could not find an order with these details.';
const linkGone = (locale: Locale) => ({
  message: locale === 'de' ? 'Dieser Link ist abgelaufen oder wurde widerrufen.' : 'This link has expired or was revoked.',
});

/** Licence plates are compared without case and spaces ("d-cv 1234" never matches: the contract allows no hyphens). */
export const normalizePlate = (plate: string): string => plate.replace(/\s+/g, '').toUpperCase();

/**
 * POST /api/orders/track (DESIGN §4, /track-my-number): the order number plus the licence plate or the e-mail
 * address → a public, PII-free view `{ identity, state, pickup_time_slot, return_time_slot, track_token }` (the
 * order's tracking link token: the page then follows it live). One query checks
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
          id: orders.id,
          trackGeneration: orders.trackGeneration,
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
          track_token: fastify.tracking.token(order),
        },
      };
    },
  );
};

/**
 * The tracking link (issue 31, contract shared/contract/src/orders/tracking.ts): no sign-in, the token is the key.
 * GET the view; GET …/stream sends it as SSE on every change of the order (read again after any order's change
 * message, sent only when it differs) and with each new fix while the car is on its way to the customer; `gone`
 * and the end when the link is revoked or runs out. 404 for a token that is not an order's current, live one.
 * The order's customer or a manager revokes it: the old link stops, the answer is the new one.
 */
export const trackLinkRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['orders'];
  const limited = { rateLimit: { max: TRACK_LINK_PER_MINUTE, timeWindow: 60_000 } };

  fastify.get(
    trackViewPath(':token'),
    {
      config: limited,
      schema: { tags, summary: 'The order behind a tracking link: state, times, next step (no personal data)', params: trackTokenParamsSchema, response: { 200: trackViewResponseSchema, 404: messageSchema } },
    },
    async (request, reply) => {
      const order = await fastify.tracking.find(request.params.token);
      if (!order) return reply.code(404).send(linkGone(request.locale));
      reply.header('cache-control', 'no-store');
      return { data: await fastify.tracking.view(order) };
    },
  );

  fastify.get(
    trackStreamPath(':token'),
    {
      config: limited,
      schema: {
        tags,
        summary: `Server-Sent Events: the tracking view again on every change ("${TRACK_EVENT}"), "${TRACK_GONE_EVENT}" when the link stops`,
        params: trackTokenParamsSchema,
        response: { 200: z.string().describe('text/event-stream'), 404: messageSchema },
      },
    },
    async (request, reply) => {
      const { token } = request.params;
      const order = await fastify.tracking.find(token);
      if (!order) return reply.code(404).send(linkGone(request.locale));
      const raw = reply.raw;
      reply.hijack();
      raw.writeHead(200, { 'content-type': 'text/event-stream; charset=utf-8', 'cache-control': 'no-store', connection: 'keep-alive', 'x-accel-buffering': 'no' });
      let last = JSON.stringify(await fastify.tracking.view(order));
      raw.write(`retry: 5000\nevent: ${TRACK_EVENT}\ndata: ${last}\n\n`);
      const heartbeat = setInterval(() => raw.write(': ping\n\n'), NOTIFICATION_HEARTBEAT_SECONDS * 1000);
      let closed = false;
      const stop = (): void => {
        if (closed) return;
        closed = true;
        clearInterval(heartbeat);
        unwatch();
        if (!raw.writableEnded) raw.end();
      };
      // One read at a time; changes that arrive meanwhile make one more read after it.
      let reading = false;
      let again = false;
      const refresh = async (): Promise<void> => {
        if (reading) {
          again = true;
          return;
        }
        reading = true;
        try {
          do {
            again = false;
            const current = await fastify.tracking.find(token);
            if (closed) return;
            if (!current) {
              raw.write(`event: ${TRACK_GONE_EVENT}\ndata: {}\n\n`);
              stop();
              return;
            }
            const next = JSON.stringify(await fastify.tracking.view(current));
            if (next !== last && !closed) {
              last = next;
              raw.write(`event: ${TRACK_EVENT}\ndata: ${next}\n\n`);
            }
          } while (again && !closed);
        } catch (err) {
          request.log.error({ err }, 'tracking stream: could not read the order');
        } finally {
          reading = false;
        }
      };
      const unwatch = fastify.notificationStreams.watchOrder(order.id, { changed: () => void refresh(), position: () => void refresh(), end: stop });
      request.raw.on('close', stop);
    },
  );

  for (const role of ['customer', 'manager'] as const) {
    fastify.post(
      trackRevokePath(role, ':id'),
      {
        preValidation: fastify.requireRole(role),
        schema: {
          tags,
          summary: 'Revoke the order’s tracking link (it answers 404 from now on); the answer is the new link',
          params: orderRefParamsSchema,
          response: { 200: trackLinkResponseSchema, 401: messageSchema, 403: messageSchema, 404: messageSchema },
        },
      },
      async (request, reply) => {
        const order = await findOrderFor(fastify.db, actorOf(request), request.params.id);
        if (!order) return reply.code(404).send(orderNotFound(request.locale));
        const [updated] = await fastify.db
          .update(orders)
          .set({ trackGeneration: sql`coalesce(${orders.trackGeneration}, 0) + 1` })
          .where(eq(orders.id, order.id))
          .returning({ id: orders.id, trackGeneration: orders.trackGeneration });
        return { data: { url: fastify.tracking.url(updated!) } };
      },
    );
  }
};

export default trackRoutes;
