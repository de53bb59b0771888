import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { guestInput, NOW, setClock } from '../../services/orders/test-fixtures';

const GUEST_START = '/api/guest/payment/stripe/start-checkout/embedded';
const FREE_PLACE = '/api/free-order/place';

/** Issue 11, finding 4: every call that tells whether an account exists shares the per-IP limit of is-unique. */
describe(`account existence is rate limited everywhere [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  });
  afterAll(() => t.close());
  beforeEach(() => setClock(t.app, NOW));

  const staff = (overrides = {}) => guestInput({ user: { ...guestInput().user, email: 'manager@chargevalet.test' }, ...overrides });

  it('guest checkout starts and is-unique checks count against one limit per IP', async () => {
    const agent = await csrf(t.app);
    const ip = { remoteAddress: '10.7.0.1' };
    const first = await agent.post(GUEST_START, staff(), ip);
    expect(first.statusCode).toBe(200);
    expect(first.json().error.message_template).toMatch(/Konto/);
    for (let i = 0; i < 58; i += 1) expect((await agent.post('/email/validate/is-unique', { email: `probe${i}@example.de` }, ip)).statusCode).toBe(200);
    expect((await agent.post(GUEST_START, staff(), ip)).statusCode).toBe(200); // the 60th
    const limited = await agent.post(GUEST_START, staff(), ip);
    expect(limited.statusCode).toBe(429);
    expect(limited.json().message).toMatch(/Zu viele Versuche/);
    expect((await agent.post(FREE_PLACE, staff({ payment_method: { method_code: 'free' }, discount_code: 'FIRSTORDER' }), ip)).statusCode).toBe(429);
    expect((await agent.post('/email/validate/is-unique', { email: 'manager@chargevalet.test' }, ip)).statusCode).toBe(429);
    // the code calls answer "an account already exists" too
    expect((await agent.post('/email/verification/send', { email: 'manager@chargevalet.test' }, ip)).statusCode).toBe(429);
    expect((await agent.post('/phone/verification/send', { phone: '+49 211 5550199' }, ip)).statusCode).toBe(429);
    // another address is not affected
    expect((await agent.post(GUEST_START, staff(), { remoteAddress: '10.7.0.2' })).statusCode).toBe(200);
  });
});

describe(`the account-check limit is configured [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { ACCOUNT_CHECK_LIMIT_IP: '3' } });
  });
  afterAll(() => t.close());

  it('ACCOUNT_CHECK_LIMIT_IP=3: the fourth check from one address is 429', async () => {
    const agent = await csrf(t.app);
    const ip = { remoteAddress: '10.7.1.1' };
    for (let i = 0; i < 3; i += 1) expect((await agent.post('/email/validate/is-unique', { email: `probe${i}@example.de` }, ip)).statusCode).toBe(200);
    expect((await agent.post('/email/validate/is-unique', { email: 'probe3@example.de' }, ip)).statusCode).toBe(429);
  });
});
