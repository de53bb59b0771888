import { brotliDecompressSync, gunzipSync } from 'node:zlib';
import { BOOKING_ROUTES } from '@chargevalet/contract';
import { createTestApp, DB_DRIVER, TestAgent, type TestApp } from '../test/app';
import { COMPRESS_THRESHOLD } from './compression';

describe(`compressed API answers [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());

  const get = (url: string, encoding?: string) => new TestAgent(t.app).get(url, encoding ? { headers: { 'accept-encoding': encoding } } : {});

  it('compresses an answer above the threshold with brotli, else gzip, and varies on Accept-Encoding', async () => {
    const plain = await get(BOOKING_ROUTES.packages);
    expect(plain.headers['content-encoding']).toBeUndefined();
    expect(plain.rawPayload.length).toBeGreaterThan(COMPRESS_THRESHOLD);

    const br = await get(BOOKING_ROUTES.packages, 'gzip, deflate, br');
    expect(br.headers['content-encoding']).toBe('br');
    expect(br.headers.vary).toMatch(/accept-encoding/i);
    expect(br.rawPayload.length).toBeLessThan(plain.rawPayload.length / 2);
    expect(JSON.parse(brotliDecompressSync(br.rawPayload).toString())).toEqual(plain.json());

    const gz = await get(BOOKING_ROUTES.packages, 'gzip');
    expect(gz.headers['content-encoding']).toBe('gzip');
    expect(JSON.parse(gunzipSync(gz.rawPayload).toString())).toEqual(plain.json());
  });

  it('leaves small answers as they are', async () => {
    const health = await get('/health', 'br');
    expect(health.rawPayload.length).toBeLessThan(COMPRESS_THRESHOLD);
    expect(health.headers['content-encoding']).toBeUndefined();
  });
});
