import { randomBytes } from 'node:crypto';
import type { FastifyPluginAsync } from 'fastify';
import { createTestApp, type TestApp } from '../test/app';

// Redis is a service of the test machine (CI); without REDIS_URL this file has nothing to run against.
const REDIS_URL = process.env.REDIS_URL;
const describeWithRedis = REDIS_URL ? describe : describe.skip;

describeWithRedis('per-IP rate limits in Redis (REDIS_URL)', () => {
  // a path of its own per run: the counters outlive the test in Redis
  const path = `/test/limited-${randomBytes(6).toString('hex')}`;
  const limitedRoute: FastifyPluginAsync = async (fastify) => {
    fastify.get(path, { config: { rateLimit: { max: 2, timeWindow: 60_000 } } }, async () => ({ ok: true }));
  };
  let first: TestApp;
  let second: TestApp;
  beforeAll(async () => {
    // two API instances, as behind a load balancer
    first = await createTestApp({ env: { REDIS_URL }, plugins: [limitedRoute] });
    second = await createTestApp({ env: { REDIS_URL }, plugins: [limitedRoute] });
  }, 120_000);
  afterAll(async () => {
    await first?.close();
    await second?.close();
  }, 60_000);

  it('counts one address across every instance: the third request answers 429 wherever it lands', async () => {
    expect((await first.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    expect((await second.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
    const third = await first.app.inject({ method: 'GET', url: path, headers: { 'accept-language': 'de' } });
    expect(third.statusCode).toBe(429);
    expect(Number(third.headers['retry-after'])).toBeGreaterThan(0);
    expect(third.json().message).toMatch(/Versuche/);
  });
});

describe('per-IP rate limits when Redis is unreachable', () => {
  const path = '/test/limited-unreachable';
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({
      env: { REDIS_URL: 'redis://127.0.0.1:1' }, // nothing listens there
      plugins: [async (fastify) => void fastify.get(path, { config: { rateLimit: { max: 1, timeWindow: 60_000 } } }, async () => ({ ok: true }))],
    });
  }, 120_000);
  afterAll(() => t?.close(), 60_000);

  it('serves the requests uncounted instead of failing them', async () => {
    for (let i = 0; i < 3; i += 1) expect((await t.app.inject({ method: 'GET', url: path })).statusCode).toBe(200);
  });
});
