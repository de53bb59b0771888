import { and, eq, gt, sql } from 'drizzle-orm';
import { rowsOf, type Db } from '../db/client';
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

  /**
   * Checks and counts one attempt against each limit in ONE statement (a request's limits cost one round trip, not
   * two per limit): when any limit is already exhausted nothing is counted (a client over its own limit does not use
   * up a shared address's), otherwise every key is counted and the counts after it decide under concurrency. Keys
   * are counted in key order, so two requests sharing keys never wait on each other's rows in opposite orders.
   * Returns the seconds to wait for the first exhausted limit in the given order, or 0.
   */
  async consume(limits: readonly { key: string; max: number; decaySeconds: number }[]): Promise<number> {
    return (await this.consumeAt(limits)).wait;
  }

  /** `consume`, also telling which limit (its index; -1 for none) made the request wait. */
  async consumeAt(limits: readonly { key: string; max: number; decaySeconds: number }[]): Promise<{ wait: number; index: number }> {
    if (limits.length === 0) return { wait: 0, index: -1 };
    const now = this.clock.now();
    const at = sqlTime(now);
    const input = JSON.stringify(limits.map((limit, i) => ({ key: limit.key, max: limit.max, decay: limit.decaySeconds, ord: i })));
    const result = await this.db.execute(sql`
      with input as (select * from jsonb_to_recordset(${input}::jsonb) as i(key text, max int, decay int, ord int)),
      current as (select r.key, r.hits, r.reset_at from rate_limits r join input i on i.key = r.key where r.reset_at > ${at}),
      hit as (
        insert into rate_limits (key, hits, reset_at)
        select key, 1, ${at} + make_interval(secs => decay) from input
         where not exists (select 1 from current c join input i on i.key = c.key where c.hits >= i.max)
         order by key
        on conflict (key) do update
          set hits = case when rate_limits.reset_at <= ${at} then 1 else rate_limits.hits + 1 end,
              reset_at = case when rate_limits.reset_at <= ${at} then excluded.reset_at else rate_limits.reset_at end
        returning key, hits, reset_at)
      select i.ord, i.max, coalesce(h.hits, c.hits, 0) as hits, coalesce(h.reset_at, c.reset_at) as reset_at, h.key is not null as counted
        from input i left join hit h on h.key = i.key left join current c on c.key = i.key
       order by i.ord`);
    const rows = rowsOf<{ ord: number; max: number; hits: number; reset_at: Date | string | null; counted: boolean }>(result);
    // counted: over when the count passed the limit; not counted: the limits already exhausted
    const over = rows.find((row) => row.reset_at !== null && (row.counted ? row.hits > row.max : row.hits >= row.max));
    if (!over) return { wait: 0, index: -1 };
    return { wait: Math.max(1, Math.ceil((new Date(over.reset_at!).getTime() - now.getTime()) / 1000)), index: Number(over.ord) };
  }

  async clear(key: string): Promise<void> {
    await this.db.delete(rateLimits).where(eq(rateLimits.key, key));
  }

  /** Removes windows that have ended. */
  async prune(): Promise<void> {
    await this.db.delete(rateLimits).where(sql`${rateLimits.resetAt} <= ${sqlTime(this.clock.now())}`);
  }
}
