import { pgTable, text, timestamp } from 'drizzle-orm/pg-core';

/** Secrets shared by every API instance, created on first use (e.g. `csrf`: the key of anonymous CSRF tokens). */
export const appKeys = pgTable('app_keys', {
  name: text('name').primaryKey(),
  secret: text('secret').notNull(),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
});
