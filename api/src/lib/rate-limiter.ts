import { and, eq, gt, sql } from 'drizzle-orm';
import type { Db } from '../db/client';
import { rateLimits } from '../db/schema';
import { sqlTime, type Clock } from '../plugins/clock';

/**
 * Fixed-window attempt counter in the database (Laravel's RateLimiter semantics): `tooManyAttempts` before the
 * action, `hit` after a failure, `clear` after a success. Shared by every API instance on the same database.
 */
export class RateLimiter {
  constructor(
    private readonly db: Db,
    private readonly clock: Clock,
  ) {}

  /** Seconds until the key may try again, or 0 when fewer than `max` attempts are in the current window. */
  async availableIn(key: string, max: number): Promise<number> {
    const now = this.clock.now();
    const [row] = await this.db
      .select({ hits: rateLimits.hits, resetAt: rateLimits.resetAt })
      .from(rateLimits)
      .where(and(eq(rateLimits.key, key), gt(rateLimits.resetAt, now)));
    if (!row || row.hits < max) return 0;
    return Math.max(1, Math.ceil((row.resetAt.getTime() - now.getTime()) / 1000));
  }

  /** Counts one attempt; a window opens with the first hit and lasts `decaySeconds`. Returns the hits so far. */
  async hit(key: string, decaySeconds: number): Promise<number> {
    const now = sqlTime(this.clock.now());
    const window = sql`${now} + make_interval(secs => ${decaySeconds})`;
    const [row] = await this.db
      .insert(rateLimits)
      .values({ key, hits: 1, resetAt: window })
      .onConflictDoUpdate({
        target: rateLimits.key,
        set: {
          hits: sql`case when ${rateLimits.resetAt} <= ${now} then 1 else ${rateLimits.hits} + 1 end`,
          resetAt: sql`case when ${rateLimits.resetAt} <= ${now} then ${window} else ${rateLimits.resetAt} end`,
        },
      })
      .returning({ hits: rateLimits.hits });
    return row?.hits ?? 1;
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Removes windows that have ended. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${sqlTime(this.clock.now())}`);
  }
}
