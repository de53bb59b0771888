import type { FastifyInstance } from 'fastify';
import type { Locale, Notification, NotificationKind, OrderPosition, Role } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { send, type Statement } from '../../db/pipeline';
import type { NotificationRow } from '../../db/schema';
import type { ForgetMessage } from '../../lib/session-cache';
import { renderNotificationText, type NotificationData } from './texts';

/** The PostgreSQL NOTIFY channel every API instance listens on (plugins/notifications.ts). */
export const NOTIFY_CHANNEL = 'cv_notifications';

/**
 * What travels on the channel: a stored notification of a user, a signed-out session whose streams end, a car's
 * new position (issue 14; for the order's customer and every manager, not stored as a notification), word that
 * the shared order views are stale (plugins/order-views.ts), or that sessions or a user changed (the table triggers of
 * drizzle/0029_session_cache.sql; plugins/sessions.ts forgets them).
 */
export type ChannelMessage =
  | { user: string; id: string }
  | { session: string }
  | { position: OrderPosition; customer: string | null }
  | { views: true }
  | ForgetMessage;

export interface NotifyInput {
  /** Recipients by id, by role (every user of it), or both. */
  userIds?: readonly string[];
  role?: Role;
  kind: NotificationKind;
  /** The order it is about (its number goes into the text, the link opens it); null for none. */
  order: { id: string; identity: string } | null;
  /** Placeholders of the text (`status`: an order state, shown by its name) and extra data for the browser. */
  data?: NotificationData;
}

/** Where an order opens for the recipient: drivers look orders up by number (SPEC §6), the others by id. */
export function orderLink(role: Role, order: { id: string; identity: string }): string {
  return `/orders/${role === 'driver' ? order.identity : order.id}`;
}

/** The statement of `notify`, parsed and planned once per connection. */
const NOTIFY_SQL = `
  with stored as (
    insert into notifications (user_id, kind, order_id, order_identity, text, link, data, created_at)
    select u.id, $1, $2::uuid, $3, case u.locale when 'en' then $4 else $5 end, case u.role when 'driver' then $6 else $7 end,
           $8::jsonb, $9::timestamptz
      from users u
     where u.id = any($10::uuid[]) or u.role::text = $11
    returning id, user_id
  )
  select pg_notify($12, json_build_object('user', user_id, 'id', id)::text) from stored`;

/**
 * The statement that stores one notification per recipient, its text in the recipient's language (users.locale),
 * and publishes each with NOTIFY: PostgreSQL delivers it to every API instance when the transaction commits (never
 * after a rollback), and each instance hands it to that user's open streams. One statement (recipients, rows and
 * NOTIFYs), so a caller can send it with its other writes (db/pipeline.ts). Null when there is no recipient.
 */
export function notifyStatement(app: FastifyInstance, input: NotifyInput): Statement | null {
  const userIds = [...(input.userIds ?? [])];
  if (userIds.length === 0 && !input.role) return null;
  const data = input.data ?? {};
  const identity = input.order?.identity ?? null;
  const text = (locale: Locale) => renderNotificationText(input.kind, locale, identity, data);
  const link = (role: Role) => (input.order ? orderLink(role, input.order) : null);
  return {
    name: 'cv_notify',
    text: NOTIFY_SQL,
    values: [
      input.kind,
      input.order?.id ?? null,
      identity,
      text('en'),
      text('de'),
      link('driver'),
      link('customer'),
      JSON.stringify(data),
      app.clock.now().toISOString(),
      `{${userIds.join(',')}}`,
      input.role ?? null,
      NOTIFY_CHANNEL,
    ],
  };
}

/**
 * Stores and publishes the notifications of `input` now (`notifyStatement`). Pass the caller's transaction as `tx`
 * so the notification exists exactly when the change it tells of does. Returns how many were stored.
 */
export async function notify(app: FastifyInstance, input: NotifyInput, options: { tx?: Db } = {}): Promise<number> {
  const statement = notifyStatement(app, input);
  return statement ? (await send(options.tx ?? app.db, statement)).length : 0;
}

/** The NOTIFY of each message (delivered at commit). Small payloads: the receiving instance reads the row itself. */
export function publishStatement(messages: readonly ChannelMessage[]): Statement {
  // one parameter for any number of messages, the same on PGlite and node-postgres
  const payloads = JSON.stringify(messages.map((message) => JSON.stringify(message)));
  return { name: 'cv_publish', text: 'select pg_notify($1, p) from jsonb_array_elements_text($2::jsonb) as p', values: [NOTIFY_CHANNEL, payloads] };
}

/** NOTIFY each message now (`publishStatement`). */
export async function publish(db: Db, messages: readonly ChannelMessage[]): Promise<void> {
  if (messages.length > 0) await send(db, publishStatement(messages));
}

export function toNotificationResource(row: NotificationRow): Notification {
  return {
    id: row.id,
    kind: row.kind,
    text: row.text,
    order_id: row.orderId,
    order_identity: row.orderIdentity,
    link: row.link,
    data: row.data,
    read_at: row.readAt?.toISOString() ?? null,
    created_at: row.createdAt.toISOString(),
  };
}
