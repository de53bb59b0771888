import { sql } from 'drizzle-orm';
import { check, index, pgEnum, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { LOCALES, ROLES } from '@chargevalet/contract';
import { normalizedPhoneSqlText } from '../../services/accounts/phone';

export const roleEnum = pgEnum('user_role', ROLES);
export const localeEnum = pgEnum('user_locale', LOCALES);

/**
 * Every person who signs in: customers, drivers and managers. Role-specific data (customer profile, car,
 * driver details) lives in tables of its own that reference users.id.
 */
export const users = pgTable(
  'users',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    role: roleEnum('role').notNull().default('customer'),
    firstName: text('first_name').notNull(),
    lastName: text('last_name').notNull(),
    /** Stored lowercase (check constraint); unique. */
    email: text('email').notNull(),
    phone: text('phone'),
    /** The phone as duplicate checks compare it (`normalizePhone`), kept by PostgreSQL. */
    phoneNormalized: text('phone_normalized').generatedAlwaysAs(sql.raw(normalizedPhoneSqlText('"phone"'))),
    /** Argon2id (PHC string); null for accounts that have not set a password yet (guests, SSO staff). */
    passwordHash: text('password_hash'),
    locale: localeEnum('locale').notNull().default('de'),
    emailVerifiedAt: timestamp('email_verified_at', { withTimezone: true }),
    /** A driver taken off the schedule by a manager (issue 16): not counted as capacity, not offered for assignment. */
    deactivatedAt: timestamp('deactivated_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('users_email_unique').on(table.email),
    check('users_email_lowercase', sql`${table.email} = lower(${table.email})`),
    // duplicate checks (registration, guest checkout) look a number up by its normalised form
    index('users_phone_normalized_idx').on(table.phoneNormalized),
    // capacity counts the drivers on every slot answer and placement: not a scan of every customer
    index('users_role_idx').on(table.role),
  ],
);

export type UserRow = typeof users.$inferSelect;
export type NewUserRow = typeof users.$inferInsert;
