import { sql } from 'drizzle-orm';
import { index, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import type { NotificationKind } from '@chargevalet/contract';
import { users } from './users';

/**
 * One row per recipient (services/notifications). The text is rendered in the recipient's language when created.
 * `order_id` has no foreign key: a free placement notifies the managers in the transaction before its order row
 * is inserted (placement.ts sends the insert last), and a notification may outlive its order.
 * `seen_at`: the bell was opened after it arrived (ack-new); `read_at`: it was opened itself.
 */
export const notifications = pgTable(
  'notifications',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    kind: text('kind').$type<NotificationKind>().notNull(),
    orderId: uuid('order_id'),
    orderIdentity: text('order_identity'),
    text: text('text').notNull(),
    link: text('link'),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    seenAt: timestamp('seen_at', { withTimezone: true }),
    readAt: timestamp('read_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [
    index('notifications_user_created_idx').on(table.userId, table.createdAt.desc(), table.id.desc()),
    // if-new and the unread count: only the user's unread rows are visited
    index('notifications_user_unread_idx').on(table.userId).where(sql`${table.readAt} is null`),
  ],
);

export type NotificationRow = typeof notifications.$inferSelect;
