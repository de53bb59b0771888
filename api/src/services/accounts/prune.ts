import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { sqlTime } from '../../plugins/clock';

/** Removes verification codes and password tokens expired for a day, and outbox messages older than 30 days. */
export async function pruneAccountRows(db: Db, now: Date): Promise<void> {
  const at = sqlTime(now);
  await db.execute(sql`delete from verification_codes where expires_at < ${at} - interval '1 day'`);
  await db.execute(sql`delete from password_tokens where expires_at < ${at} - interval '1 day' or used_at < ${at} - interval '1 day'`);
  await db.execute(sql`delete from outbox where created_at < ${at} - interval '30 days'`);
}
