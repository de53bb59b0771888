import { Writable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loggerOptions } from '../app';
import { lazyChildLoggerFactory, REDACT_PATHS, redactText, redactUrl } from './log';
import { createTestApp, csrf, DB_DRIVER, login, testConfig, type TestApp } from '../test/app';

/** A route whose query fails in PostgreSQL with personal data in its parameters (as a failed insert would). */
const probe: FastifyPluginAsync = async (app) => {
  app.get('/test/db-error', async () => app.db.execute(sql`select ${'anna.mueller@example.de'}::uuid, ${'Königsallee 1'}::int`));
  app.post('/test/log-body', async (request) => {
    request.log.info({ body: request.body, query: request.query, url: request.url }, 'what came');
    return {};
  });
  app.get('/test/log-person', async (request) => {
    request.log.info({ user: { email: 'anna.mueller@example.de', phone: '+49 211 5550199' }, order: { user: { last_name: 'Müller' } } }, 'person');
    return {};
  });
};

describe(`no customer data in the logs [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const lines: string[] = [];
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const options = loggerOptions(testConfig({}, { LOG_LEVEL: 'info' })) as object;
    t = await createTestApp({ plugins: [probe], logger: { ...options, stream } });
  });
  afterAll(() => t.close());

  it('a database error is logged with its code, without the query, its parameters or the message quoting them', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/test/db-error' })).statusCode).toBe(500);
    const logged = lines.join('');
    expect(logged).toContain('"code":"22P02"');
    expect(logged).not.toMatch(/anna\.mueller|Königsallee|Failed query|params/);
  });

  it('personal fields are redacted wherever they are logged', async () => {
    await t.app.inject({ method: 'GET', url: '/test/log-person' });
    const logged = lines.join('');
    expect(logged).toContain('"msg":"person"');
    expect(logged).toMatch(/"reqId":"[^"]+"[^\n]*"msg":"person"/);
    expect(logged).not.toMatch(/anna\.mueller|5550199|Müller/);
  });
});

describe(`query strings and bodies pass one redaction before they are logged (issue 33) [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const lines: string[] = [];
  const PERSON = /anna\.mueller|5550199|1234567|Müller|Anna|CV 1234|CV-1234/;
  beforeAll(async () => {
    const stream = new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) });
    const options = loggerOptions(testConfig({}, { LOG_LEVEL: 'info' })) as object;
    t = await createTestApp({ plugins: [probe], logger: { ...options, stream } });
  });
  afterAll(() => t.close());

  it('a manager search by e-mail, phone, plate or name: the logged URL keeps the path and the other parameters', async () => {
    const manager = await login(t.app, 'manager@chargevalet.test');
    for (const query of ['anna.mueller@example.de', '+49 211 5550199', 'D CV 1234', 'Anna Müller']) {
      await manager.get(`/api/manager/orders?query=${encodeURIComponent(query)}&state=assigned&page=1`);
    }
    const urls = lines.filter((line) => line.includes('"incoming request"')).map((line) => JSON.parse(line).req.url as string);
    expect(urls.filter((url) => url.startsWith('/api/manager/orders?'))).toEqual(Array.from({ length: 4 }, () => '/api/manager/orders?query=[Redacted]&state=assigned&page=1'));
    expect(lines.join('')).not.toMatch(PERSON);
  });

  it('a body, a query and a URL logged by a route: personal fields go whole, e-mails, phones and plates in any text', async () => {
    const agent = await csrf(t.app);
    await agent.post('/test/log-body?email=anna.mueller%40example.de&ref=0211%2012345678', {
      first_name: 'Anna',
      nested: { customer: { phone: '+49 211 5550199' }, comment: 'reach me at anna.mueller@example.de or 0211 1234567, car D-CV-1234' },
      count: 3,
    });
    const line = JSON.parse(lines.find((one) => one.includes('"what came"'))!);
    expect(line.body).toEqual({ first_name: '[Redacted]', nested: { customer: { phone: '[Redacted]' }, comment: 'reach me at [Redacted] or [Redacted], car [Redacted]' }, count: 3 });
    expect(line.query).toEqual({ email: '[Redacted]', ref: '[Redacted]' });
    expect(line.url).toBe('/test/log-body?email=[Redacted]&ref=[Redacted]');
    expect(lines.join('')).not.toMatch(PERSON);
  });
});

describe('redactText', () => {
  it.each([
    ['anna.mueller@example.de', '[Redacted]'],
    ['call +49 211 5550199 or 0211/555-0199', 'call [Redacted] or [Redacted]'],
    ['plate D CV 1234 or D-CV-1234E', 'plate [Redacted] or [Redacted]'],
    // ids, dates, times, counts and order numbers are no person's
    ['00000000-0000-4000-8000-000000000001', '00000000-0000-4000-8000-000000000001'],
    ['2026-11-23', '2026-11-23'],
    ['2026-11-23T08:00:00.000Z', '2026-11-23T08:00:00.000Z'],
    ['page 12 of 3400, order CV-7K4Q2M', 'page 12 of 3400, order CV-7K4Q2M'],
  ])('%s → %s', (text, redacted) => {
    expect(redactText(text)).toBe(redacted);
  });

  it('a URL keeps its path and harmless parameters', () => {
    expect(redactUrl('/api/manager/order/00000000-0000-4000-8000-000000000001?from=2026-11-23&to=2026-11-30&q=Anna')).toBe(
      '/api/manager/order/00000000-0000-4000-8000-000000000001?from=2026-11-23&to=2026-11-30&q=[Redacted]',
    );
  });
});

describe('request loggers', () => {
  const capture = () => {
    const lines: string[] = [];
    const parent = pino({ level: 'warn', redact: REDACT_PATHS }, new Writable({ write: (chunk, _encoding, done) => void (lines.push(String(chunk)), done()) }));
    return { lines, parent, child: jest.spyOn(parent, 'child') };
  };

  it('are made only when a request logs at the configured level', () => {
    const { lines, parent, child } = capture();
    const log = lazyChildLoggerFactory.call(null as never, parent, { reqId: 'req-1' }, {}, null as never);
    log.info('below the level');
    log.debug({ detail: 1 }, 'below the level');
    expect(child).not.toHaveBeenCalled();
    expect(lines).toEqual([]);

    log.warn({ user: { email: 'anna.mueller@example.de' } }, 'first');
    log.error('second');
    expect(child).toHaveBeenCalledTimes(1);
    expect(lines).toHaveLength(2);
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'req-1', msg: 'first', user: { email: '[Redacted]' } });
    expect(JSON.parse(lines[1]!)).toMatchObject({ reqId: 'req-1', msg: 'second' });
  });

  it('with a level of their own (a route logLevel) are pino children at once', () => {
    const { lines, parent, child } = capture();
    const log = lazyChildLoggerFactory.call(null as never, parent, { reqId: 'req-2' }, { level: 'info' }, null as never);
    expect(child).toHaveBeenCalledTimes(1);
    log.info('at the route level');
    expect(JSON.parse(lines[0]!)).toMatchObject({ reqId: 'req-2', msg: 'at the route level' });
  });
});
