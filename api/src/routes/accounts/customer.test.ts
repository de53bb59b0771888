import { eq, sql } from 'drizzle-orm';
import { translateMessage, type Locale } from '@chargevalet/contract';
import { customers, outbox, users, verificationCodes } from '../../db/schema';
import { clearRateLimits, lastCode, wrongCode } from '../../test/accounts';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, type TestAgent, type TestApp } from '../../test/app';

const t$ = (key: Parameters<typeof translateMessage>[0], locale: Locale = 'de') => translateMessage(`validation.${key}`, locale);
const CUSTOMER = 'customer@chargevalet.test';

const settings = (overrides: Record<string, unknown> = {}) => ({
  first_name: 'Clara',
  last_name: 'Kundin',
  phone: '+49 211 5550199',
  email: 'ignored@example.test',
  billing_address: 'Königsallee 1, 40212 Düsseldorf',
  zip_code: '40 212',
  marketing_consent: false,
  car: { car_type: 'electric', license_plate: 'D AB 1234', brand: 'Tesla', model: 'Model 3', color: 'white' },
  ...overrides,
});

describe(`customer settings (${DB_DRIVER})`, () => {
  let t: TestApp;
  let customer: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearRateLimits(t.app);
    customer = await login(t.app, CUSTOMER);
  });

  const setLocale = (agent: TestAgent, locale: Locale) => agent.cookies.set('locale', locale);

  describe('access', () => {
    it('401 signed out, 403 for staff on every customer route', async () => {
      const anon = await csrf(t.app);
      const manager = await login(t.app, 'manager@chargevalet.test');
      const driver = await login(t.app, 'driver1@chargevalet.test');
      const routes: [string, string][] = [
        ['GET', '/api/customer'],
        ['POST', '/api/customer'],
        ['POST', '/api/customer/authenticate'],
        ['POST', '/api/customer/change-password'],
        ['POST', '/api/customer/email/send-code'],
        ['POST', '/api/customer/email/change'],
        ['POST', '/api/customer/phone/send-code'],
        ['POST', '/api/customer/phone/change'],
      ];
      for (const [method, url] of routes) {
        const call = (agent: TestAgent) => (method === 'GET' ? agent.get(url) : agent.post(url, {}));
        expect([url, (await call(anon)).statusCode]).toEqual([url, 401]);
        expect([url, (await call(manager)).statusCode]).toEqual([url, 403]);
        expect([url, (await call(driver)).statusCode]).toEqual([url, 403]);
      }
    });
  });

  describe('GET/POST /api/customer', () => {
    it('returns the profile with an empty car before the first save', async () => {
      await t.db.delete(customers);
      const res = await customer.get('/api/customer');
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({
        data: {
          first_name: 'Clara',
          last_name: 'Kundin',
          phone: '+49 211 5550199',
          email: CUSTOMER,
          billing_address: null,
          zip_code: null,
          marketing_consent: false, // opt-in: nobody is signed up for marketing before ticking it (issue 30)
          car: { car_type: null, license_plate: null, brand: null, model: null, color: null },
        },
      });
    });

    it('saves personal data, billing address, ZIP without spaces, consent and car; e-mail is read-only', async () => {
      const res = await customer.post('/api/customer', settings({ first_name: ' Clarissa ', car: { car_type: 'plugin_hybrid', license_plate: ' D XY 99 ', brand: '', model: 'Golf GTE', color: '' } }));
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ first_name: 'Clarissa', last_name: 'Kundin', phone: '+49 211 5550199', email: CUSTOMER });
      const profile = (await customer.get('/api/customer')).json().data;
      expect(profile).toMatchObject({
        first_name: 'Clarissa',
        email: CUSTOMER,
        billing_address: 'Königsallee 1, 40212 Düsseldorf',
        zip_code: '40212',
        marketing_consent: false,
        car: { car_type: 'plugin_hybrid', license_plate: 'D XY 99', brand: null, model: 'Golf GTE', color: null },
      });
      await customer.post('/api/customer', settings());
    });

    it('an omitted marketing_consent or car leaves the stored value unchanged', async () => {
      await customer.post('/api/customer', settings({ marketing_consent: true }));
      const { marketing_consent: _m, car: _c, ...rest } = settings();
      expect((await customer.post('/api/customer', rest)).statusCode).toBe(200);
      const data = (await customer.get('/api/customer')).json().data;
      expect(data.marketing_consent).toBe(true);
      expect(data.car.license_plate).toBe('D AB 1234');
      await customer.post('/api/customer', settings());
    });

    it.each(['de', 'en'] as const)('422 with each field error on its field (%s)', async (locale) => {
      setLocale(customer, locale);
      const res = await customer.post('/api/customer', {
        first_name: 'C',
        last_name: 'K1',
        phone: '12',
        billing_address: '',
        zip_code: '   ',
        marketing_consent: true,
        car: { car_type: 'diesel', license_plate: 'AB', brand: 'x'.repeat(101), model: 'y'.repeat(101), color: 'z'.repeat(101) },
      });
      expect(res.statusCode).toBe(422);
      const e = res.json().errors;
      expect(e.first_name).toContain(t$('nameMin', locale));
      expect(e.last_name).toContain(t$('surnameLatin', locale));
      expect(e.phone).toContain(t$('phoneMinDigits', locale));
      expect(e.billing_address).toContain(t$('billingStreetRequired', locale));
      expect(e.zip_code).toContain(t$('billingZipRequired', locale));
      expect(e['car.car_type']).toContain(t$('carTypeRequired', locale));
      expect(e['car.license_plate']).toContain(t$('licensePlate', locale));
      expect(e['car.brand']).toContain(t$('brandMax', locale));
      expect(e['car.model']).toContain(t$('modelMax', locale));
      expect(e['car.color']).toContain(t$('colorMax', locale));
    });

    it('street longer than 255 characters and a licence plate with other characters are refused', async () => {
      setLocale(customer, 'en');
      const res = await customer.post('/api/customer', settings({ billing_address: 'x'.repeat(256), car: { car_type: 'electric', license_plate: 'D_AB_12' } }));
      expect(res.json().errors.billing_address).toEqual([t$('streetMax', 'en')]);
      expect(res.json().errors['car.license_plate']).toEqual([t$('licensePlateLatin', 'en')]);
    });

    it('refuses a phone number of another account (duplicated.phone)', async () => {
      setLocale(customer, 'en');
      const res = await customer.post('/api/customer', settings({ phone: '+49 211 5550100' }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual([t$('duplicated.phone', 'en')]);
    });

    it('changes the password when current_password is right; 422 otherwise', async () => {
      setLocale(customer, 'en');
      const wrong = await customer.post('/api/customer', settings({ current_password: 'WrongPass1', new_password: 'Changed123', new_password_confirmation: 'Changed123' }));
      expect(wrong.statusCode).toBe(422);
      expect(wrong.json().errors.current_password).toEqual(['Current password is incorrect']);
      const rules = await customer.post('/api/customer', settings({ current_password: 'short', new_password: 'weak', new_password_confirmation: 'other' }));
      expect(rules.json().errors).toMatchObject({
        current_password: [t$('currentPasswordMin', 'en')],
        new_password: [t$('passwordRule', 'en')],
        new_password_confirmation: [t$('newPasswordsMismatch', 'en')],
      });
      const other = await login(t.app, CUSTOMER);
      const ok = await customer.post('/api/customer', settings({ current_password: DEMO_PASSWORD, new_password: 'Changed123', new_password_confirmation: 'Changed123' }));
      expect(ok.statusCode).toBe(200);
      expect((await other.get('/api/user')).statusCode).toBe(401);
      expect((await customer.get('/api/user')).statusCode).toBe(200);
      const back = await customer.post('/api/customer/change-password', { current_password: 'Changed123', new_password: DEMO_PASSWORD, new_password_confirmation: DEMO_PASSWORD });
      expect(back.statusCode).toBe(200);
    });
  });

  describe('POST /api/customer/authenticate', () => {
    it('ok for the right password, failed otherwise', async () => {
      expect((await customer.post('/api/customer/authenticate', { password: DEMO_PASSWORD })).json()).toEqual({ status: 'ok' });
      expect((await customer.post('/api/customer/authenticate', { password: 'nope' })).json()).toEqual({ status: 'failed' });
    });

    it('422 "Please enter your password" when empty; 429 after many tries', async () => {
      setLocale(customer, 'en');
      const empty = await customer.post('/api/customer/authenticate', { password: '' });
      expect(empty.json().errors.password).toEqual(['Please enter your password']);
      let last = 0;
      for (let i = 0; i < 11; i++) last = (await customer.post('/api/customer/authenticate', { password: 'nope' })).statusCode;
      expect(last).toBe(429);
    });
  });

  describe('POST /api/customer/change-password', () => {
    it.each(['de', 'en'] as const)('SPEC §5 rules and messages (%s)', async (locale) => {
      setLocale(customer, locale);
      const res = await customer.post('/api/customer/change-password', { current_password: 'short', new_password: 'lowercase1', new_password_confirmation: 'different' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors).toEqual({
        current_password: [t$('currentPasswordMin', locale)],
        new_password: [t$('passwordRule', locale)],
        new_password_confirmation: [t$('newPasswordsMismatch', locale)],
      });
      expect(t$('currentPasswordMin', 'en')).toBe('Current password must be at least 8 characters long');
      expect(t$('newPasswordsMismatch', 'en')).toBe('New password and confirm new password must match');
    });

    it('wrong current password: 422 status failed, "Current password is incorrect" on current_password', async () => {
      setLocale(customer, 'en');
      const res = await customer.post('/api/customer/change-password', { current_password: 'WrongPass1', new_password: 'Changed123', new_password_confirmation: 'Changed123' });
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ status: 'failed', message: 'Current password is incorrect', errors: { current_password: ['Current password is incorrect'] } });
    });

    it("changes the password and ends the user's OTHER sessions only", async () => {
      const other = await login(t.app, CUSTOMER);
      const res = await customer.post('/api/customer/change-password', { current_password: DEMO_PASSWORD, new_password: 'Changed123', new_password_confirmation: 'Changed123' });
      expect(res.statusCode).toBe(200);
      expect(res.json()).toEqual({ status: 'password-changed' });
      expect((await other.get('/api/user')).statusCode).toBe(401);
      expect((await customer.get('/api/user')).statusCode).toBe(200);
      const fresh = await csrf(t.app);
      expect((await fresh.post('/login', { email: CUSTOMER, password: DEMO_PASSWORD })).statusCode).toBe(422);
      expect((await fresh.post('/login', { email: CUSTOMER, password: 'Changed123' })).statusCode).toBe(200);
      await customer.post('/api/customer/change-password', { current_password: 'Changed123', new_password: DEMO_PASSWORD, new_password_confirmation: DEMO_PASSWORD });
    });
  });

  describe('change e-mail', () => {
    it('mails a code to the NEW address; the code changes the address', async () => {
      setLocale(customer, 'en');
      const next = 'clara.new@example.test';
      const sent = await customer.post('/api/customer/email/send-code', { email: next });
      expect(sent.json()).toEqual({ status: 'verification-code-sent', resend_in: 60 });
      const code = await lastCode(t.app, next);
      const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, next));
      expect(mail!.subject).toContain('Confirm your new e-mail address');
      const wrong = await customer.post('/api/customer/email/change', { email: next, code: wrongCode(code) });
      expect(wrong.json().errors.code).toEqual(['The code is incorrect']);
      const ok = await customer.post('/api/customer/email/change', { email: next, code });
      expect(ok.json()).toEqual({ status: 'email-changed', email: next });
      expect((await customer.get('/api/user')).json().data.email).toBe(next);
      // Used once.
      expect((await customer.post('/api/customer/email/change', { email: next, code })).statusCode).toBe(422);
      await t.db.update(users).set({ email: CUSTOMER }).where(eq(users.email, next));
    });

    it.each(['de', 'en'] as const)("422 'validation.duplicated.changeEmail' for another account's address (%s)", async (locale) => {
      setLocale(customer, locale);
      const res = await customer.post('/api/customer/email/send-code', { email: 'manager@chargevalet.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([t$('duplicated.changeEmail', locale)]);
      const same = await customer.post('/api/customer/email/send-code', { email: CUSTOMER });
      expect(same.json().errors.email).toEqual([t$('emailUnchanged', locale)]);
      const invalid = await customer.post('/api/customer/email/send-code', { email: 'nope' });
      expect(invalid.json().errors.email).toEqual([t$('emailInvalid', locale)]);
    });

    it("a code sent to one customer's new address does not work for another account", async () => {
      const next = 'steal@example.test';
      await customer.post('/api/customer/email/send-code', { email: next });
      const code = await lastCode(t.app, next);
      const [other] = await t.db.insert(users).values({ role: 'customer', firstName: 'Eve', lastName: 'Evil', email: 'eve@example.test', passwordHash: (await t.db.select().from(users).where(eq(users.email, CUSTOMER)))[0]!.passwordHash }).returning();
      const eve = await login(t.app, other!.email);
      expect((await eve.post('/api/customer/email/change', { email: next, code })).statusCode).toBe(422);
    });

    it('the sixth attempt is refused even with the right code', async () => {
      const next = 'brute-change@example.test';
      await customer.post('/api/customer/email/send-code', { email: next });
      const code = await lastCode(t.app, next);
      for (let i = 0; i < 5; i++) await customer.post('/api/customer/email/change', { email: next, code: wrongCode(code) });
      const res = await customer.post('/api/customer/email/change', { email: next, code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual([t$('codeTooManyAttempts')]);
    });
  });

  describe('change phone', () => {
    it('sends an SMS code to the new number; the code changes the number', async () => {
      const phone = '+49 211 4445556';
      const sent = await customer.post('/api/customer/phone/send-code', { phone });
      expect(sent.statusCode).toBe(200);
      const code = await lastCode(t.app, phone);
      const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, phone));
      expect(sms!.channel).toBe('sms');
      expect((await customer.post('/api/customer/phone/change', { phone, code: wrongCode(code) })).json().errors.code).toEqual([t$('codeIncorrect')]);
      expect((await customer.post('/api/customer/phone/change', { phone, code })).json()).toEqual({ status: 'phone-changed', phone });
      expect((await customer.get('/api/customer')).json().data.phone).toBe(phone);
      await t.db.update(users).set({ phone: '+49 211 5550199' }).where(eq(users.email, CUSTOMER));
    });

    it('422 duplicated.phone, phoneUnchanged, and the resend wait (429)', async () => {
      setLocale(customer, 'en');
      expect((await customer.post('/api/customer/phone/send-code', { phone: '+49 211 5550101' })).json().errors.phone).toEqual([t$('duplicated.phone', 'en')]);
      expect((await customer.post('/api/customer/phone/send-code', { phone: '0211 5550199' })).json().errors.phone).toEqual([t$('phoneUnchanged', 'en')]);
      await t.db.delete(verificationCodes);
      expect((await customer.post('/api/customer/phone/send-code', { phone: '+49 211 7778889' })).statusCode).toBe(200);
      const again = await customer.post('/api/customer/phone/send-code', { phone: '+49 211 7778889' });
      expect(again.statusCode).toBe(429);
      expect(again.headers['retry-after']).toBeDefined();
      await t.db.update(verificationCodes).set({ createdAt: sql`now() - interval '61 seconds'` });
      expect((await customer.post('/api/customer/phone/send-code', { phone: '+49 211 7778889' })).statusCode).toBe(200);
    });
  });
});
