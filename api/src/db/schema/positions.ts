import { doublePrecision, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';
import { orders } from './orders';

/**
 * The car's last position per order (issue 14): written by the driver's phone while the order is on the way,
 * replaced by each newer fix. Deleted when the order leaves the way to the pickup, and `delete_after` (24 h after
 * the return) by the queued job of services/orders/positions.ts. Written by hand in drizzle/0013.
 */
export const orderPositions = pgTable(
  'order_positions',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    lat: doublePrecision('lat').notNull(),
    lng: doublePrecision('lng').notNull(),
    accuracy: doublePrecision('accuracy'),
    /** When the phone took the fix. */
    recordedAt: timestamp('recorded_at', { withTimezone: true }).notNull(),
    /** When the server accepted it (the API clock): the per-driver rate window. */
    receivedAt: timestamp('received_at', { withTimezone: true }).notNull(),
    /** Set when the car is back: the row is deleted at this time. Null while the order is on the way. */
    deleteAfter: timestamp('delete_after', { withTimezone: true }),
  },
  (table) => [index('order_positions_driver_received_idx').on(table.driverId, table.receivedAt)],
);

/**
 * The first answer of a request sent with an `Idempotency-Key` (issue 14: a status change queued offline may reach
 * the server twice). Per user and key; `status_code` null while the first request is still running. Kept 24 h.
 * A running claim holds a short lease (`lease_until`): a retry after it ran out takes the key over (its first attempt
 * died). `applied_at` is written in the change's own transaction, so a taken-over key whose change was committed is
 * answered with the order as it is, never changed again (issue 33, drizzle/0021).
 */
export const idempotentRequests = pgTable(
  'idempotent_requests',
  {
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    key: text('key').notNull(),
    route: text('route').notNull(),
    /** The method, URL and body of the first request: the same key with another request is refused. */
    fingerprint: text('fingerprint').notNull(),
    statusCode: integer('status_code'),
    response: jsonb('response').$type<unknown>(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    leaseUntil: timestamp('lease_until', { withTimezone: true }).notNull(),
    appliedAt: timestamp('applied_at', { withTimezone: true }),
  },
  (table) => [primaryKey({ columns: [table.userId, table.key] }), index('idempotent_requests_created_idx').on(table.createdAt)],
);

export type OrderPositionRow = typeof orderPositions.$inferSelect;
