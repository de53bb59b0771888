import { and, asc, count, desc, eq, gte, isNull, ne, sql } from 'drizzle-orm';
import type { FastifyPluginAsyncZod } from 'fastify-type-provider-zod';
import {
  messageSchema,
  NOTIFICATION_EVENT,
  NOTIFICATION_HEARTBEAT_SECONDS,
  NOTIFICATION_REPLAY_MAX,
  NOTIFICATION_RETRY_MS,
  POSITION_EVENT,
  notificationIdParamsSchema,
  notificationIfNewResponseSchema,
  notificationListQuerySchema,
  notificationListResponseSchema,
  notificationPaths,
  notificationResponseSchema,
  NOTIFICATIONS_PAGE_SIZE,
  ROLES,
  validationErrorSchema,
  type Locale,
  type Notification,
  type NotificationIfNew,
} from '@chargevalet/contract';
import { z } from 'zod';
import type { Db } from '../../db/client';
import { notifications } from '../../db/schema';
import { toNotificationResource } from '../../services/notifications/notify';
import { sqlTime } from '../../plugins/clock';

const notFound = (locale: Locale) => (locale === 'de' ? 'Benachrichtigung nicht gefunden.' : 'Notification not found.');

/** The bell's numbers: unread notifications, and whether any arrived since the bell was last opened. */
async function bellState(db: Db, userId: string): Promise<NotificationIfNew> {
  const [row] = await db
    .select({ unread: count(), fresh: sql<number>`count(*) filter (where ${notifications.seenAt} is null)`.mapWith(Number) })
    .from(notifications)
    .where(and(eq(notifications.userId, userId), isNull(notifications.readAt)));
  return { has_new: (row?.fresh ?? 0) > 0, unread: row?.unread ?? 0 };
}

const uuidPattern = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/i;

/**
 * What a stream reopened with `Last-Event-ID` missed: the user's notifications made since that one, oldest first.
 * From its time on, itself left out: one made in the same millisecond comes again rather than never (the browser
 * drops an id it has seen). An unknown or someone else's id replays nothing.
 */
async function missedSince(db: Db, userId: string, lastEventId: string | undefined): Promise<Notification[]> {
  if (!lastEventId || !uuidPattern.test(lastEventId)) return [];
  const mine = eq(notifications.userId, userId);
  const [last] = await db.select({ createdAt: notifications.createdAt }).from(notifications).where(and(mine, eq(notifications.id, lastEventId)));
  if (!last) return [];
  const rows = await db
    .select()
    .from(notifications)
    .where(and(mine, gte(notifications.createdAt, last.createdAt), ne(notifications.id, lastEventId)))
    .orderBy(asc(notifications.createdAt), asc(notifications.id))
    .limit(NOTIFICATION_REPLAY_MAX);
  return rows.map(toNotificationResource);
}

/**
 * The notification calls of every role (contract: shared/contract/src/notifications.ts). Each role's paths admit
 * that role only (403 otherwise, 401 signed out), and every query is bound to the caller's own user id, so
 * someone else's notification is not found (404).
 */
const notificationRoutes: FastifyPluginAsyncZod = async (fastify) => {
  for (const role of ROLES) {
    const paths = notificationPaths(role);
    const preValidation = fastify.requireRole(role);
    const tags = ['notifications'];
    const denied = { 401: messageSchema, 403: messageSchema };

    fastify.get(
      paths.list,
      {
        preValidation,
        schema: { tags, summary: `The ${role}'s notifications, newest first`, querystring: notificationListQuerySchema, response: { 200: notificationListResponseSchema, ...denied, 422: validationErrorSchema } },
      },
      async (request) => {
        const userId = request.user!.id;
        const { page } = request.query;
        const [rows, [total], bell] = await Promise.all([
          fastify.db
            .select()
            .from(notifications)
            .where(eq(notifications.userId, userId))
            .orderBy(desc(notifications.createdAt), desc(notifications.id))
            .limit(NOTIFICATIONS_PAGE_SIZE)
            .offset((page - 1) * NOTIFICATIONS_PAGE_SIZE),
          fastify.db.select({ n: count() }).from(notifications).where(eq(notifications.userId, userId)),
          bellState(fastify.db, userId),
        ]);
        return { data: rows.map(toNotificationResource), meta: { page, pageSize: NOTIFICATIONS_PAGE_SIZE, total: total?.n ?? 0, unread: bell.unread } };
      },
    );

    fastify.get(
      paths.ifNew,
      { preValidation, schema: { tags, summary: 'Unread count, and whether any arrived since ack-new', response: { 200: notificationIfNewResponseSchema, ...denied } } },
      async (request) => bellState(fastify.db, request.user!.id),
    );

    fastify.post(
      paths.ackNew,
      { preValidation, schema: { tags, summary: 'The bell was opened: nothing is new any more', response: { 200: notificationIfNewResponseSchema, ...denied } } },
      async (request) => {
        const userId = request.user!.id;
        await fastify.db
          .update(notifications)
          .set({ seenAt: fastify.clock.now() })
          .where(and(eq(notifications.userId, userId), isNull(notifications.readAt), isNull(notifications.seenAt)));
        return bellState(fastify.db, userId);
      },
    );

    fastify.post(
      paths.readRoute,
      {
        preValidation,
        schema: { tags, summary: 'Mark one of the caller’s notifications read', params: notificationIdParamsSchema, response: { 200: notificationResponseSchema, ...denied, 404: messageSchema, 422: validationErrorSchema } },
      },
      async (request, reply) => {
        const now = sqlTime(fastify.clock.now());
        const [row] = await fastify.db
          .update(notifications)
          // reading again keeps the first time
          .set({ readAt: sql`coalesce(${notifications.readAt}, ${now})`, seenAt: sql`coalesce(${notifications.seenAt}, ${now})` })
          .where(and(eq(notifications.id, request.params.id), eq(notifications.userId, request.user!.id)))
          .returning();
        if (!row) return reply.code(404).send({ message: notFound(request.locale) });
        return { data: toNotificationResource(row) };
      },
    );

    fastify.get(
      paths.stream,
      {
        preValidation,
        schema: {
          tags,
          summary: `Server-Sent Events: each new notification ("${NOTIFICATION_EVENT}" events with its id), a heartbeat comment every ${NOTIFICATION_HEARTBEAT_SECONDS} s; reopened with Last-Event-ID, first the notifications made since (at most ${NOTIFICATION_REPLAY_MAX})`,
          response: { 200: z.string().describe('text/event-stream'), ...denied },
        },
      },
      async (request, reply) => {
        const raw = reply.raw;
        reply.hijack();
        raw.writeHead(200, {
          'content-type': 'text/event-stream; charset=utf-8',
          'cache-control': 'no-store',
          connection: 'keep-alive',
          // proxies (nginx) would otherwise buffer the stream
          'x-accel-buffering': 'no',
        });
        raw.write(`retry: ${NOTIFICATION_RETRY_MS}\n: connected\n\n`);
        const heartbeat = setInterval(() => raw.write(': ping\n\n'), NOTIFICATION_HEARTBEAT_SECONDS * 1000);
        const stop = (retryMs?: number): void => {
          clearInterval(heartbeat);
          unsubscribe();
          // at shutdown: the retry hint first (come back soon; Last-Event-ID resumes on another instance)
          if (!raw.writableEnded) raw.end(typeof retryMs === 'number' ? `retry: ${retryMs}\n: closing\n\n` : undefined);
        };
        const send = (notification: Notification) => !raw.writableEnded && raw.write(`event: ${NOTIFICATION_EVENT}\nid: ${notification.id}\ndata: ${JSON.stringify(notification)}\n\n`);
        // Live ones wait while the missed ones are read (subscribed first, so none falls between), then follow them.
        let held: Notification[] | null = [];
        const unsubscribe = fastify.notificationStreams.subscribe(request.user!.id, request.session!.id, {
          notification: (notification) => (held ? held.push(notification) : send(notification)),
          // A car's position (issue 14): no id, so a reconnect does not ask to replay it.
          position: (position) => raw.write(`event: ${POSITION_EVENT}\ndata: ${JSON.stringify(position)}\n\n`),
          end: stop,
        }, role);
        request.raw.on('close', () => stop());
        const lastEventId = request.headers['last-event-id'];
        const missed = await missedSince(fastify.db, request.user!.id, typeof lastEventId === 'string' ? lastEventId.trim() : undefined).catch((err: unknown) => {
          request.log.error({ err }, 'could not replay missed notifications');
          return [];
        });
        const sent = new Set(missed.map((notification) => notification.id));
        for (const notification of missed) send(notification);
        for (const notification of held) if (!sent.has(notification.id)) send(notification);
        held = null;
      },
    );
  }
};

export default notificationRoutes;
