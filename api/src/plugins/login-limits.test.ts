import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, type TestApp } from '../test/app';
import { LOGIN_ACCOUNT_MAX_FAILURES } from './login-limits';

describe(`login limit per account across IPs (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('answers 429 with Retry-After after too many failures from many IPs, even with the right password', async () => {
    const agent = await csrf(t.app);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      const res = await agent.post('/login', { email: 'driver2@chargevalet.test', password: 'Wrong1234' }, { remoteAddress: `10.0.${i}.1` });
      expect(res.statusCode).toBe(422);
    }
    const blocked = await agent.post('/login', { email: 'driver2@chargevalet.test', password: DEMO_PASSWORD }, { remoteAddress: '10.9.9.9' });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    // Other accounts are not affected.
    expect((await agent.post('/login', { email: 'driver3@chargevalet.test', password: DEMO_PASSWORD }, { remoteAddress: '10.9.9.9' })).statusCode).toBe(200);
  });

  it('unknown addresses are limited the same way (no enumeration)', async () => {
    const agent = await csrf(t.app);
    for (let i = 0; i < LOGIN_ACCOUNT_MAX_FAILURES; i++) {
      await agent.post('/login', { email: 'ghost@example.test', password: 'Wrong1234' }, { remoteAddress: `10.1.${i}.1` });
    }
    expect((await agent.post('/login', { email: 'ghost@example.test', password: 'Wrong1234' }, { remoteAddress: '10.2.0.1' })).statusCode).toBe(429);
  });
});
