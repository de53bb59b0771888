import { sql } from 'drizzle-orm';
import { check, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';
import { users } from './users';

export const RATE_REQUEST_STATES = ['open', 'rated', 'cancelled'] as const;
export type RateRequestState = (typeof RATE_REQUEST_STATES)[number];

/**
 * Driver rate requests (issue 15): one per returned order, for its customer, about its driver. Answered once:
 * `rated` (rate 1-5, feedback) or `cancelled` ("Not now"). The manager's driver details read the rated rows.
 */
export const rateRequests = pgTable(
  'rate_requests',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    customerId: uuid('customer_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    driverId: uuid('driver_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    state: text('state').$type<RateRequestState>().notNull().default('open'),
    rate: integer('rate'),
    feedback: text('feedback'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    answeredAt: timestamp('answered_at', { withTimezone: true }),
  },
  (table) => [
    uniqueIndex('rate_requests_order_unique').on(table.orderId),
    index('rate_requests_customer_open_idx').on(table.customerId).where(sql`${table.state} = 'open'`),
    index('rate_requests_driver_rated_idx').on(table.driverId, table.answeredAt.desc()).where(sql`${table.state} = 'rated'`),
    check('rate_requests_rate_range', sql`${table.rate} is null or ${table.rate} between 1 and 5`),
  ],
);

export type RateRequestRow = typeof rateRequests.$inferSelect;
