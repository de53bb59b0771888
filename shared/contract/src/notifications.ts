import { z } from 'zod';
import { msg } from './messages';
// The paths, the page size and the stream's event name are zod-free (notifications-core.ts, contract/core).
export * from './notifications-core';

/**
 * Notifications (issue 15, DESIGN §4): stored per user, the text already in the recipient's language, with a link
 * to the order. SPEC §7 names the calls without methods; the paths chosen here, for role = customer|driver|manager
 * (the caller's own role, otherwise 403):
 *
 *   GET  /api/{role}/notifications?page=        → { data: Notification[], meta: { page, pageSize, total, unread } }
 *   GET  /api/{role}/notifications/if-new       → { has_new, unread }   (has_new: arrived since the last ack-new)
 *   POST /api/{role}/notifications/ack-new      → { has_new: false, unread }   (the bell was opened)
 *   POST /api/{role}/notification/read/{id}     → { data: Notification }  (someone else's id → 404)
 *   GET  /api/{role}/notifications/stream       → text/event-stream: `event: notification` + JSON per new one,
 *                                                 a `: ping` comment as heartbeat; customers and managers also
 *                                                 get `event: position` (POSITION_EVENT, driver.ts: a car's fix)
 */
export const NOTIFICATION_KINDS = [
  'order_created',
  'order_assigned',
  'order_unassigned',
  'order_cancelled',
  'order_status_changed',
  'rate_request',
  'payment_failed',
] as const;
export const notificationKindSchema = z.enum(NOTIFICATION_KINDS);
export type NotificationKind = z.infer<typeof notificationKindSchema>;

/** Seconds between heartbeats on the stream (proxies close idle connections after about a minute). */
export const NOTIFICATION_HEARTBEAT_SECONDS = 25;
/**
 * A stream reopened with `Last-Event-ID` (the browser sends the last notification's id) first replays the user's
 * notifications made since, at most this many, oldest first (issue 33: an instance killed meanwhile).
 */
export const NOTIFICATION_REPLAY_MAX = 100;
/** Milliseconds a browser waits before it reopens an ended stream (the `retry:` field of the stream). */
export const NOTIFICATION_RETRY_MS = 5000;


export const notificationSchema = z.object({
  id: z.string(),
  kind: notificationKindSchema,
  /** In the recipient's language (users.locale) at the time it was created. */
  text: z.string(),
  order_id: z.string().nullable(),
  order_identity: z.string().nullable(),
  /** Where the order opens for the recipient (`/orders/{id}`, drivers `/orders/{identity}`), or null. */
  link: z.string().nullable(),
  data: z.record(z.string(), z.unknown()),
  read_at: z.string().nullable(),
  created_at: z.string(),
});
export type Notification = z.infer<typeof notificationSchema>;

export const notificationListQuerySchema = z.object({
  page: z.coerce.number(msg('pageInvalid')).int(msg('pageInvalid')).min(1, msg('pageInvalid')).max(100_000, msg('pageInvalid')).default(1),
});

export const notificationListResponseSchema = z.object({
  data: z.array(notificationSchema),
  meta: z.object({ page: z.number(), pageSize: z.number(), total: z.number(), unread: z.number() }),
});
export type NotificationList = z.infer<typeof notificationListResponseSchema>;

export const notificationIfNewResponseSchema = z.object({ has_new: z.boolean(), unread: z.number() });
export type NotificationIfNew = z.infer<typeof notificationIfNewResponseSchema>;

export const notificationIdParamsSchema = z.object({ id: z.string().uuid(msg('idInvalid')) });

export const notificationResponseSchema = z.object({ data: notificationSchema });
