import { eq } from 'drizzle-orm';
import { jobs, outbox } from '../db/schema';
import { startSmtp, type TestSmtp } from '../test/smtp';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../test/app';
import { renderMail } from '../services/mail/templates';

const ics = 'BEGIN:VCALENDAR\r\nVERSION:2.0\r\nBEGIN:VEVENT\r\nSUMMARY:ChargeValet pickup\r\nEND:VEVENT\r\nEND:VCALENDAR\r\n';

describe(`mailer over SMTP (${DB_DRIVER})`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>' } });
  }, 60_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });

  it('delivers a queued mail to the SMTP server (German and English templates)', async () => {
    expect(t.app.mailer.transport).toBe('smtp');
    await t.app.mailer.queue({ template: 'verification-code', to: 'de@example.test', locale: 'de', data: { code: '4711', minutes: 10 } });
    await t.app.mailer.queue({ template: 'verification-code', to: 'en@example.test', locale: 'en', data: { code: '0815', minutes: 10 } });
    expect(smtp.messages).toHaveLength(0); // only queued
    await t.app.jobs.drain();
    const de = await smtp.waitFor((m) => m.to === 'de@example.test');
    expect(de.subject).toBe('Dein ChargeValet-Bestätigungscode: 4711');
    expect(de.text).toContain('4711');
    expect(de.html).toContain('4711');
    expect(de.from).toBe('mail@chargevalet.test');
    const en = await smtp.waitFor((m) => m.to === 'en@example.test');
    expect(en.subject).toBe('Your ChargeValet verification code: 0815');
    // Real SMTP: nothing in the development outbox.
    expect(await t.db.select().from(outbox)).toHaveLength(0);
  });

  it('sends the order confirmation with the caller’s .ics attachment', async () => {
    await t.app.mailer.queue({
      template: 'order-confirmation',
      to: 'order@example.test',
      locale: 'en',
      data: { name: 'Anna', identity: 'CV-7K4Q2M', lines: ['Pickup: March 03, 09:00'] },
      attachments: [{ filename: 'chargevalet.ics', contentType: 'text/calendar', content: ics }],
    });
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.to === 'order@example.test');
    expect(mail.subject).toContain('CV-7K4Q2M');
    expect(mail.attachments).toHaveLength(1);
    expect(mail.attachments[0]!.filename).toBe('chargevalet.ics');
    expect(mail.attachments[0]!.content).toContain('SUMMARY:ChargeValet pickup');
  });

  it('a failed delivery is retried by the queue and arrives later', async () => {
    smtp.failNext(1);
    const id = (await t.app.mailer.queue({ template: 'password-reset', to: 'retry@example.test', locale: 'en', data: { url: 'http://x.test/r', minutes: 60 } }))!;
    expect(await t.app.jobs.drain()).toMatchObject({ retried: 1 });
    const [row] = await t.db.select().from(jobs).where(eq(jobs.id, id));
    expect(row!.state).toBe('pending');
    expect(await t.app.jobs.drain({ includeFuture: true })).toMatchObject({ done: 1 });
    const mail = await smtp.waitFor((m) => m.to === 'retry@example.test');
    expect(mail.subject).toBe('Reset your password');
  });

  it('refuses an unknown template at queue time', async () => {
    await expect(t.app.mailer.queue({ template: 'nope' as never, to: 'x@example.test', locale: 'de', data: {} as never })).rejects.toThrow(/unknown mail template/);
  });
});

describe(`mailer log transport and dev outbox (${DB_DRIVER})`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 60_000);
  afterAll(() => t.close());

  it('stores mails and SMS in the outbox, listed at /dev/outbox and /dev/outbox.json', async () => {
    expect(t.app.mailer.transport).toBe('log');
    expect(t.app.sms.transport).toBe('log');
    await t.app.mailer.queue({ template: 'password-setup', to: 'guest@example.test', locale: 'de', data: { url: 'http://localhost:8080/reset-password?token=abc&email=guest%40example.test&setup=1', days: 7, name: 'Gast' } });
    await t.app.sms.queue({ to: '+49 211 1112223', text: 'ChargeValet: Dein Bestätigungscode lautet 1234.' });
    await t.app.jobs.drain();
    const json = await t.app.inject({ url: '/dev/outbox.json' });
    expect(json.statusCode).toBe(200);
    const items = json.json().data as { to: string; channel: string; subject: string | null; text: string; id: string }[];
    const mail = items.find((m) => m.to === 'guest@example.test')!;
    expect(mail).toMatchObject({ channel: 'email', subject: 'Dein ChargeValet-Konto: Passwort festlegen' });
    expect(mail.text).toContain('setup=1');
    expect(items.find((m) => m.to === '+49 211 1112223')).toMatchObject({ channel: 'sms', subject: null });
    const filtered = await t.app.inject({ url: '/dev/outbox.json?to=GUEST@example.test' });
    expect(filtered.json().data).toHaveLength(1);
    // the channel is filtered by the query, before the limit: the newest item is the SMS, yet one mail comes back
    const mails = await t.app.inject({ url: '/dev/outbox.json?channel=email&limit=1' });
    expect(mails.json().data).toMatchObject([{ channel: 'email' }]);
    // a NUL never reaches PostgreSQL (which refuses it with an error): a 422
    expect((await t.app.inject({ url: '/dev/outbox.json?to=%00x' })).statusCode).toBe(422);
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.headers['content-type']).toContain('text/html');
    expect(page.body).toContain('guest@example.test');
    expect(page.body).toContain(`/dev/outbox/${mail.id}`);
    const one = await t.app.inject({ url: `/dev/outbox/${mail.id}` });
    expect(one.statusCode).toBe(200);
    expect(one.body).toContain('Passwort festlegen');
  });

  it('escapes HTML in the outbox page', async () => {
    await t.app.mailer.queue({ template: 'verification-code', to: 'x@example.test', locale: 'en', data: { code: '1234', minutes: 10, name: '<script>alert(1)</script>' } });
    await t.app.jobs.drain();
    const page = await t.app.inject({ url: '/dev/outbox' });
    expect(page.body).not.toContain('<script>alert(1)</script>');
    expect(page.body).toContain('&lt;script&gt;');
  });
});

describe(`dev outbox in production (${DB_DRIVER})`, () => {
  it('is off in production with an SMTP server (mail is delivered)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', SMTP_URL: 'smtp://127.0.0.1:2525' } });
    try {
      expect(t.config.accounts.devOutbox).toBe(false);
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(404);
      const agent = await csrf(t.app);
      expect((await agent.get('/dev/outbox', { headers: { accept: 'application/json' } })).statusCode).toBe(404);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is on in production on the embedded default without SMTP (npm start): the only place a new user reads a code', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production' } });
    try {
      expect(t.config.accounts.devOutbox).toBe(true);
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);

  it('is on in production with DEV_OUTBOX=1 (the e2e suite)', async () => {
    const t = await createTestApp({ env: { NODE_ENV: 'production', DEV_OUTBOX: '1' } });
    try {
      expect((await t.app.inject({ url: '/dev/outbox.json' })).statusCode).toBe(200);
    } finally {
      await t.close();
    }
  }, 60_000);
});

describe('mail templates', () => {
  it.each(['de', 'en'] as const)('every template renders subject, text and HTML in %s', (locale) => {
    const cases = [
      renderMail('verification-code', locale, { code: '1234', minutes: 10 }),
      renderMail('password-reset', locale, { url: 'http://x.test/reset-password?token=t', minutes: 60 }),
      renderMail('password-setup', locale, { url: 'http://x.test/reset-password?token=t&setup=1', days: 7 }),
      renderMail('email-change-code', locale, { code: '5678', minutes: 10 }),
      renderMail('order-confirmation', locale, { identity: 'CV-1', lines: ['a'] }),
    ];
    for (const mail of cases) {
      expect(mail.subject.length).toBeGreaterThan(5);
      expect(mail.text).toContain(locale === 'de' ? 'ChargeValet-Team' : 'ChargeValet team');
      expect(mail.html).toContain(`lang="${locale}"`);
    }
  });
});
