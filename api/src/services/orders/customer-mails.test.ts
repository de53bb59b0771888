import { and, eq } from 'drizzle-orm';
import { SANDBOX_CARDS, SERVICE_OPTION_IDS as O, type Order } from '@chargevalet/contract';
import { jobs, notifications, orders, rateRequests, users } from '../../db/schema';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { pdfText } from '../../test/pdf';
import { REMINDER_JOB, scheduleReminders } from './customer-mails';
import { guestInput, insertOrder, NOW, orderInput, setClock, userId } from './test-fixtures';
import { vatSplit } from '../invoices/invoices';

const PUBLIC_URL = 'http://cv.example.test:8080';
const CUSTOMER = 'customer@chargevalet.test';
const MAILBOX = { id: 3, title: 'Key in the mailbox', translations: { de: { title: 'Schlüssel im Briefkasten' }, en: { title: 'Key in the mailbox' } } };

describe(`the customer's e-mails over SMTP [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let manager: TestAgent;
  let customerId: string;
  let driverId: string;
  const mailsFor = (identity: string) => smtp.messages.filter((m) => m.subject.includes(identity) || m.text.includes(identity));
  const move = async (order: { id: string }, status: string, extra: Record<string, unknown> = {}) => {
    const res = await manager.post(`/api/manager/order/status/${order.id}`, { status, ...extra });
    expect(res.statusCode).toBe(200);
    return (res.json() as { data: Order }).data;
  };
  const setLocale = (locale: 'de' | 'en') => t.db.update(users).set({ locale }).where(eq(users.id, customerId));

  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>', PUBLIC_URL, SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    manager = await login(t.app, 'manager@chargevalet.test');
    customerId = await userId(t.db, CUSTOMER);
    driverId = await userId(t.db, 'driver1@chargevalet.test');
  });
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => setClock(t.app, NOW));

  describe('pickup reminders', () => {
    const reminders = (identity: string) => smtp.messages.filter((m) => m.subject.startsWith('Reminder') || m.subject.startsWith('Erinnerung')).filter((m) => m.subject.includes(identity));
    const at = (iso: string) => setClock(t.app, new Date(iso));

    it('a placed order queues both (as job rows); each fires once, in the customer’s language, with the link', async () => {
      await setLocale('en');
      const customer = await login(t.app, CUSTOMER);
      // Pickup tomorrow 09:00 Berlin (08:00Z), 25 hours after NOW.
      const input = orderInput({
        discount_code: 'FIRSTORDER',
        selected_services: [O.returnKeyInPerson],
        payment_method: { method_code: 'free' },
        user: { first_name: 'Clara', last_name: 'Kundin', phone: '+49 211 5550199', email: CUSTOMER, billing_address: { street: 'Hauptstraße 1', zip_code: '40212' } },
      });
      const res = await customer.post('/api/free-order/place', input);
      expect(res.statusCode).toBe(201);
      const order = (res.json() as { data: Order }).data;
      const queued = await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB));
      expect(queued.filter((j) => (j.payload as { order_id: string }).order_id === order.id).map((j) => j.runAt.toISOString()).sort()).toEqual([
        '2026-11-23T08:00:00.000Z',
        '2026-11-24T07:00:00.000Z',
      ]);
      await t.app.jobs.drain();
      expect(reminders(order.identity)).toHaveLength(0); // not due yet

      at('2026-11-23T08:00:30.000Z');
      await t.app.jobs.drain();
      await t.app.jobs.drain();
      const day = reminders(order.identity);
      expect(day.map((m) => m.subject)).toEqual([`Reminder: pickup in 24 hours (${order.identity})`]);
      expect(day[0]!.text).toContain(`View order: ${PUBLIC_URL}/orders/${order.id}`);
      expect(day[0]!.text).toContain('November 24, 09:00');

      at('2026-11-24T07:00:00.000Z');
      await t.app.jobs.drain();
      at('2026-11-24T07:30:00.000Z');
      await t.app.jobs.drain();
      expect(reminders(order.identity).map((m) => m.subject)).toEqual([`Reminder: pickup in 24 hours (${order.identity})`, `Reminder: pickup in one hour (${order.identity})`]);
    });

    it('not for a cancelled order', async () => {
      const order = await insertOrder(t.db, { customerId, pickupSlot: new Date('2026-11-28T08:00:00.000Z') });
      await scheduleReminders(t.app, order, t.db);
      await move(order, 'cancelled');
      at('2026-11-28T07:30:00.000Z');
      await t.app.jobs.drain();
      expect(reminders(order.identity)).toHaveLength(0);
      const rows = (await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).filter((j) => (j.payload as { order_id: string }).order_id === order.id);
      expect(rows.map((j) => j.state)).toEqual(['done', 'done']); // ran and dropped, not retried
    });

    it('a reminder whose time has passed at booking is not queued (only the 1 h one for a pickup 4 hours ahead)', async () => {
      await setLocale('de');
      const order = await insertOrder(t.db, { customerId, pickupSlot: new Date(NOW.getTime() + 4 * 3_600_000) });
      await scheduleReminders(t.app, order, t.db);
      const rows = (await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).filter((j) => (j.payload as { order_id: string }).order_id === order.id);
      expect(rows.map((j) => (j.payload as { hours: number }).hours)).toEqual([1]);
      at(new Date(NOW.getTime() + 3 * 3_600_000 + 60_000).toISOString());
      await t.app.jobs.drain();
      expect(reminders(order.identity).map((m) => m.subject)).toEqual([`Erinnerung: Abholung in einer Stunde (${order.identity})`]);
    });
  });

  it('German: driver assigned (first name), on the way, returned (where the key is), each with "Bestellung ansehen"; a rate request on return', async () => {
    await setLocale('de');
    const order = await insertOrder(t.db, { customerId, returnType: MAILBOX, pickupSlot: new Date('2026-11-25T08:00:00.000Z') });
    const link = `${PUBLIC_URL}/orders/${order.id}`;
    expect((await manager.post(`/api/manager/order/${order.id}/assign/driver/${driverId}`, {})).json()).toHaveProperty('data');
    await t.app.jobs.drain();
    const assigned = await smtp.waitFor((m) => m.subject.includes(order.identity) && m.subject.includes('Fahrer'));
    expect(assigned.to).toBe(CUSTOMER);
    expect(assigned.subject).toBe(`${order.identity}: Daniel ist dein Fahrer`);
    expect(assigned.text).toContain(`Bestellung ansehen: ${link}`);
    expect(assigned.html).toContain(`href="${link}"`);
    // and, for everyone who has an order, the live tracking link (issue 31)
    expect(assigned.text).toContain(`Bestellung live verfolgen: ${t.app.tracking.url(order)}`);

    await move(order, 'on_the_way_to_pickup');
    await t.app.jobs.drain();
    expect((await smtp.waitFor((m) => m.subject === `${order.identity}: Dein Fahrer ist auf dem Weg`)).text).toContain(link);

    for (const state of ['on_the_way_to_station', 'charging', 'on_the_way_to_return']) await move(order, state);
    await t.app.jobs.drain();
    expect(mailsFor(order.identity)).toHaveLength(2); // nothing for the states in between
    expect(await t.db.select().from(rateRequests).where(eq(rateRequests.orderId, order.id))).toHaveLength(0);

    await move(order, 'returned');
    await t.app.jobs.drain();
    const returned = await smtp.waitFor((m) => m.subject === `${order.identity}: Dein Auto ist zurück`);
    expect(returned.text).toContain('Schlüssel: Schlüssel im Briefkasten.');
    expect(returned.text).toContain('Schadowstraße 5, 40212');
    expect(returned.text).toContain(`Bestellung ansehen: ${link}`);
    // The rate request, for its customer about its driver, and the customer is told.
    const [request] = await t.db.select().from(rateRequests).where(eq(rateRequests.orderId, order.id));
    expect(request).toMatchObject({ customerId, driverId, state: 'open' });
    const [note] = await t.db.select().from(notifications).where(and(eq(notifications.userId, customerId), eq(notifications.kind, 'rate_request')));
    expect(note!.data).toEqual({ rate_request_id: request!.id });
  });

  it('English: parked with where the key is (no second mail on returned), then the invoice with the PDF attached', async () => {
    // A guest pays by card in English (the sandbox): the checkout's completion makes the order `created` and its account.
    const agent = await csrf(t.app);
    agent.cookies.set('locale', 'en');
    const input = guestInput({ selected_services: [O.returnMailbox], pickup_time_slot: { date: '2026-11-26', time: '09:00' } });
    const started = (await agent.post('/api/guest/payment/stripe/start-checkout/embedded', input)).json().data;
    await agent.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' });
    expect((await agent.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id })).statusCode).toBe(200);
    // Its reminders were queued with the completion (pickup 26 November 08:00Z).
    const queued = (await t.db.select().from(jobs).where(eq(jobs.name, REMINDER_JOB))).filter((j) => (j.payload as { order_id: string }).order_id === started.order_id);
    expect(queued.map((j) => j.runAt.toISOString()).sort()).toEqual(['2026-11-25T08:00:00.000Z', '2026-11-26T07:00:00.000Z']);
    const [order] = await t.db.update(orders).set({ state: 'on_the_way_to_return', driverId }).where(eq(orders.id, started.order_id)).returning();
    if (!order?.customerId) throw new Error('the guest order has no account');
    // a guest order (its account has no password yet): the mails open the live tracking link (issue 31)
    const link = t.app.tracking.url(order);
    expect(link).toMatch(new RegExp(`^${PUBLIC_URL}/track/[A-Za-z0-9_-]{44}$`));
    await move(order, 'parked');
    await move(order, 'returned');
    await t.app.jobs.drain();
    const parked = await smtp.waitFor((m) => m.subject === `${order.identity}: Your car is parked`);
    expect(parked.to).toBe(order.customerEmail);
    expect(parked.text).toMatch(/Key: .*mailbox/i);
    expect(parked.text).toContain(`View order: ${link}`);
    expect(mailsFor(order.identity).filter((m) => m.subject.includes('is back'))).toHaveLength(0);

    expect(order.estimatedGrandTotal).toBeGreaterThanOrEqual(4950); // captured within the authorisation
    const paid = await move(order, 'pending_payment', { service_cost: 39, electricity_cost: 10.5 });
    expect(paid.state).toBe('paid');
    await t.app.jobs.drain();
    const receipt = await smtp.waitFor((m) => m.subject === `Your invoice for ${order.identity}`);
    expect(receipt.text).toContain('€49.50');
    expect(receipt.text).toContain(`View order: ${link}`);
    expect(receipt.attachments).toHaveLength(1);
    const attachment = receipt.parsed.attachments[0]!;
    expect(attachment.contentType).toBe('application/pdf');
    expect(attachment.filename).toMatch(/^Invoice-RE-2026-\d{6}\.pdf$/);
    expect(attachment.content.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = await pdfText(new Uint8Array(attachment.content));
    const { net, vat } = vatSplit(4950);
    expect(text).toContain('Invoice');
    expect(text).toContain('Invoice number');
    expect(text).toContain(order.identity);
    expect(text).toContain('€39.00');
    expect(text).toContain('€10.50');
    expect(text).toContain(`€${(net / 100).toFixed(2)}`);
    expect(text).toContain(`€${(vat / 100).toFixed(2)}`);
    expect(text).toContain('€49.50');
    expect(text).toContain('ChargeValet GmbH');
    expect(text).toContain('DE000000000');
  });

  it('a refused change mails nothing', async () => {
    const order = await insertOrder(t.db, { customerId, pickupSlot: new Date('2026-11-27T08:00:00.000Z') });
    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'returned' })).statusCode).toBe(422);
    await t.app.jobs.drain();
    expect(mailsFor(order.identity)).toHaveLength(0);
  });

});
