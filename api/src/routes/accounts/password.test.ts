import { eq, sql } from 'drizzle-orm';
import { translateMessage, type Locale } from '@chargevalet/contract';
import { jobs, passwordTokens, sessions, users } from '../../db/schema';
import { issuePasswordSetupLink } from '../../services/accounts/password-tokens';
import { clearRateLimits } from '../../test/accounts';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { createTestApp, csrf, DB_DRIVER, DEMO_PASSWORD, login, type TestApp } from '../../test/app';

const t$ = (key: Parameters<typeof translateMessage>[0], locale: Locale = 'de') => translateMessage(`validation.${key}`, locale);

/** Token and e-mail of the reset link in a mail. */
function linkOf(text: string) {
  const match = /(http:\/\/app\.example\.test\/reset-password\?\S+)/.exec(text);
  if (!match) throw new Error(`no link in ${text}`);
  const url = new URL(match[1]!);
  return { url, token: url.searchParams.get('token')!, email: url.searchParams.get('email')! };
}

describe(`password reset over SMTP (${DB_DRIVER})`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, PUBLIC_URL: 'http://app.example.test' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => clearRateLimits(t.app));

  it('mails a link whose token works once and never twice; signs in and ends other sessions', async () => {
    const email = 'customer@chargevalet.test';
    const other = await login(t.app, email); // another device
    const a = await csrf(t.app);
    a.cookies.set('locale', 'en');
    const res = await a.post('/forgot-password', { email: 'Customer@ChargeValet.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'reset-link-sent' });
    await t.app.jobs.drain(); // the request job
    await t.app.jobs.drain(); // the mail job
    const mail = await smtp.waitFor((m) => m.to === email && m.subject === 'Reset your password');
    const link = linkOf(mail.text);
    expect(link.email).toBe(email);
    expect(link.url.pathname).toBe('/reset-password');
    // Only the hash is stored.
    const stored = await t.db.select().from(passwordTokens);
    expect(stored.some((row) => row.tokenHash.includes(link.token))).toBe(false);

    const reset = await a.post('/reset-password', { token: link.token, email: link.email, password: 'NewSecret1', password_confirmation: 'NewSecret1' });
    expect(reset.statusCode).toBe(200);
    expect(reset.json()).toMatchObject({ status: 'password-reset', data: { email } });
    expect((await a.get('/api/user')).statusCode).toBe(200);
    expect((await other.get('/api/user')).statusCode).toBe(401);
    expect(translateMessage('passwordUpdated', 'en')).toBe('Password successfully updated');

    const b = await csrf(t.app);
    b.cookies.set('locale', 'en');
    const twice = await b.post('/reset-password', { token: link.token, email: link.email, password: 'Another1x', password_confirmation: 'Another1x' });
    expect(twice.statusCode).toBe(422);
    expect(twice.json().errors.email).toEqual([t$('resetTokenInvalid', 'en')]);
    expect((await b.post('/login', { email, password: 'NewSecret1' })).statusCode).toBe(200);
    await t.db.update(users).set({ passwordHash: (await t.db.select().from(users).where(eq(users.email, 'driver1@chargevalet.test')))[0]!.passwordHash }).where(eq(users.email, email));
  });

  it('answers the same for an unknown address and sends nothing', async () => {
    const a = await csrf(t.app);
    const before = smtp.messages.length;
    const res = await a.post('/forgot-password', { email: 'nobody@example.test' });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'reset-link-sent' });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    expect(smtp.messages.length).toBe(before);
  });

  it('known and unknown addresses do the same work in the request (one queued job each)', async () => {
    await t.db.delete(jobs);
    const a = await csrf(t.app);
    await a.post('/forgot-password', { email: 'nobody2@example.test' });
    await a.post('/forgot-password', { email: 'driver2@chargevalet.test' });
    const rows = await t.db.select().from(jobs);
    expect(rows.map((r) => r.name)).toEqual(['account.password-reset-request', 'account.password-reset-request']);
  });

  it('an expired token is refused (422 on email)', async () => {
    const a = await csrf(t.app);
    await a.post('/forgot-password', { email: 'driver3@chargevalet.test' });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === 'driver3@chargevalet.test');
    const link = linkOf(mail.text);
    await t.db.update(passwordTokens).set({ expiresAt: sql`now() - interval '1 second'` });
    const res = await a.post('/reset-password', { token: link.token, email: link.email, password: 'NewSecret1', password_confirmation: 'NewSecret1' });
    expect(res.statusCode).toBe(422);
    expect(res.json().errors.email).toEqual([t$('resetTokenInvalid')]);
  });

  it('a token for another address is refused', async () => {
    const a = await csrf(t.app);
    await a.post('/forgot-password', { email: 'driver2@chargevalet.test' });
    await t.app.jobs.drain();
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === 'driver2@chargevalet.test');
    const link = linkOf(mail.text);
    const res = await a.post('/reset-password', { token: link.token, email: 'manager@chargevalet.test', password: 'NewSecret1', password_confirmation: 'NewSecret1' });
    expect(res.statusCode).toBe(422);
  });

  it.each(['de', 'en'] as const)('422 on password and password_confirmation for the password rules (%s)', async (locale) => {
    const a = await csrf(t.app);
    a.cookies.set('locale', locale);
    const weak = await a.post('/reset-password', { token: 'x', email: 'a@example.test', password: 'weak', password_confirmation: 'weak' });
    expect(weak.statusCode).toBe(422);
    expect(weak.json().errors.password).toEqual([t$('passwordRule', locale)]);
    const mismatch = await a.post('/reset-password', { token: 'x', email: 'a@example.test', password: 'Strong123', password_confirmation: 'Strong124' });
    expect(mismatch.json().errors.password_confirmation).toEqual([t$('passwordsMismatch', locale)]);
  });

  it('rate limits forgot-password per IP and per address (429 with Retry-After)', async () => {
    const a = await csrf(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 4; i++) statuses.push((await a.post('/forgot-password', { email: 'same@example.test' })).statusCode);
    expect(statuses).toEqual([200, 200, 200, 429]);
    await clearRateLimits(t.app);
    const ip: number[] = [];
    for (let i = 0; i < 6; i++) ip.push((await a.post('/forgot-password', { email: `ip${i}@example.test` })).statusCode);
    expect(ip.slice(0, 5)).toEqual([200, 200, 200, 200, 200]);
    const last = await a.post('/forgot-password', { email: 'ip9@example.test' });
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
  });

  it('POST /api/forget is the same call: mails the reset link and shares the limit with /forgot-password', async () => {
    const email = 'driver2@chargevalet.test';
    const a = await csrf(t.app);
    a.cookies.set('locale', 'en');
    const res = await a.post('/api/forget', { email });
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ status: 'reset-link-sent' });
    await t.app.jobs.drain(); // the request job
    await t.app.jobs.drain(); // the mail job
    const mail = await smtp.waitFor((m) => m.to === email && m.subject === 'Reset your password');
    expect(linkOf(mail.text).email).toBe(email);

    const invalid = await a.post('/api/forget', { email: 'not an address' });
    expect(invalid.statusCode).toBe(422);
    expect(invalid.json().errors.email).toBeDefined();

    await a.post('/forgot-password', { email: 'twin@example.test' });
    await a.post('/api/forget', { email: 'twin@example.test' });
    await a.post('/forgot-password', { email: 'twin@example.test' });
    expect((await a.post('/api/forget', { email: 'twin@example.test' })).statusCode).toBe(429);
  });

  it('rate limits reset attempts per IP (429)', async () => {
    const a = await csrf(t.app);
    const statuses: number[] = [];
    for (let i = 0; i < 11; i++) statuses.push((await a.post('/reset-password', { token: `guess${i}`, email: 'customer@chargevalet.test', password: 'Strong123', password_confirmation: 'Strong123' })).statusCode);
    expect(statuses.slice(0, 10).every((s) => s === 422)).toBe(true);
    expect(statuses[10]).toBe(429);
  });

  it('issuePasswordSetupLink: a guest account gets a setup mail whose link sets the first password', async () => {
    const [guest] = await t.db.insert(users).values({ role: 'customer', firstName: 'Gina', lastName: 'Gast', email: 'gina@example.test', passwordHash: null }).returning();
    await issuePasswordSetupLink(t.app, guest!.id, 'de');
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === 'gina@example.test');
    expect(mail.subject).toBe('Dein ChargeValet-Konto: Passwort festlegen');
    const link = linkOf(mail.text);
    expect(link.url.searchParams.get('setup')).toBe('1');
    const [token] = await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, guest!.id));
    const days = (token!.expiresAt.getTime() - Date.now()) / 86_400_000;
    expect(days).toBeGreaterThan(6.9);
    const a = await csrf(t.app);
    const res = await a.post('/reset-password', { token: link.token, email: link.email, password: 'GinaPass1', password_confirmation: 'GinaPass1' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data.email).toBe('gina@example.test');
    const [after] = await t.db.select().from(users).where(eq(users.id, guest!.id));
    expect(after!.emailVerifiedAt).not.toBeNull();
  });

  it('issuePasswordSetupLink inside a rolled-back transaction leaves no token and no mail job', async () => {
    const [guest] = await t.db.insert(users).values({ role: 'customer', firstName: 'Rolf', lastName: 'Back', email: 'rolf@example.test' }).returning();
    await t.db.delete(jobs);
    await expect(
      t.db.transaction(async (tx) => {
        await issuePasswordSetupLink(t.app, guest!.id, 'en', { tx });
        throw new Error('rollback');
      }),
    ).rejects.toThrow('rollback');
    expect(await t.db.select().from(passwordTokens).where(eq(passwordTokens.userId, guest!.id))).toHaveLength(0);
    expect(await t.db.select().from(jobs)).toHaveLength(0);
  });

  it('the registration code read from the SMTP mail verifies, and the account can be created', async () => {
    const a = await csrf(t.app);
    a.cookies.set('locale', 'en');
    const email = 'smtp-reg@example.test';
    expect((await a.post('/email/verification/send', { email })).statusCode).toBe(200);
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === email);
    const code = /^\s+(\d{4})$/m.exec(mail.text)![1]!;
    expect(mail.subject).toBe(`Your ChargeValet verification code: ${code}`);
    expect((await a.post('/email/verify', { email, code })).json()).toEqual({ status: 'verified' });
    const res = await a.post('/register', {
      firstname: 'Sam',
      lastname: 'Smtp',
      phone: '+49 211 8887776',
      email,
      address: 'Kö 1',
      zip_code: '40212',
      password: 'Secret123',
      password_confirmation: 'Secret123',
      accept_terms_and_conditions: true,
      is_email_verified: true,
      is_phone_verified: false,
    });
    expect(res.statusCode).toBe(201);
  });

  it('the demo password still works for untouched accounts', async () => {
    const a = await csrf(t.app);
    expect((await a.post('/login', { email: 'manager@chargevalet.test', password: DEMO_PASSWORD })).statusCode).toBe(200);
    expect(await t.db.select().from(sessions)).not.toHaveLength(0);
  });
});
