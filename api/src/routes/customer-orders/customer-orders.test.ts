import { eq, like } from 'drizzle-orm';
import { CONTACT_MANAGER_PER_HOUR, SANDBOX_CARDS } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, loginAll, type TestAgent, type TestApp } from '../../test/app';
import { orders, outbox, rateLimits, type NewOrderRow } from '../../db/schema';
import { addSecondCustomer, insertOrder, NOW, orderInput, SECOND_CUSTOMER, setClock, userIds } from '../../services/orders/test-fixtures';

const HOUR = 3_600_000;
const later = (hours: number) => new Date(NOW.getTime() + hours * HOUR);

describe(`the customer's orders: list, active orders, one order, contact the manager [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const agents = {} as Record<'anonymous' | 'customerA' | 'customerB' | 'driver' | 'manager', TestAgent>;
  const ids = {} as Record<'customerA' | 'customerB' | 'driver' | 'manager', string>;

  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
    setClock(t.app, NOW);
    await addSecondCustomer(t.db);
    const emails = { customerA: 'customer@chargevalet.test', customerB: SECOND_CUSTOMER, driver: 'driver1@chargevalet.test', manager: 'manager@chargevalet.test' };
    Object.assign(agents, await loginAll(t.app, emails), { anonymous: await csrf(t.app) });
    Object.assign(ids, await userIds(t.db, emails));
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(async () => {
    setClock(t.app, NOW);
    await t.db.delete(rateLimits).where(like(rateLimits.key, 'contact-manager:%'));
  });

  const orderOf = (customer: 'customerA' | 'customerB', overrides: Partial<NewOrderRow> = {}) => insertOrder(t.db, { customerId: ids[customer], ...overrides });
  const clearOrders = () => t.db.delete(orders);
  const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

  it('authorization: anonymous 401, drivers and managers 403, another customer 404, the owner 200', async () => {
    const own = await orderOf('customerA', { pickupSlot: later(48) });
    const calls: [string, string, Record<keyof typeof agents, number>][] = [
      ['GET', '/api/customer/orders', { anonymous: 401, customerA: 200, customerB: 200, driver: 403, manager: 403 }],
      ['GET', '/api/customer/active-orders', { anonymous: 401, customerA: 200, customerB: 200, driver: 403, manager: 403 }],
      ['GET', `/api/customer/order/${own.id}`, { anonymous: 401, customerA: 200, customerB: 404, driver: 403, manager: 403 }],
      ['GET', `/api/customer/order/${own.identity}`, { anonymous: 401, customerA: 200, customerB: 404, driver: 403, manager: 403 }],
      ['POST', `/api/customer/order/${own.id}/contact-manager`, { anonymous: 401, customerA: 202, customerB: 404, driver: 403, manager: 403 }],
    ];
    for (const [method, url, expected] of calls) {
      for (const [who, status] of Object.entries(expected) as [keyof typeof agents, number][]) {
        const res = method === 'GET' ? await agents[who].get(url) : await agents[who].post(url, { message: 'Hallo' });
        expect([method, url, who, res.statusCode]).toEqual([method, url, who, status]);
      }
    }
    // a reference that is neither an id nor an order number (control characters from the path) is no order: 404
    for (const url of ['/api/customer/order/%00', '/api/customer/order/4k%7B_%40%3B%00g-1oHG(', '/api/customer/order/CV%0A1'])
      expect([url, (await agents.customerA.get(url)).statusCode]).toEqual([url, 404]);
    // customer B's lists do not show A's order
    expect((await agents.customerB.get('/api/customer/orders')).json().data).toEqual([]);
    expect((await agents.customerB.get('/api/customer/active-orders')).json().data).toEqual([]);
  });

  it('the list: own orders only, newest pickup first, 10 a page, no unfinished checkouts; bad pages 422', async () => {
    await clearOrders();
    const own = [];
    for (let i = 0; i < 12; i += 1) own.push(await orderOf('customerA', { pickupSlot: later(24 + i * 3), state: i % 2 ? 'paid' : 'created' }));
    await orderOf('customerA', { pickupSlot: later(200), state: 'pending_checkout' });
    await orderOf('customerB', { pickupSlot: later(300) });

    const first = (await agents.customerA.get('/api/customer/orders')).json();
    const expectedOrder = [...own].sort((a, b) => b.pickupSlot.getTime() - a.pickupSlot.getTime()).map((row) => row.identity);
    expect(first.meta).toEqual({ page: 1, pageSize: 10, total: 12, total_capped: false });
    expect(first.data.map((item: { identity: string }) => item.identity)).toEqual(expectedOrder.slice(0, 10));
    const second = (await agents.customerA.get('/api/customer/orders?page=2')).json();
    expect(second.data.map((item: { identity: string }) => item.identity)).toEqual(expectedOrder.slice(10));
    expect(second.data[0]).toMatchObject({ state: expect.any(String), customer: { email: 'clara.kundin@example.com' }, car: { license_plate: 'D CV 1234' } });

    for (const page of ['0', 'x', '1.5']) {
      const res = await agents.customerA.get(`/api/customer/orders?page=${page}`);
      expect([page, res.statusCode, res.json().message]).toEqual([page, 422, 'Die Seite muss eine ganze Zahl ab 1 sein']);
    }
  });

  it('active orders: not yet returned or cancelled, next pickup first; unfinished checkouts are never shown', async () => {
    await clearOrders();
    const charging = await orderOf('customerA', { state: 'charging', pickupSlot: later(2), driverId: ids.driver });
    const created = await orderOf('customerA', { state: 'created', pickupSlot: later(30) });
    const parked = await orderOf('customerA', { state: 'parked', pickupSlot: later(1), driverId: ids.driver });
    for (const state of ['returned', 'pending_payment', 'paid', 'unpaid', 'no_charge', 'cancelled', 'pending_checkout'] as const) await orderOf('customerA', { state, pickupSlot: later(5) });
    await orderOf('customerB', { state: 'charging', pickupSlot: later(3) });

    const res = await agents.customerA.get('/api/customer/active-orders');
    expect(res.json().data.map((item: { identity: string }) => item.identity)).toEqual([parked.identity, charging.identity, created.identity]);
    expect(res.json().data[0].driver).toMatchObject({ id: ids.driver, name: 'Daniel Fahrer' });

    const checkout = await orderOf('customerA', { state: 'pending_checkout', pickupSlot: later(50) });
    expect((await agents.customerA.get(`/api/customer/order/${checkout.id}`)).statusCode).toBe(404);
  });

  it('one order: the lifecycle resource with manager, history and can_cancel for its customer', async () => {
    const row = await orderOf('customerA', { pickupSlot: later(48), managerId: ids.manager });
    const res = await agents.customerA.get(`/api/customer/order/${row.id}`);
    expect(res.json().data).toMatchObject({
      id: row.id,
      identity: row.identity,
      state: 'created',
      can_cancel: true,
      can_update_status: false,
      manager: { email: 'manager@chargevalet.test' },
      estimated_grand_total: 6400,
    });
    // With a driver: the name the page shows, never the driver's phone (staff only).
    const driven = await orderOf('customerA', { state: 'charging', pickupSlot: later(2), driverId: ids.driver, managerId: ids.manager });
    const mine = (await agents.customerA.get(`/api/customer/order/${driven.id}`)).json().data;
    expect(mine.driver).toEqual({ id: ids.driver, name: 'Daniel Fahrer', phone: null });
    expect(JSON.stringify(mine)).not.toContain('driver1@');
    const staff = (await agents.manager.get(`/api/manager/order/${driven.id}`)).json().data;
    expect(staff.driver.phone).toEqual(expect.any(String));
    expect(JSON.stringify(mine)).not.toContain(staff.driver.phone);
    const soon = await orderOf('customerA', { pickupSlot: later(0.5) });
    expect((await agents.customerA.get(`/api/customer/order/${soon.id}`)).json().data.can_cancel).toBe(false);
    const unknown = await agents.customerA.get('/api/customer/order/CV-NOPE00');
    expect([unknown.statusCode, unknown.json().message]).toEqual([404, 'Auftrag nicht gefunden.']);
  });

  it("contact the manager: the order's manager gets the order number, the customer's name and the message", async () => {
    const row = await orderOf('customerA', { pickupSlot: later(48), managerId: ids.manager });
    await t.app.jobs.drain();
    const before = (await mailsTo('manager@chargevalet.test')).length;
    const res = await agents.customerA.post(`/api/customer/order/${row.id}/contact-manager`, { message: 'Der Schlüssel liegt\r\nbeim Pförtner. <b>Danke</b>' });
    expect([res.statusCode, res.json().message]).toEqual([202, 'Deine Nachricht wurde gesendet.']);
    await t.app.jobs.drain();
    const mails = await mailsTo('manager@chargevalet.test');
    expect(mails).toHaveLength(before + 1);
    const mail = mails.find((one) => one.subject?.includes(row.identity))!;
    expect(mail.template).toBe('contact-manager');
    expect(mail.subject).toBe(`Nachricht zu Auftrag ${row.identity} von Clara Kundin`);
    expect(mail.text).toContain('Der Schlüssel liegt\nbeim Pförtner. <b>Danke</b>');
    expect(mail.text).toContain(`/orders/${row.id}`);
    expect(mail.html).toContain('&lt;b&gt;Danke&lt;/b&gt;');
  });

  it('contact the manager: bad messages get a translated 422 and send nothing', async () => {
    const row = await orderOf('customerA', { pickupSlot: later(48), managerId: ids.manager });
    await t.app.jobs.drain();
    const before = (await mailsTo('manager@chargevalet.test')).length;
    const cases: [Record<string, unknown>, string, string][] = [
      [{ message: '' }, 'Bitte gib deine Nachricht ein', 'Please enter your message'],
      [{ message: '   \n ' }, 'Bitte gib deine Nachricht ein', 'Please enter your message'],
      [{}, 'Bitte gib deine Nachricht ein', 'Please enter your message'],
      [{ message: 'x'.repeat(2001) }, 'Die Nachricht darf höchstens 2000 Zeichen lang sein', 'The message may not be longer than 2000 characters'],
      [{ message: 'bell \u0007 here' }, expect.stringMatching(/Steuerzeichen/), expect.stringMatching(/control characters/)],
      [{ message: 42 }, 'Bitte gib deine Nachricht ein', 'Please enter your message'],
    ];
    for (const [body, de, en] of cases) {
      agents.customerA.cookies.delete('locale');
      const res = await agents.customerA.post(`/api/customer/order/${row.id}/contact-manager`, body);
      expect([res.statusCode, res.json().message, res.json().errors?.message?.[0]]).toEqual([422, de, de]);
      agents.customerA.cookies.set('locale', 'en');
      expect((await agents.customerA.post(`/api/customer/order/${row.id}/contact-manager`, body)).json().message).toEqual(en);
    }
    agents.customerA.cookies.delete('locale');
    expect((await agents.customerA.post(`/api/customer/order/${row.id}/contact-manager`, { message: 'x'.repeat(2000) })).statusCode).toBe(202);
    await t.app.jobs.drain();
    expect(await mailsTo('manager@chargevalet.test')).toHaveLength(before + 1);
  });

  it(`contact the manager: at most ${CONTACT_MANAGER_PER_HOUR} messages an hour per customer, then 429 with Retry-After`, async () => {
    const row = await orderOf('customerA', { pickupSlot: later(48), managerId: ids.manager });
    const other = await orderOf('customerA', { pickupSlot: later(50), managerId: ids.manager });
    for (let i = 0; i < CONTACT_MANAGER_PER_HOUR; i += 1) {
      expect((await agents.customerA.post(`/api/customer/order/${i % 2 ? other.id : row.id}/contact-manager`, { message: `Nachricht ${i}` })).statusCode).toBe(202);
    }
    const refused = await agents.customerA.post(`/api/customer/order/${other.id}/contact-manager`, { message: 'noch eine' });
    expect(refused.statusCode).toBe(429);
    expect(Number(refused.headers['retry-after'])).toBeGreaterThan(0);
    expect(refused.json().message).toMatch(/Sekunden|seconds/);
    // another customer is not affected
    const ownB = await orderOf('customerB', { pickupSlot: later(48) });
    expect((await agents.customerB.post(`/api/customer/order/${ownB.id}/contact-manager`, { message: 'Hallo' })).statusCode).toBe(202);
    // an hour later the customer may write again
    setClock(t.app, new Date(NOW.getTime() + HOUR + 1_000));
    expect((await agents.customerA.post(`/api/customer/order/${row.id}/contact-manager`, { message: 'wieder da' })).statusCode).toBe(202);
  });

  it("cancelling: the customer's POST status/{id} cancelled voids the card authorisation", async () => {
    const start = await agents.customerA.post('/api/payment/stripe/start-checkout/embedded', orderInput());
    expect(start.statusCode).toBe(201);
    const started = start.json().data;
    await agents.customerA.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: SANDBOX_CARDS.success, expiry: '12/30', cvc: '123' });
    await agents.customerA.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id });
    const before = await agents.customerA.get(`/api/customer/order/${started.order_id}`);
    expect(before.json().data).toMatchObject({ state: 'created', can_cancel: true, payment_method: { status: 'authorized' } });

    const res = await agents.customerA.post(`/api/customer/order/status/${started.order_id}`, { status: 'cancelled', expected_state: 'created' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'cancelled', can_cancel: false, payment_method: { status: 'voided' } });
    const listed = (await agents.customerA.get('/api/customer/active-orders')).json().data.map((item: { id: string }) => item.id);
    expect(listed).not.toContain(started.order_id);
  });
});
