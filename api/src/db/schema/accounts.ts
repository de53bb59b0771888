import { boolean, index, integer, pgTable, text, timestamp, uniqueIndex, uuid } from 'drizzle-orm/pg-core';
import { CAR_TYPES } from '@chargevalet/contract';
import { users } from './users';

/**
 * The customer profile beside `users` (SPEC §3): billing address, ZIP code, marketing consent and the car.
 * The phone lives on users.phone. A row may be missing (new accounts): readers treat that as empty.
 */
export const customers = pgTable('customers', {
  userId: uuid('user_id')
    .primaryKey()
    .references(() => users.id, { onDelete: 'cascade' }),
  billingAddress: text('billing_address'),
  zipCode: text('zip_code'),
  marketingConsent: boolean('marketing_consent').notNull().default(false),
  carType: text('car_type', { enum: CAR_TYPES }),
  licensePlate: text('license_plate'),
  carBrand: text('car_brand'),
  carModel: text('car_model'),
  carColor: text('car_color'),
  phoneVerifiedAt: timestamp('phone_verified_at', { withTimezone: true }),
  createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
});
export type CustomerRow = typeof customers.$inferSelect;

export const VERIFICATION_PURPOSES = ['register-email', 'register-phone', 'change-email', 'change-phone'] as const;
export type VerificationPurpose = (typeof VERIFICATION_PURPOSES)[number];

/**
 * One-time 4-digit codes (DESIGN §3): stored as an HMAC with the server pepper, 10-minute expiry, 5 attempts.
 * Registration codes belong to the anonymous session that asked for them (session_id = the session's hashed
 * id); change codes belong to the signed-in user. verified_at marks a correct entry; consumed_at its use.
 */
export const verificationCodes = pgTable(
  'verification_codes',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    purpose: text('purpose', { enum: VERIFICATION_PURPOSES }).notNull(),
    /** Lowercase e-mail or normalised phone digits. */
    target: text('target').notNull(),
    sessionId: text('session_id'),
    userId: uuid('user_id').references(() => users.id, { onDelete: 'cascade' }),
    codeHash: text('code_hash').notNull(),
    attempts: integer('attempts').notNull().default(0),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    verifiedAt: timestamp('verified_at', { withTimezone: true }),
    consumedAt: timestamp('consumed_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('verification_codes_target_idx').on(table.purpose, table.target, table.createdAt)],
);
export type VerificationCodeRow = typeof verificationCodes.$inferSelect;

export const PASSWORD_TOKEN_PURPOSES = ['reset', 'setup'] as const;
export type PasswordTokenPurpose = (typeof PASSWORD_TOKEN_PURPOSES)[number];

/** Single-use password reset / setup tokens, stored as a hash (the link carries the token). */
export const passwordTokens = pgTable(
  'password_tokens',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    userId: uuid('user_id')
      .notNull()
      .references(() => users.id, { onDelete: 'cascade' }),
    purpose: text('purpose', { enum: PASSWORD_TOKEN_PURPOSES }).notNull(),
    tokenHash: text('token_hash').notNull(),
    expiresAt: timestamp('expires_at', { withTimezone: true }).notNull(),
    usedAt: timestamp('used_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [uniqueIndex('password_tokens_hash_unique').on(table.tokenHash), index('password_tokens_user_idx').on(table.userId)],
);
export type PasswordTokenRow = typeof passwordTokens.$inferSelect;
