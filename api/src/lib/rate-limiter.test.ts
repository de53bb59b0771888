import { eq } from 'drizzle-orm';
import { rateLimits } from '../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';
import { NOW, setClock } from '../services/orders/test-fixtures';
import { RateLimiter } from './rate-limiter';

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
});
