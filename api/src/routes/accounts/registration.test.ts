import { eq, sql } from 'drizzle-orm';
import { translateMessage, type Locale } from '@chargevalet/contract';
import { customers, jobs, outbox, sessions, users, verificationCodes } from '../../db/schema';
import { clearRateLimits, lastCode, wrongCode } from '../../test/accounts';
import { createTestApp, csrf, DB_DRIVER, type TestAgent, type TestApp } from '../../test/app';

const t$ = (key: Parameters<typeof translateMessage>[0], locale: Locale = 'de', params = {}) => translateMessage(`validation.${key}`, locale, params);

let phoneCounter = 1000;
const form = (email: string, overrides: Record<string, unknown> = {}) => ({
  firstname: 'Anna',
  lastname: 'Müller-Lüdenscheid',
  phone: `+49 211 123${phoneCounter++}`,
  email,
  address: 'Königsallee 1, 40212 Düsseldorf',
  zip_code: '402 12',
  password: 'Secret123',
  password_confirmation: 'Secret123',
  accept_terms_and_conditions: true,
  is_phone_verified: false,
  is_email_verified: true,
  ...overrides,
});

/** Lets the 60-second resend rule pass for every code. */
const ageCodes = (t: TestApp) => t.db.update(verificationCodes).set({ createdAt: sql`now() - interval '61 seconds'` });

describe(`registration (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());
  beforeEach(async () => {
    await clearRateLimits(t.app);
  });

  const agentIn = async (locale: Locale = 'de'): Promise<TestAgent> => {
    const agent = await csrf(t.app);
    agent.cookies.set('locale', locale);
    return agent;
  };

  describe('duplicate checks', () => {
    it('e-mail: ok for a new address, duplicated for a registered one (any case)', async () => {
      const a = await agentIn();
      expect((await a.post('/email/validate/is-unique', { email: 'new@example.test' })).json()).toEqual({ status: 'ok' });
      const dup = await a.post('/email/validate/is-unique', { email: ' Customer@ChargeValet.test ' });
      expect(dup.statusCode).toBe(200);
      expect(dup.json()).toEqual({ status: 'duplicated' });
    });

    it.each(['de', 'en'] as const)('e-mail: 422 with errors.email for an invalid address (%s)', async (locale) => {
      const a = await agentIn(locale);
      const res = await a.post('/email/validate/is-unique', { email: 'not-an-email' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([t$('emailInvalid', locale)]);
      const empty = await a.post('/email/validate/is-unique', { email: '' });
      expect(empty.json().errors.email).toEqual([t$('required', locale)]);
    });

    it('phone: duplicated whatever the notation, ok for a new number', async () => {
      const a = await agentIn();
      expect((await a.post('/phone/validate/is-unique', { phone: '0211 5550199' })).json()).toEqual({ status: 'duplicated' });
      expect((await a.post('/phone/validate/is-unique', { phone: '(0211) 555-0199' })).json()).toEqual({ status: 'duplicated' });
      expect((await a.post('/phone/validate/is-unique', { phone: '+49 211 7654321' })).json()).toEqual({ status: 'ok' });
    });

    it.each(['de', 'en'] as const)('phone: 422 with errors.phone for each phone rule (%s)', async (locale) => {
      const a = await agentIn(locale);
      const cases: [string, Parameters<typeof t$>[0]][] = [
        ['+49 211 12345678901', 'phoneMax'],
        ['0211/123456', 'phoneInvalid'],
        ['+49 12345', 'phoneMinDigits'],
      ];
      for (const [phone, key] of cases) {
        const res = await a.post('/phone/validate/is-unique', { phone });
        expect(res.statusCode).toBe(422);
        expect(res.json().errors.phone).toContain(t$(key, locale));
      }
    });

    it('refuses without the CSRF token (419)', async () => {
      const a = await agentIn();
      const res = await a.post('/email/validate/is-unique', { email: 'x@example.test' }, { csrf: false });
      expect(res.statusCode).toBe(419);
    });
  });

  describe('e-mail code', () => {
    it('sends a 4-digit code that verifies; a wrong one is "The code is incorrect" (de, en)', async () => {
      for (const locale of ['de', 'en'] as const) {
        const a = await agentIn(locale);
        const email = `code-${locale}@example.test`;
        const sent = await a.post('/email/verification/send', { email });
        expect(sent.statusCode).toBe(200);
        expect(sent.json()).toEqual({ status: 'verification-code-sent', resend_in: 60 });
        const code = await lastCode(t.app, email);
        expect(code).toMatch(/^\d{4}$/);
        const [mail] = await t.db.select().from(outbox).where(eq(outbox.recipient, email));
        expect(mail!.subject).toContain(locale === 'de' ? 'Bestätigungscode' : 'verification code');
        const wrong = await a.post('/email/verify', { email, code: wrongCode(code) });
        expect(wrong.statusCode).toBe(422);
        expect(wrong.json().errors.code).toEqual([t$('codeIncorrect', locale)]);
        expect(t$('codeIncorrect', 'en')).toBe('The code is incorrect');
        const ok = await a.post('/email/verify', { email, code });
        expect(ok.statusCode).toBe(200);
        expect(ok.json()).toEqual({ status: 'verified' });
      }
    });

    it('stores only a hash of the code', async () => {
      const a = await agentIn();
      const email = 'hash@example.test';
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      const [row] = await t.db.select().from(verificationCodes).where(eq(verificationCodes.target, email));
      expect(row!.codeHash).toMatch(/^[0-9a-f]{64}$/);
      expect(row!.codeHash).not.toContain(code);
    });

    it('a code of another session does not verify here', async () => {
      const a = await agentIn();
      const b = await agentIn();
      const email = 'other-session@example.test';
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      expect((await b.post('/email/verify', { email, code })).statusCode).toBe(422);
    });

    it('422 on code when it is not 4 digits', async () => {
      const a = await agentIn('en');
      const res = await a.post('/email/verify', { email: 'x@example.test', code: '12a4' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual([t$('codeFormat', 'en')]);
    });

    it('brute force: after 5 wrong attempts the sixth is refused even with the right code', async () => {
      const a = await agentIn('en');
      const email = 'brute@example.test';
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      for (let i = 0; i < 5; i++) {
        const res = await a.post('/email/verify', { email, code: wrongCode(code) });
        expect(res.json().errors.code).toEqual([t$('codeIncorrect', 'en')]);
      }
      const sixth = await a.post('/email/verify', { email, code });
      expect(sixth.statusCode).toBe(422);
      expect(sixth.json().errors.code).toEqual([t$('codeTooManyAttempts', 'en')]);
      // A new code (after the resend wait) works.
      await ageCodes(t);
      await a.post('/email/verification/send', { email });
      const fresh = await lastCode(t.app, email);
      expect((await a.post('/email/verify', { email, code: fresh })).statusCode).toBe(200);
    });

    it('the fifth attempt may still be the right one', async () => {
      const a = await agentIn();
      const email = 'fifth@example.test';
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      for (let i = 0; i < 4; i++) await a.post('/email/verify', { email, code: wrongCode(code) });
      expect((await a.post('/email/verify', { email, code })).statusCode).toBe(200);
    });

    it('a code expires after 10 minutes', async () => {
      const a = await agentIn('en');
      const email = 'expired@example.test';
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      await t.db.update(verificationCodes).set({ expiresAt: sql`now() - interval '1 second'` }).where(eq(verificationCodes.target, email));
      const res = await a.post('/email/verify', { email, code });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.code).toEqual([t$('codeExpired', 'en')]);
    });

    it('resend only after 60 s: 429 with Retry-After; a resent code replaces the old one', async () => {
      const a = await agentIn('en');
      const email = 'resend@example.test';
      await a.post('/email/verification/send', { email });
      const first = await lastCode(t.app, email);
      const again = await a.post('/email/verification/send', { email });
      expect(again.statusCode).toBe(429);
      const retry = Number(again.headers['retry-after']);
      expect(retry).toBeGreaterThan(55);
      expect(retry).toBeLessThanOrEqual(60);
      expect(again.json().message).toBe(t$('codeResendWait', 'en', { seconds: retry }));
      await ageCodes(t);
      expect((await a.post('/email/verification/send', { email })).statusCode).toBe(200);
      const second = await lastCode(t.app, email);
      if (second !== first) expect((await a.post('/email/verify', { email, code: first })).statusCode).toBe(422);
      expect((await a.post('/email/verify', { email, code: second })).statusCode).toBe(200);
    });

    it('refuses to send a registration code to a registered address (duplicated.email)', async () => {
      const a = await agentIn('en');
      const res = await a.post('/email/verification/send', { email: 'customer@chargevalet.test' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([t$('duplicated.email', 'en')]);
    });

    it('rate limits code sending per IP (429)', async () => {
      const a = await agentIn();
      let last = 0;
      for (let i = 0; i < 11; i++) {
        last = (await a.post('/email/verification/send', { email: `ip-limit-${i}@example.test` })).statusCode;
      }
      expect(last).toBe(429);
    });

    it('rate limits code checks per IP (429)', async () => {
      const a = await agentIn();
      const statuses: number[] = [];
      for (let i = 0; i < 31; i++) statuses.push((await a.post('/email/verify', { email: 'nobody@example.test', code: '0000' })).statusCode);
      expect(statuses.slice(0, 30).every((s) => s === 422)).toBe(true);
      expect(statuses[30]).toBe(429);
    });
  });

  describe('phone code', () => {
    it('sends an SMS code (outbox channel sms) that verifies; a wrong one is incorrect', async () => {
      const a = await agentIn('en');
      const phone = '+49 211 2223334';
      const sent = await a.post('/phone/verification/send', { phone });
      expect(sent.json()).toEqual({ status: 'verification-code-sent', resend_in: 60 });
      await t.app.jobs.drain();
      const [sms] = await t.db.select().from(outbox).where(eq(outbox.recipient, phone));
      expect(sms!.channel).toBe('sms');
      const code = /(\d{4})\./.exec(sms!.text)![1]!;
      const wrong = await a.post('/phone/verify', { phone, code: wrongCode(code) });
      expect(wrong.json().errors.code).toEqual(['The code is incorrect']);
      expect((await a.post('/phone/verify', { phone: '0211 2223334', code })).json()).toEqual({ status: 'verified' });
    });

    it('422 duplicated.phone for a registered number', async () => {
      const a = await agentIn('de');
      const res = await a.post('/phone/verification/send', { phone: '+49 211 5550199' });
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.phone).toEqual([t$('duplicated.phone', 'de')]);
    });
  });

  describe('POST /register', () => {
    const verifyEmail = async (a: TestAgent, email: string) => {
      await a.post('/email/verification/send', { email });
      const code = await lastCode(t.app, email);
      expect((await a.post('/email/verify', { email, code })).statusCode).toBe(200);
    };

    it('creates the customer with profile, signs in with a new session, returns the user', async () => {
      const a = await agentIn('en');
      const email = 'anna@example.test';
      await verifyEmail(a, email);
      const before = a.cookies.get('cv_session');
      const res = await a.post('/register', form(email));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ role: 'customer', first_name: 'Anna', last_name: 'Müller-Lüdenscheid', email, locale: 'en' });
      expect(a.cookies.get('cv_session')).not.toBe(before);
      expect((await a.get('/api/user')).json().data.email).toBe(email);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      expect(user!.passwordHash).toMatch(/^\$argon2id\$/);
      expect(user!.emailVerifiedAt).not.toBeNull();
      const [profile] = await t.db.select().from(customers).where(eq(customers.userId, user!.id));
      // Marketing consent is opt-in: the form did not send it, so there is none.
      expect(profile).toMatchObject({ billingAddress: 'Königsallee 1, 40212 Düsseldorf', zipCode: '40212', marketingConsent: false });
      // The old anonymous session is gone (rotation).
      const rows = await t.db.select().from(sessions).where(eq(sessions.userId, user!.id));
      expect(rows).toHaveLength(1);
      // Signs out and in with the new password.
      expect((await a.post('/logout')).statusCode).toBe(204);
      const b = await csrf(t.app);
      expect((await b.post('/login', { email, password: 'Secret123' })).statusCode).toBe(200);
    });

    it('ten registrations per address in an hour (REGISTER_LIMIT_IP): the eleventh is 429', async () => {
      const address = { remoteAddress: '10.9.1.1' };
      const statuses: number[] = [];
      for (let i = 0; i < 11; i += 1) {
        const a = await agentIn('de');
        const email = `many${i}@example.test`;
        // the codes from addresses of their own: the code-send limit is another rule
        await a.post('/email/verification/send', { email }, { remoteAddress: `10.9.0.${i + 1}` });
        expect((await a.post('/email/verify', { email, code: await lastCode(t.app, email) }, { remoteAddress: `10.9.0.${i + 1}` })).statusCode).toBe(200);
        statuses.push((await a.post('/register', form(email, { phone: `+49 211 77700${String(i).padStart(2, '0')}` }), address)).statusCode);
      }
      expect(statuses).toEqual([...Array<number>(10).fill(201), 429]);
    });

    it('stores marketing consent only when the person ticked it', async () => {
      const a = await agentIn('de');
      const email = 'optin@example.test';
      await verifyEmail(a, email);
      expect((await a.post('/register', form(email, { marketing_consent: true }))).statusCode).toBe(201);
      const [user] = await t.db.select().from(users).where(eq(users.email, email));
      const [profile] = await t.db.select().from(customers).where(eq(customers.userId, user!.id));
      expect(profile!.marketingConsent).toBe(true);
    });

    it('a profile row written without consent has none (database default)', async () => {
      const [user] = await t.db.select().from(users).where(eq(users.email, 'customer@chargevalet.test'));
      await t.db.delete(customers).where(eq(customers.userId, user!.id));
      await t.db.insert(customers).values({ userId: user!.id });
      const [profile] = await t.db.select().from(customers).where(eq(customers.userId, user!.id));
      expect(profile!.marketingConsent).toBe(false);
    });

    it.each(['de', 'en'] as const)('refuses an unverified e-mail, whatever the flag says (%s)', async (locale) => {
      const a = await agentIn(locale);
      const res = await a.post('/register', form(`unverified-${locale}@example.test`, { is_email_verified: true }));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors.email).toEqual([t$('emailNotVerified', locale)]);
    });

    it('a verification is used once: a second register with it is refused', async () => {
      const a = await agentIn();
      const email = 'twice@example.test';
      await verifyEmail(a, email);
      expect((await a.post('/register', form(email, { phone: '+49 211 9990001' }))).statusCode).toBe(201);
      await a.post('/logout');
      await a.fetchCsrf();
      const again = await a.post('/register', form('twice2@example.test', { phone: '+49 211 9990002' }));
      expect(again.statusCode).toBe(422);
    });

    it.each(['de', 'en'] as const)('every field rule of the form answers 422 on its field (%s)', async (locale) => {
      const a = await agentIn(locale);
      const res = await a.post('/register', {
        firstname: 'A',
        lastname: 'B',
        phone: 'abc',
        email: 'bad',
        address: '',
        zip_code: '  ',
        password: 'short',
        password_confirmation: 'other',
        accept_terms_and_conditions: false,
      });
      expect(res.statusCode).toBe(422);
      const e = res.json().errors;
      expect(e.firstname).toContain(t$('nameMin', locale));
      expect(e.lastname).toContain(t$('surnameMin', locale));
      expect(e.phone).toContain(t$('phoneInvalid', locale));
      expect(e.email).toContain(t$('emailInvalid', locale));
      expect(e.address).toContain(t$('billingStreetRequired', locale));
      expect(e.zip_code).toContain(t$('billingZipRequired', locale));
      expect(e.password).toContain(t$('passwordRule', locale));
      expect(e.accept_terms_and_conditions).toContain(t$('termsRequired', locale));
      expect(t$('termsRequired', 'en')).toBe('Please read and accept the terms and conditions');
    });

    it.each([
      [{ firstname: 'Annaannaannaannaannaannaannaann' }, 'firstname', 'nameMax'],
      [{ firstname: 'Anna3' }, 'firstname', 'nameLatin'],
      [{ lastname: 'Smith'.repeat(7) }, 'lastname', 'surnameMax'],
      [{ lastname: 'Ø' }, 'lastname', 'surnameMin'],
      // any Latin-script letter is a name's (Østergaard, Şahin: issue 32); another script is not
      [{ lastname: 'Иванов' }, 'lastname', 'surnameLatin'],
      [{ password: 'alllowercase1', password_confirmation: 'alllowercase1' }, 'password', 'passwordRule'],
      [{ password: 'ALLUPPERCASE1', password_confirmation: 'ALLUPPERCASE1' }, 'password', 'passwordRule'],
      [{ password: 'NoDigitsHere', password_confirmation: 'NoDigitsHere' }, 'password', 'passwordRule'],
      [{ password: `Aa1${'x'.repeat(62)}`, password_confirmation: `Aa1${'x'.repeat(62)}` }, 'password', 'passwordRule'],
      [{ password_confirmation: 'Secret124' }, 'password_confirmation', 'passwordsMismatch'],
      [{ address: 'x'.repeat(256) }, 'address', 'streetMax'],
    ] as const)('%j → 422 on %s', async (overrides, field, key) => {
      const a = await agentIn('en');
      const res = await a.post('/register', form('rules@example.test', overrides));
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toContain(t$(key, 'en'));
    });

    it('trims names and accepts German letters, hyphen and space', async () => {
      const a = await agentIn();
      const email = 'umlaut@example.test';
      await verifyEmail(a, email);
      const res = await a.post('/register', form(email, { firstname: '  Jürgen Äß ', lastname: ' Öz-Über ', phone: '+49 211 3334445' }));
      expect(res.statusCode).toBe(201);
      expect(res.json().data).toMatchObject({ first_name: 'Jürgen Äß', last_name: 'Öz-Über' });
    });

    it('422 duplicated.email / duplicated.phone for taken addresses', async () => {
      const a = await agentIn('en');
      const dupEmail = await a.post('/register', form('customer@chargevalet.test'));
      expect(dupEmail.json().errors.email).toEqual([t$('duplicated.email', 'en')]);
      const dupPhone = await a.post('/register', form('free@example.test', { phone: '0211 5550199' }));
      expect(dupPhone.json().errors.phone).toEqual([t$('duplicated.phone', 'en')]);
    });

    it('a failed mail send never loses the registration: the job retries', async () => {
      const a = await agentIn();
      const email = 'retry@example.test';
      await a.post('/email/verification/send', { email });
      const [job] = await t.db.select().from(jobs).where(sql`${jobs.payload}->>'to' = ${email}`);
      expect(job!.name).toBe('mail.send');
      expect(job!.state).toBe('pending');
    });
  });

  describe('POST /email/verification-notification', () => {
    it('401 when signed out', async () => {
      const a = await agentIn();
      expect((await a.post('/email/verification-notification')).statusCode).toBe(401);
    });

    it("sends a code to the signed-in user's address that verifies it", async () => {
      const [guest] = await t.db
        .insert(users)
        .values({ role: 'customer', firstName: 'Gast', lastName: 'Kunde', email: 'guest-verify@example.test', passwordHash: null })
        .returning();
      const a = await agentIn();
      // Sign the guest in directly (no password yet).
      const { hashPassword } = await import('../../lib/passwords');
      await t.db.update(users).set({ passwordHash: await hashPassword('Secret123') }).where(eq(users.id, guest!.id));
      expect((await a.post('/login', { email: guest!.email, password: 'Secret123' })).statusCode).toBe(200);
      const sent = await a.post('/email/verification-notification');
      expect(sent.json().status).toBe('verification-code-sent');
      const code = await lastCode(t.app, guest!.email);
      expect((await a.post('/email/verify', { email: guest!.email, code })).statusCode).toBe(200);
      const [after] = await t.db.select().from(users).where(eq(users.id, guest!.id));
      expect(after!.emailVerifiedAt).not.toBeNull();
    });
  });
});
