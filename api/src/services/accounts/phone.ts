import { sql, type SQL } from 'drizzle-orm';
import type { AnyPgColumn } from 'drizzle-orm/pg-core';

/**
 * A phone number reduced for comparison: digits only, without an international prefix (00 or +) for Germany
 * (49) and without the national trunk 0. "+49 211 5550199", "0049 211 5550199" and "0211-5550199" compare equal.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(00)?49/, '').replace(/^0+/, '');
}

/**
 * The same normalisation in SQL, as text around a column reference. Duplicate checks compare against it and the
 * expression index `users_phone_normalized_idx` is built on it, so they find a number without a scan.
 */
export const normalizedPhoneSqlText = (column: string): string =>
  `regexp_replace(regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', '')`;

const [BEFORE_COLUMN, AFTER_COLUMN] = normalizedPhoneSqlText('\u0000').split('\u0000') as [string, string];

/** `normalizedPhoneSqlText` for a drizzle column. */
export function normalizedPhoneSql(column: AnyPgColumn): SQL<string> {
  return sql<string>`${sql.raw(BEFORE_COLUMN)}${column}${sql.raw(AFTER_COLUMN)}`;
}
