import { TRACK_TOKEN_PATTERN, trackOrderResponseSchema, trackViewPath } from '@chargevalet/contract';
import { orders, rateLimits, type OrderDbState } from '../../db/schema';
import { createTestApp, csrf, DB_DRIVER, type TestAgent, type TestApp } from '../../test/app';
import { insertOrder as insertOrderRow, userId } from '../../services/orders/test-fixtures';
import { TRACK_MAX_MISSES, TRACK_PER_MINUTE } from './index';

jest.setTimeout(60_000);

const PICKUP = new Date('2026-03-05T13:30:00.000Z');
const RETURN = new Date('2026-03-05T17:00:00.000Z');

describe(`POST /api/orders/track [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let agent: TestAgent;
  let ip = 0;
  /** Each test its own client IP, so the per-IP limits of one test do not reach the next. */
  const track = (body: unknown, extra: { remoteAddress?: string; cookies?: string } = {}) =>
    agent.post('/api/orders/track', body as Record<string, unknown>, {
      remoteAddress: extra.remoteAddress ?? `10.0.0.${ip}`,
      ...(extra.cookies ? { headers: { cookie: extra.cookies } } : {}),
    });

  /** An order of the demo customer at the fixed slots above, in any state. */
  const insertOrder = async (identity: string, state: OrderDbState, overrides: Partial<typeof orders.$inferInsert> = {}) =>
    insertOrderRow(t.db, {
      identity,
      state,
      customerId: await userId(t.db, 'customer@chargevalet.test'),
      customerEmail: 'Clara.Kundin@Example.com',
      pickupSlot: PICKUP,
      returnSlot: RETURN,
      ...overrides,
    });

  beforeAll(async () => {
    t = await createTestApp();
    agent = await csrf(t.app);
    await insertOrder('CV-7K4Q2M', 'charging');
    await insertOrder('CV-ASAP22', 'created', { returnSlotChosen: false, licensePlate: 'DUS 42' });
    await insertOrder('CV-PEND22', 'pending_checkout');
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => {
    ip += 1;
  });

  it('finds an order by number and licence plate (case and spaces do not matter): the PII-free view', async () => {
    for (const plate of ['D CV 1234', 'dcv1234', ' d  cv 1234 ']) {
      const res = await track({ identity: 'CV-7K4Q2M', license_plate: plate });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: { identity: 'CV-7K4Q2M', state: 'charging', pickup_time_slot: { date_time: PICKUP.toISOString() }, return_time_slot: { date_time: RETURN.toISOString() }, track_token: expect.stringMatching(TRACK_TOKEN_PATTERN) },
      });
      // the tracking link's token: the page follows the order live with it (issue 31)
      const token = (res.json() as { data: { track_token: string } }).data.track_token;
      expect((await t.app.inject({ method: 'GET', url: trackViewPath(token) })).json().data.state).toBe('charging');
    }
    // Nothing personal in the answer.
    const body = (await track({ identity: 'cv-7k4q2m', license_plate: 'D CV 1234' })).body;
    expect(trackOrderResponseSchema.parse(JSON.parse(body)).data.identity).toBe('CV-7K4Q2M');
    for (const secret of ['Clara', 'Kundin', 'example.com', 'Königsallee', '5550199', 'D CV 1234', 'Tesla', '5024']) expect(body).not.toContain(secret);
  });

  it('finds an order by number and e-mail (any case); return "as soon as ready" is null', async () => {
    const res = await track({ identity: 'CV-7K4Q2M', email: 'clara.kundin@example.COM' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.state).toBe('charging');
    const asap = await track({ identity: 'CV-ASAP22', license_plate: 'dus42' });
    expect(asap.statusCode).toBe(200);
    expect(asap.json().data).toEqual({ identity: 'CV-ASAP22', state: 'created', pickup_time_slot: { date_time: PICKUP.toISOString() }, return_time_slot: null, track_token: expect.any(String) });
  });

  it('answers the same 404 whether the number or the second factor is wrong; unfinished checkouts are not found', async () => {
    const answers = await Promise.all([
      track({ identity: 'CV-NOPE22', license_plate: 'D CV 1234' }),
      track({ identity: 'CV-7K4Q2M', license_plate: 'D CV 9999' }),
      track({ identity: 'CV-7K4Q2M', email: 'someone@example.com' }),
      track({ identity: 'CV-ASAP22', license_plate: 'D CV 1234' }),
      track({ identity: 'CV-PEND22', license_plate: 'D CV 1234' }),
    ]);
    for (const res of answers) {
      expect(res.statusCode).toBe(404);
      expect(res.json()).toEqual({ message: 'Wir konnten keinen Auftrag mit diesen Angaben finden.' });
    }
    const english = await track({ identity: 'CV-NOPE22', email: 'a@b.de' }, { cookies: `locale=en; ${[...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}` });
    expect(english.json()).toEqual({ message: 'We could not find an order with these details.' });
  });

  it('422 with translated field errors', async () => {
    const res = await track({ identity: 'CV#1', license_plate: 'D' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors).toEqual({
      identity: ['Die Auftragsnummer darf nur Buchstaben, Ziffern und Bindestriche enthalten (höchstens 32 Zeichen)'],
      license_plate: ['Das Kennzeichen besteht aus mindestens 3 und höchstens 15 Zeichen'],
    });
    const neither = await track({ identity: 'CV-7K4Q2M' });
    expect(neither.statusCode).toBe(422);
    expect(neither.json().errors).toEqual({ license_plate: ['Bitte gib entweder das Kennzeichen oder die E-Mail-Adresse des Auftrags ein'] });
    const both = await track({ identity: 'CV-7K4Q2M', email: 'a@b.de', license_plate: 'D CV 1234' });
    expect(both.statusCode).toBe(422);
    expect((await track({ identity: 'CV-7K4Q2M', email: 'nope' })).json().errors).toEqual({ email: ['Bitte gib eine gültige E-Mail-Adresse ein'] });
  });

  it('needs the CSRF token (419 before validation)', async () => {
    const res = await agent.post('/api/orders/track', { identity: 'CV#1' }, { csrf: false, remoteAddress: `10.0.0.${ip}` });
    expect(res.statusCode).toBe(419);
  });

  it(`stops an IP after ${TRACK_MAX_MISSES} misses (429 with Retry-After) while other IPs still get answers`, async () => {
    const remoteAddress = '10.9.9.9';
    for (let i = 0; i < TRACK_MAX_MISSES; i += 1) {
      expect((await track({ identity: `CV-MISS${i}`, email: 'guess@example.com' }, { remoteAddress })).statusCode).toBe(404);
    }
    const blocked = await track({ identity: 'CV-7K4Q2M', license_plate: 'D CV 1234' }, { remoteAddress });
    expect(blocked.statusCode).toBe(429);
    expect(Number(blocked.headers['retry-after'])).toBeGreaterThan(0);
    expect(blocked.json().message).toMatch(/Versuche|Sekunden/);
    expect((await track({ identity: 'CV-7K4Q2M', license_plate: 'D CV 1234' }, { remoteAddress: '10.9.9.10' })).statusCode).toBe(200);
    await t.db.delete(rateLimits);
  });

  it(`limits calls per IP to ${TRACK_PER_MINUTE} a minute, hits or not`, async () => {
    const remoteAddress = '10.8.8.8';
    for (let i = 0; i < TRACK_PER_MINUTE; i += 1) {
      expect((await track({ identity: 'CV-7K4Q2M', license_plate: 'D CV 1234' }, { remoteAddress })).statusCode).toBe(200);
    }
    const limited = await track({ identity: 'CV-7K4Q2M', license_plate: 'D CV 1234' }, { remoteAddress });
    expect(limited.statusCode).toBe(429);
    expect(limited.headers['retry-after']).toBeDefined();
  });
});
