import { eq, sql } from 'drizzle-orm';
import { rowsOf } from '../db/client';
import { rateLimits } from '../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';
import { NOW, setClock } from '../services/orders/test-fixtures';
import { consumeInput, consumeSql, RateLimiter } from './rate-limiter';

describe(`RateLimiter.consume: a request's limits in one statement [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let limiter: RateLimiter;
  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    limiter = new RateLimiter(t.db, t.app.clock);
  });
  afterAll(() => t.close());

  const hits = async (key: string) => (await t.db.select({ hits: rateLimits.hits }).from(rateLimits).where(eq(rateLimits.key, key)))[0]?.hits ?? 0;

  it('counts every key while all are under their limit; an exhausted one refuses without counting the others; the wait is its window', async () => {
    const own = { key: 'test:own', max: 2, decaySeconds: 600 };
    const shared = { key: 'test:shared', max: 100, decaySeconds: 60 };
    expect(await limiter.consume([own, shared])).toBe(0);
    expect(await limiter.consume([own, shared])).toBe(0);
    expect([await hits(own.key), await hits(shared.key)]).toEqual([2, 2]);
    // the third: `own` is exhausted, the shared address's count stays
    expect(await limiter.consume([own, shared])).toBe(600);
    expect(await limiter.consumeAt([shared, own])).toEqual({ wait: 600, index: 1 });
    expect([await hits(own.key), await hits(shared.key)]).toEqual([2, 2]);
    setClock(t.app, new Date(NOW.getTime() + 601_000));
    // a window that ended starts again at one
    expect(await limiter.consume([own, shared])).toBe(0);
    expect([await hits(own.key), await hits(shared.key)]).toEqual([1, 1]);
  });

  it('parallel attempts past the limit: the counts after counting decide', async () => {
    const key = { key: 'test:parallel', max: 3, decaySeconds: 600 };
    const waits = await Promise.all(Array.from({ length: 8 }, () => limiter.consume([key])));
    expect(waits.filter((wait) => wait === 0)).toHaveLength(3);
  });

  it("looks a request's keys up by key, not by reading every counter (thousands of rows since the last analyze)", async () => {
    // the statistics of a quiet moment, then a busy hour's counters (autovacuum analyzes later, or not at all)
    await t.db.execute(sql`analyze rate_limits`);
    await t.db.execute(sql`insert into rate_limits (key, hits, reset_at) select 'test:busy:' || i, 1, ${NOW.toISOString()}::timestamptz + interval '1 hour' from generate_series(1, 20000) as i`);
    const input = consumeInput([{ key: 'test:busy:7', max: 5, decaySeconds: 600 }, { key: 'test:busy:new', max: 5, decaySeconds: 600 }]);
    const plan = rowsOf<{ 'QUERY PLAN': string }>(
      await t.db.execute(sql.raw(`explain (costs off) with ${consumeSql(`'${input}'`, `'${NOW.toISOString()}'`)} select * from consumed`)),
    ).map((row) => row['QUERY PLAN']);
    expect(plan.filter((line) => /Scan.* on rate_limits/.test(line))).toEqual([expect.stringMatching(/Index Scan using rate_limits_pkey on rate_limits/)]);
  });
});
