import { pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * A customer's or driver's personal iCalendar feed (issue 31): `/api/calendar/{token}.ics` answers whoever holds the
 * token (calendar apps poll without a sign-in). One per user; renewing replaces the token, so the old URL stops.
 */
export const calendarFeeds = pgTable(
  'calendar_feeds',
  {
    userId: uuid('user_id')
      .primaryKey()
      .references(() => users.id, { onDelete: 'cascade' }),
    token: text('token').notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
  },
  (table) => [uniqueIndex('calendar_feeds_token_unique').on(table.token)],
);
