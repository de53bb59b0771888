import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';

/** Removes verification codes and password tokens expired for a day, and outbox messages older than 30 days. */
export async function pruneAccountRows(db: Db): Promise<void> {
  await db.execute(sql`delete from verification_codes where expires_at < now() - interval '1 day'`);
  await db.execute(sql`delete from password_tokens where expires_at < now() - interval '1 day' or used_at < now() - interval '1 day'`);
  await db.execute(sql`delete from outbox where created_at < now() - interval '30 days'`);
}
