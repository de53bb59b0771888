import { Writable } from 'node:stream';
import type { FastifyPluginAsync } from 'fastify';
import { sql } from 'drizzle-orm';
import pino from 'pino';
import { loggerOptions } from '../app';
import { lazyChildLoggerFactory, REDACT_PATHS } from './log';
import { createTestApp, DB_DRIVER, testConfig, type TestApp } from '../test/app';

/** A route whose query fails in PostgreSQL with personal data in its parameters (as a failed insert would). */
const probe: FastifyPluginAsync = async (app) => {
  app.get('/test/db-error', async () => app.db.execute(sql`select ${'anna.mueller@example.de'}::uuid, ${'Königsallee 1'}::int`));
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
