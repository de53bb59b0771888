import { sql } from 'drizzle-orm';
import { boolean, check, integer, pgEnum, pgTable, primaryKey, serial, text, timestamp, uniqueIndex } from 'drizzle-orm/pg-core';
import { DISCOUNT_KINDS } from '@chargevalet/contract';
import { packages } from './catalog';

export const discountKindEnum = pgEnum('discount_kind', DISCOUNT_KINDS);

/**
 * Discount codes (DESIGN §4): kind percent (value 1-100) | fixed (value in cents) | free_order (value 0);
 * validity window, usage limit (max_uses null = unlimited; used_count counts redemptions) and first-order-only.
 * `code` is stored upper case and unique; lookups upper-case the input (FIRSTORDER in any case).
 * Eligible packages in discount_code_packages; none means every package.
 */
export const discountCodes = pgTable(
  'discount_codes',
  {
    id: serial('id').primaryKey(),
    code: text('code').notNull(),
    kind: discountKindEnum('kind').notNull(),
    value: integer('value').notNull().default(0),
    validFrom: timestamp('valid_from', { withTimezone: true }),
    validUntil: timestamp('valid_until', { withTimezone: true }),
    maxUses: integer('max_uses'),
    usedCount: integer('used_count').notNull().default(0),
    firstOrderOnly: boolean('first_order_only').notNull().default(false),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('discount_codes_code_unique').on(table.code),
    check('discount_codes_code_uppercase', sql`${table.code} = upper(${table.code})`),
    check('discount_codes_value_nonnegative', sql`${table.value} >= 0`),
    check('discount_codes_percent_range', sql`${table.kind} <> 'percent' or ${table.value} between 1 and 100`),
    check('discount_codes_used_count_nonnegative', sql`${table.usedCount} >= 0`),
    check('discount_codes_max_uses_positive', sql`${table.maxUses} is null or ${table.maxUses} >= 0`),
  ],
);

export const discountCodePackages = pgTable(
  'discount_code_packages',
  {
    discountCodeId: integer('discount_code_id')
      .notNull()
      .references(() => discountCodes.id, { onDelete: 'cascade' }),
    packageId: integer('package_id')
      .notNull()
      .references(() => packages.id, { onDelete: 'cascade' }),
  },
  (table) => [primaryKey({ columns: [table.discountCodeId, table.packageId] })],
);

export type DiscountCodeRow = typeof discountCodes.$inferSelect;
