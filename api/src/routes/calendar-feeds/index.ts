import { randomBytes } from 'node:crypto';
import { and, asc, eq, gte, lt, notInArray, or } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import { z } from 'zod';
import {
  CALENDAR_FEED_FILE_ROUTE,
  CUSTOMER_CALENDAR_PATH,
  SERVICE_TIME_ZONE,
  calendarFeedFilePath,
  calendarFeedPath,
  calendarFeedRenewPath,
  calendarFeedResponseSchema,
  customerCalendarQuerySchema,
  customerCalendarResponseSchema,
  messageSchema,
  validationErrorSchema,
  type CalendarFeedRole,
  type CustomerCalendarEntry,
} from '@chargevalet/contract';
import { calendarFeeds, orders, users } from '../../db/schema';
import { addressLine, zonedToInstant } from '../../domain';
import { buildCalendar, orderEvents } from '../../services/orders/ics';

/** States that hold no appointment in a calendar: an unfinished checkout, a cancelled order. */
const NOT_IN_CALENDARS = ['pending_checkout', 'cancelled'] as const;
/** How far back a feed reaches (calendar apps keep what they once received). */
const FEED_PAST_DAYS = 60;
const FEED_TOKEN = /^([A-Za-z0-9_-]{43})\.ics$/;

const feedGone = (locale: string) => ({ message: locale === 'de' ? 'Diesen Kalender gibt es nicht (mehr).' : 'This calendar does not exist (any more).' });

/**
 * The customer's calendar page and the personal iCalendar feeds (issue 31, contract shared/contract/src/orders/
 * calendar.ts): the customer's pickups and returns in a period; each customer's and driver's feed address (a token
 * of 256 bits, made on first ask, replaced on renew so the old address stops); the feed itself, which calendar apps
 * poll without a sign-in — the customer's orders or the driver's assignments, with the UIDs and SEQUENCE of the mails'
 * events, so a subscribed calendar and the mailed invitations agree.
 */
const calendarFeedRoutes: FastifyPluginAsyncZod = async (fastify) => {
  const tags = ['calendar'];
  const denied = { 401: messageSchema, 403: messageSchema };
  const urlOf = (token: string) => `${fastify.config.accounts.linkBaseUrl}${calendarFeedFilePath(token)}`;

  fastify.get(
    CUSTOMER_CALENDAR_PATH,
    {
      preValidation: fastify.requireRole('customer'),
      schema: { tags, summary: "The customer's pickups and returns from `from` to `to` (Berlin dates, `to` exclusive)", querystring: customerCalendarQuerySchema, response: { 200: customerCalendarResponseSchema, ...denied, 422: validationErrorSchema } },
    },
    async (request) => {
      const start = zonedToInstant(request.query.from, '00:00', SERVICE_TIME_ZONE);
      const end = zonedToInstant(request.query.to, '00:00', SERVICE_TIME_ZONE);
      const rows = await fastify.db
        .select()
        .from(orders)
        .where(
          and(
            eq(orders.customerId, request.user!.id),
            notInArray(orders.state, [...NOT_IN_CALENDARS]),
            or(and(gte(orders.pickupSlot, start), lt(orders.pickupSlot, end)), and(gte(orders.returnSlot, start), lt(orders.returnSlot, end))),
          ),
        )
        .orderBy(asc(orders.pickupSlot));
      const inRange = (at: Date) => at >= start && at < end;
      const entries: CustomerCalendarEntry[] = rows.flatMap((row) => {
        const common = { order_id: row.id, identity: row.identity, state: row.state as CustomerCalendarEntry['state'] };
        return [
          ...(inRange(row.pickupSlot) ? [{ ...common, kind: 'pickup' as const, at: row.pickupSlot.toISOString(), fixed: true, address: addressLine(row.pickupStreet, row.pickupZip) }] : []),
          ...(inRange(row.returnSlot) ? [{ ...common, kind: 'return' as const, at: row.returnSlot.toISOString(), fixed: row.returnSlotChosen, address: addressLine(row.returnStreet, row.returnZip) }] : []),
        ];
      });
      return { data: entries.sort((a, b) => a.at.localeCompare(b.at)) };
    },
  );

  for (const role of ['customer', 'driver'] as const satisfies readonly CalendarFeedRole[]) {
    fastify.get(
      calendarFeedPath(role),
      { preValidation: fastify.requireRole(role), schema: { tags, summary: 'The address of the caller’s personal iCalendar feed (made on first ask)', response: { 200: calendarFeedResponseSchema, ...denied } } },
      async (request) => {
        const userId = request.user!.id;
        await fastify.db.insert(calendarFeeds).values({ userId, token: randomBytes(32).toString('base64url'), createdAt: fastify.clock.now() }).onConflictDoNothing();
        const [feed] = await fastify.db.select({ token: calendarFeeds.token }).from(calendarFeeds).where(eq(calendarFeeds.userId, userId));
        return { data: { url: urlOf(feed!.token) } };
      },
    );
    fastify.post(
      calendarFeedRenewPath(role),
      { preValidation: fastify.requireRole(role), schema: { tags, summary: 'A new feed address; the old one answers 404 from now on', response: { 200: calendarFeedResponseSchema, ...denied } } },
      async (request) => {
        const token = randomBytes(32).toString('base64url');
        await fastify.db
          .insert(calendarFeeds)
          .values({ userId: request.user!.id, token, createdAt: fastify.clock.now() })
          .onConflictDoUpdate({ target: calendarFeeds.userId, set: { token, createdAt: fastify.clock.now() } });
        return { data: { url: urlOf(token) } };
      },
    );
  }

  fastify.get(
    CALENDAR_FEED_FILE_ROUTE,
    {
      config: { rateLimit: { max: 60, timeWindow: 60_000 } },
      schema: { tags, summary: 'A personal iCalendar feed (text/calendar), for calendar apps: no sign-in, the token is the key', params: z.object({ file: z.string().max(80) }), response: { 200: z.string(), 404: messageSchema } },
    },
    async (request, reply) => {
      const token = FEED_TOKEN.exec(request.params.file)?.[1];
      const [owner] = token
        ? await fastify.db.select({ id: users.id, role: users.role, locale: users.locale }).from(calendarFeeds).innerJoin(users, eq(users.id, calendarFeeds.userId)).where(eq(calendarFeeds.token, token))
        : [];
      if (!owner || (owner.role !== 'customer' && owner.role !== 'driver')) return reply.code(404).send(feedGone(request.locale));
      const now = fastify.clock.now();
      const since = new Date(now.getTime() - FEED_PAST_DAYS * 86_400_000);
      const rows = await fastify.db
        .select()
        .from(orders)
        .where(and(eq(owner.role === 'driver' ? orders.driverId : orders.customerId, owner.id), notInArray(orders.state, [...NOT_IN_CALENDARS]), gte(orders.returnSlot, since)))
        .orderBy(asc(orders.pickupSlot));
      const events = rows.flatMap((row) => orderEvents(row, owner.locale, row.calendarSequence ?? 0, owner.role === 'driver' ? 'driver' : 'customer'));
      const body = buildCalendar(events, { method: 'PUBLISH', now, name: 'ChargeValet' });
      return reply.header('content-type', 'text/calendar; charset=utf-8').header('cache-control', 'private, no-store').send(body);
    },
  );
};

export default calendarFeedRoutes;
