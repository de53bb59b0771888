import http from 'node:http';
import type { AddressInfo } from 'node:net';
import { outbox } from '../db/schema';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';

describe(`SMS over an HTTP gateway (${DB_DRIVER})`, () => {
  let t: TestApp;
  let server: http.Server;
  const received: { auth: string | undefined; body: unknown }[] = [];
  let failNext = 0;

  beforeAll(async () => {
    server = http.createServer((req, res) => {
      let data = '';
      req.on('data', (chunk: Buffer) => (data += chunk.toString()));
      req.on('end', () => {
        if (failNext > 0) {
          failNext -= 1;
          res.statusCode = 503;
          return res.end();
        }
        received.push({ auth: req.headers.authorization, body: JSON.parse(data) });
        res.statusCode = 202;
        res.end('{}');
      });
    });
    await new Promise<void>((resolve) => server.listen(0, '127.0.0.1', () => resolve()));
    const port = (server.address() as AddressInfo).port;
    t = await createTestApp({ env: { SMS_GATEWAY_URL: `http://127.0.0.1:${port}/sms`, SMS_GATEWAY_TOKEN: 'gateway-token' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await new Promise<void>((resolve) => server.close(() => resolve()));
  });

  it('POSTs {to, text} with the bearer token through the queue', async () => {
    expect(t.app.sms.transport).toBe('http');
    await t.app.sms.queue({ to: '+49 211 1234567', text: 'ChargeValet: 1234' });
    expect(received).toHaveLength(0);
    await t.app.jobs.drain();
    expect(received).toEqual([{ auth: 'Bearer gateway-token', body: { to: '+49 211 1234567', text: 'ChargeValet: 1234' } }]);
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('a gateway error is retried', async () => {
    received.length = 0;
    failNext = 1;
    await t.app.sms.queue({ to: '+49 211 7654321', text: 'retry' });
    expect(await t.app.jobs.drain()).toMatchObject({ retried: 1 });
    expect(await t.app.jobs.drain({ includeFuture: true })).toMatchObject({ done: 1 });
    expect(received.map((r) => (r.body as { text: string }).text)).toEqual(['retry']);
  });
});
