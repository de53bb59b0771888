import { count } from 'drizzle-orm';
import { createTestApp, csrf, DB_DRIVER, login, type TestApp, type TestAgent } from '../test/app';
import { orders, users } from '../db/schema';
import { guestInput, NOW, setClock } from '../services/orders/test-fixtures';

const GUEST_START = '/api/guest/payment/stripe/start-checkout/embedded';

/** Findings of the hardening probe (issue 11): control characters, lax types and formats, English messages. */
describe(`malformed input is refused, translated and changes nothing [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await csrf(t.app);
  });
  afterAll(() => t.close());
  beforeEach(() => setClock(t.app, NOW));

  const orderCount = async () => (await t.db.select({ n: count() }).from(orders))[0]!.n;

  it.each([
    ['car brand', { car: { car_type: 'electric' as const, license_plate: 'D AB 123', brand: 'V\u0000W' } }, 'car.brand'],
    ['billing street', { user: { ...guestInput().user, billing_address: { street: 'Haupt\u0000straße 1', zip_code: '40212' } } }, 'user.billing_address.street'],
    ['model (other control character)', { car: { car_type: 'electric' as const, license_plate: 'D AB 123', model: 'ID\u001b3' } }, 'car.model'],
  ])('a control character in the %s → 422 in German, no order', async (_name, override, field) => {
    const before = await orderCount();
    const res = await agent.post(GUEST_START, guestInput(override));
    expect(res.statusCode).toBe(422);
    expect(res.json().errors[field]).toEqual(['Dieses Feld darf keine Steuerzeichen enthalten']);
    expect(await orderCount()).toBe(before);
  });

  it('a NUL in the settings body → 422, the profile unchanged', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const before = await t.db.select().from(users);
    const res = await customer.post('/api/customer', {
      first_name: 'Clara',
      last_name: 'Kundin',
      phone: '+49 211 5550199',
      billing_address: 'Haupt\u0000straße 1',
      zip_code: '40212',
    });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.billing_address).toContain('Dieses Feld darf keine Steuerzeichen enthalten');
    expect(await t.db.select().from(users)).toEqual(before);
  });

  it('a control character in a path parameter → 422 (as any malformed path id), never 500', async () => {
    const sandbox = await agent.get('/api/payment/sandbox/%00');
    expect(sandbox.statusCode).toBe(422);
    expect(sandbox.json().errors.session).toEqual(['Dieses Feld darf keine Steuerzeichen enthalten']);
    expect((await agent.post('/api/payment/stripe/complete-checkout/%00', { session_id: '\u0000' })).statusCode).toBe(422);
    const pay = { client_secret: 'x', card_number: '4242424242424242', expiry: '12/30', cvc: '123' };
    expect((await agent.post('/api/payment/sandbox/a%01b/pay', pay)).statusCode).toBe(422);
  });

  it('a NUL in a search → 422, never 500 (PostgreSQL refuses NUL in text)', async () => {
    const manager = await login(t.app, 'manager@chargevalet.test');
    for (const [url, field] of [
      ['/api/manager/drivers?query=a%00b', 'query'],
      ['/api/manager/orders?query=a%00b', 'query'],
    ] as const) {
      const res = await manager.get(url);
      expect([url, res.statusCode]).toEqual([url, 422]);
      expect(res.json().errors[field]).toEqual(['Dieses Feld darf keine Steuerzeichen enthalten']);
    }
  });

  it('package_id: true (or "1", or beyond an integer) is not a number: 422, no order', async () => {
    const before = await orderCount();
    for (const package_id of [true, '1', 2_147_483_648]) {
      const res = await agent.post(GUEST_START, { ...guestInput(), package_id });
      expect(res.statusCode).toBe(422);
      expect(Object.keys(res.json().errors)).toEqual(['package_id']);
    }
    const services = await agent.post(GUEST_START, { ...guestInput(), selected_services: [false] });
    expect(services.statusCode).toBe(422);
    expect(await orderCount()).toBe(before);
  });

  it.each([
    ['charset=utf-16', { 'content-type': 'application/json; charset=utf-16' }],
    ['a false Content-Encoding: gzip', { 'content-type': 'application/json', 'content-encoding': 'gzip' }],
    ['application/json-seq', { 'content-type': 'application/json-seq' }],
  ])('%s → 415, nothing placed', async (_name, headers) => {
    const before = await orderCount();
    const res = await agent.post(GUEST_START, JSON.stringify(guestInput()), { headers });
    expect(res.statusCode).toBe(415);
    expect(res.json().message).toMatch(/JSON/);
    expect(await orderCount()).toBe(before);
  });

  it('still takes application/json with charset=UTF-8', async () => {
    const res = await agent.post('/login', JSON.stringify({ email: 'nobody@example.de', password: 'x' }), { headers: { 'content-type': 'application/json; charset=UTF-8' } });
    expect(res.statusCode).toBe(422);
  });

  it('type errors read in the request language (de default, en by cookie)', async () => {
    const german = await agent.post('/login', { email: 5, password: 'x' });
    expect(german.statusCode).toBe(422);
    expect(german.json().errors.email).toEqual(['Dieser Wert hat den falschen Typ']);
    const body = await agent.post(GUEST_START, 5 as unknown as object);
    expect(body.json().message).toBe('Dieser Wert hat den falschen Typ');
    const english = await agent.post('/login', { password: 'x' }, { headers: { cookie: `${[...agent.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}; locale=en` } });
    expect(english.json().errors.email).toEqual(['This field is required']);
    for (const res of [german, body, english]) expect(res.body).not.toMatch(/Invalid input|expected/);
  });
});
