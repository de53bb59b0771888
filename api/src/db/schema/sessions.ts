import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { users } from './users';

/**
 * Server-side sessions. The cookie carries a random token; the row's id is its SHA-256 (hex), so a leaked
 * database does not hand out live sessions. user_id is null for anonymous sessions (CSRF before sign-in).
 */
export const sessions = pgTable(
  'sessions',
  {
    id: text('id').primaryKey(),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    csrfToken: text('csrf_token').notNull(),
    data: jsonb('data').$type<Record<string, unknown>>().notNull().default({}),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    lastSeen: timestamp('last_seen', { withTimezone: true }).notNull().defaultNow(),
    /** The user's role when the session was made: another one now rotates the session (issue 33). */
    role: text('role'),
    /** Ends this long after last_seen (the role's idle timeout; expires_at is the absolute end). */
    idleSeconds: integer('idle_seconds').notNull().default(86_400),
  },
  (table) => [index('sessions_user_id_idx').on(table.userId), index('sessions_expires_at_idx').on(table.expiresAt)],
);

export type SessionRow = typeof sessions.$inferSelect;
