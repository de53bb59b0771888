/**
 * A phone number reduced for comparison: digits only, without an international prefix (00 or +) for Germany
 * (49) and without the national trunk 0. "+49 211 5550199", "0049 211 5550199" and "0211-5550199" compare equal.
 */
export function normalizePhone(phone: string): string {
  return phone.replace(/\D/g, '').replace(/^(00)?49/, '').replace(/^0+/, '');
}

/**
 * The same normalisation in SQL, as text around a column reference. PostgreSQL keeps it in the generated column
 * `users.phone_normalized` (indexed): duplicate checks compare that column, never this expression per row.
 */
export const normalizedPhoneSqlText = (column: string): string =>
  `regexp_replace(regexp_replace(regexp_replace(coalesce(${column}, ''), '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', '')`;

