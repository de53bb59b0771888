import { RateLimiter } from '../lib/rate-limiter';
import { createTestApp, DB_DRIVER, login, type TestApp } from '../test/app';
import { SESSION_COOKIE_MAX_AGE_SECONDS } from '@chargevalet/contract';

/** One clock: sessions and rate windows expire by the API's clock, whatever the database's own time says. */
describe(`the API clock (${DB_DRIVER})`, () => {
  let t: TestApp;
  const realNow = () => new Date();
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterEach(() => {
    t.app.clock.now = realNow;
  });
  afterAll(() => t.close());

  const moveClock = (ms: number) => {
    const at = new Date(Date.now() + ms);
    t.app.clock.now = () => new Date(at.getTime());
  };

  it('a session ends when the API clock passes its expiry', async () => {
    const agent = await login(t.app, 'customer@chargevalet.test');
    expect((await agent.get('/api/user')).json()).toMatchObject({ data: { email: 'customer@chargevalet.test' } });
    moveClock((SESSION_COOKIE_MAX_AGE_SECONDS + 60) * 1000);
    expect((await agent.get('/api/user')).json()).not.toMatchObject({ data: { email: 'customer@chargevalet.test' } });
  });

  it('a rate window opens and closes by the API clock', async () => {
    const limiter = new RateLimiter(t.db, t.app.clock);
    const key = `clock-test:${Math.random()}`;
    moveClock(-365 * 86_400_000);
    await limiter.hit(key, 60);
    await limiter.hit(key, 60);
    expect(await limiter.availableIn(key, 2)).toBeGreaterThan(0);
    moveClock(-365 * 86_400_000 + 61_000);
    expect(await limiter.availableIn(key, 2)).toBe(0);
  });
});
