import { and, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { SERVICE_OPTION_IDS as O, type Order, type OrderRequest } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, login, type TestApp, type TestAgent } from '../../test/app';
import { orders, outbox, paymentSessions, users } from '../../db/schema';
import { calculateTotals, expectedReturnSlot } from '../../domain';
import { getCatalog } from '../../services/catalog/catalog-service';
import { cancelPendingOrder } from '../../services/orders/placement';
import { blockSlot, driverIds, guestInput, NOW, orderInput, setClock, TOMORROW } from '../../services/orders/test-fixtures';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const CUSTOMER_START = '/api/payment/stripe/start-checkout/embedded';
const complete = (agent: TestAgent, sessionId: string) =>
  agent.post(`/api/payment/stripe/complete-checkout/${sessionId}`, { session_id: sessionId, orderData: { any: 'thing' } });
const pay = (agent: TestAgent, sessionId: string, clientSecret: string, card: string) =>
  agent.post(`/api/payment/sandbox/${sessionId}/pay`, { client_secret: clientSecret, card_number: card, expiry: '12/30', cvc: '123' });

// Each browser from an address of its own: a new checkout of a browser releases its previous hold, and guest
// placements share the per-IP limit of account checks.
let browsers = 0;
const guest = (app: FastifyInstance) => csrf(app, { remoteAddress: `10.0.${(browsers >> 8) & 255}.${browsers++ & 255}` });

// Under a loaded machine a fresh app (and a new database template) takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describe(`placing orders [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const mailsTo = (email: string) => t.db.select().from(outbox).where(eq(outbox.recipient, email));

  it('places a FIRSTORDER order of a signed-in customer without payment: 201 { data: order }, extras forced off, confirmation with .ics', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const input = orderInput({
      package_id: 2,
      selected_services: [O.returnMailbox, O.carWash],
      discount_code: 'firstorder',
      payment_method: { method_code: 'free' },
      user: { first_name: 'Clara', last_name: 'Kundin', phone: '+49 211 5550199', email: 'customer@chargevalet.test', billing_address: { street: 'Hauptstraße 1', zip_code: '40212' } },
    });
    const res = await customer.post('/api/free-order/place', input, { cookies: undefined });
    expect(res.statusCode).toBe(201);
    const order = (res.json() as { data: Order }).data;
    expect(order).toMatchObject({
      state: 'created',
      is_free: true,
      is_guest_order: false,
      is_wash_car: false,
      services: [O.returnMailbox],
      payment_method: { method_code: 'free', status: 'none' },
      estimated_grand_total: 0,
      return_time_slot: null,
      pickup_time_slot: { date_time: '2026-11-24T08:00:00.000Z' },
    });
    expect(order.identity).toMatch(/^CV-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/);
    expect(order.status_history).toEqual([{ state: 'created', at: NOW.toISOString(), actor: { id: expect.any(String), role: 'customer' } }]);

    // A second FIRSTORDER is refused: first order only.
    const again = await customer.post('/api/free-order/place', { ...input, pickup_time_slot: { date: TOMORROW, time: '13:00' } });
    expect(again.statusCode).toBe(422);
    expect(again.json().errors.discount_code).toEqual([expect.stringMatching(/erste Bestellung/)]);

    await t.app.jobs.drain();
    const [mail] = await mailsTo('customer@chargevalet.test');
    expect(mail).toBeDefined();
    expect(mail!.template).toBe('order-confirmation');
    expect(mail!.subject).toContain(order.identity);
    expect(mail!.text).toContain('Abholung: 24. November, 09:00');
    const ics = mail!.attachments[0]!;
    expect(ics.filename).toBe(`chargevalet-${order.identity}.ics`);
    expect(ics.contentType).toMatch(/^text\/calendar/);
    expect(ics.content).toContain('DTSTART;TZID=Europe/Berlin:20261124T090000\r\n');
    expect(ics.content).toContain('DTSTART;TZID=Europe/Berlin:20261124T110000\r\n'); // return: 120 minutes later
    expect(ics.content).toContain('SUMMARY:ChargeValet: Abholung deines Autos');
    expect(ics.content.match(/BEGIN:VEVENT/g)).toHaveLength(2);
  });

  it('refuses a free order whose total is not zero, and a checkout whose total is zero', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const res = await customer.post('/api/free-order/place', orderInput({ payment_method: { method_code: 'free' } }));
    expect(res.statusCode).toBe(422);
    expect(Object.keys(res.json().errors)).toEqual(['payment_method']);
  });

  it('answers a guest whose e-mail or phone has an account with a {log_in_link} template, in the request language', async () => {
    const agent = await guest(t.app);
    agent.cookies.set('locale', 'en');
    const taken = guestInput({ payment_method: { method_code: 'free' } });
    taken.user = { ...taken.user, email: 'Customer@ChargeValet.test' };
    const res = await agent.post('/api/free-order/place', taken);
    expect(res.statusCode).toBe(200);
    expect(res.json()).toEqual({ error: { message_template: expect.stringContaining('{log_in_link}') } });
    expect(res.json().error.message_template).toMatch(/e-mail address/);
    const phone = guestInput();
    phone.user = { ...phone.user, phone: '+492115550199' };
    const byPhone = await agent.post(START, phone);
    expect(byPhone.statusCode).toBe(200);
    expect(byPhone.json().error.message_template).toMatch(/phone number.*\{log_in_link\}/);
    // the same number written nationally is the same number (stored as +49 211 5550199)
    const national = guestInput();
    national.user = { ...national.user, phone: '0211 555 01 99' };
    expect((await agent.post(START, national)).json().error.message_template).toMatch(/phone number/);
  });

  it('requires the guest consents (validation.Required) and checks everything again on the server', async () => {
    const agent = await guest(t.app);
    const noConsent = await agent.post('/api/free-order/place', orderInput({ payment_method: { method_code: 'free' } }));
    expect(noConsent.statusCode).toBe(422);
    expect(noConsent.json().errors).toEqual({ create_account: ['Dieses Feld ist erforderlich'], accept_terms: ['Dieses Feld ist erforderlich'] });
    const guestNoTerms = await agent.post(START, { ...guestInput(), accept_terms: false });
    expect(guestNoTerms.statusCode).toBe(422);
    expect(guestNoTerms.json().errors.accept_terms).toEqual(['Dieses Feld ist erforderlich']);

    const tooSoon = await agent.post(START, guestInput({ pickup_time_slot: { date: '2026-11-23', time: '09:00' } }));
    expect(tooSoon.statusCode).toBe(422);
    expect(tooSoon.json().errors.pickup_time_slot).toEqual(['Die Abholung muss mindestens 75 Minuten in der Zukunft liegen']);

    const outside = await agent.post(START, guestInput({ pickup_address: { street: 'Kettwiger Straße 1', zip_code: '45127' } }));
    expect(outside.statusCode).toBe(422);
    expect(outside.json()).toMatchObject({ out_of_service_area: true, errors: { 'pickup_address.zip_code': [expect.any(String)] } });

    const badOption = await agent.post(START, guestInput({ selected_services: [O.returnKeyInPerson, 99] }));
    expect(badOption.statusCode).toBe(422);
    expect(Object.keys(badOption.json().errors)).toEqual(['selected_services']);

    const guestCode = await agent.post(START, guestInput({ discount_code: 'WELCOME10' }));
    expect(guestCode.statusCode).toBe(422);
    expect(Object.keys(guestCode.json().errors)).toEqual(['discount_code']);

    const noCsrf = await agent.post(START, guestInput(), { csrf: false });
    expect(noCsrf.statusCode).toBe(419);
  });

  it('prices the checkout from the catalogue (never from the browser) and applies a valid code of a customer', async () => {
    const customer = await login(t.app, 'customer@chargevalet.test');
    const input = orderInput({ package_id: 2, selected_services: [O.returnKeyInPerson, O.carWash], discount_code: 'welcome10' });
    const res = await customer.post(CUSTOMER_START, { ...input, estimated_grand_total: 1, grand_total: 1 });
    expect(res.statusCode).toBe(201);
    const catalog = await getCatalog(t.db);
    const expected = calculateTotals(
      catalog.pricing,
      { package_id: 2, charging_level_id: 6, selected_services: [O.returnKeyInPerson, O.carWash], is_use_fuel_card: false, car_type: 'electric' },
      { kind: 'percent', value: 10 },
    );
    const body = res.json().data;
    expect(body).toMatchObject({ provider: 'sandbox', amount: expected.grand_total, currency: 'eur', hold_expires_at: new Date(NOW.getTime() + 30 * 60_000).toISOString() });
    const [row] = await t.db.select().from(orders).where(eq(orders.id, body.order_id));
    expect(row).toMatchObject({ state: 'pending_checkout', discountCode: 'WELCOME10', estimatedGrandTotal: expected.grand_total, checkoutSessionId: body.session_id });

    const driver = await login(t.app, 'driver1@chargevalet.test');
    expect((await driver.post(CUSTOMER_START, orderInput())).statusCode).toBe(403);
    expect((await (await guest(t.app)).post(CUSTOMER_START, orderInput())).statusCode).toBe(401);
  });

  it('50 simultaneous placements for one slot with capacity 3 give exactly 3 orders', async () => {
    const slot = { date: '2026-11-27', time: '10:00' };
    const results = await Promise.all(Array.from({ length: 50 }, async () => (await guest(t.app)).post(START, guestInput({ pickup_time_slot: slot }))));
    const codes = results.map((res) => res.statusCode);
    expect(codes.filter((code) => code === 201)).toHaveLength(3);
    expect(codes.filter((code) => code === 422)).toHaveLength(47);
    expect(results.find((res) => res.statusCode === 422)!.json().errors.pickup_time_slot).toEqual([
      'Dieses Zeitfenster ist nicht mehr verfügbar. Bitte wähle ein anderes',
    ]);
    const held = await t.db
      .select({ n: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(eq(orders.pickupSlot, new Date('2026-11-27T09:00:00.000Z')), sql`${orders.state} <> 'cancelled'`));
    expect(Number(held[0]!.n)).toBe(3);
  });

  it('completes a sandbox checkout once: double completion gives one confirmed order and one mail; the guest gets an account', async () => {
    const agent = await guest(t.app);
    const input = guestInput({ pickup_time_slot: { date: '2026-11-28', time: '11:00' }, return_time_slot: { date: '2026-11-28', time: '15:00' } });
    agent.cookies.set('locale', 'en');
    const started = (await agent.post(START, input)).json().data;
    expect(started.provider).toBe('sandbox');
    expect(started.client_secret).toMatch(/^sbx_secret_/);

    expect((await complete(agent, started.session_id)).statusCode).toBe(409); // not paid yet
    const dialog = await agent.get(`/api/payment/sandbox/${started.session_id}`);
    expect(dialog.json().data).toMatchObject({ status: 'open', amount: started.amount, order_identity: started.order_identity, test_mode: true });
    expect((await pay(agent, started.session_id, 'wrong', '4242 4242 4242 4242')).statusCode).toBe(404);
    expect((await pay(agent, started.session_id, started.client_secret, '4111 1111 1111 1111')).statusCode).toBe(422);
    const paid = await pay(agent, started.session_id, started.client_secret, '4242 4242 4242 4242');
    expect(paid.json()).toEqual({ data: { session_id: started.session_id, status: 'authorized' } });
    expect((await pay(agent, started.session_id, started.client_secret, '4000 0000 0000 0002')).statusCode).toBe(409);

    const [first, second] = await Promise.all([complete(agent, started.session_id), complete(agent, started.session_id)]);
    expect([first!.statusCode, second!.statusCode]).toEqual([200, 200]);
    const orderA = first!.json().data as Order;
    const orderB = second!.json().data as Order;
    expect(orderA.id).toBe(started.order_id);
    expect(orderB.id).toBe(started.order_id);
    expect(orderA).toMatchObject({ state: 'created', payment_method: { method_code: 'card', status: 'authorized' }, return_time_slot: { date_time: '2026-11-28T14:00:00.000Z' } });
    expect(first!.json().error).toBeUndefined();
    const third = await complete(agent, started.session_id);
    expect(third.json().data.state).toBe('created');
    // Anyone else holding the session id (it travels in the return URL) learns the state, not the order.
    expect((await complete(await guest(t.app), started.session_id)).json()).toEqual({ data: { state: 'created' } });
    expect((await complete(await login(t.app, 'customer@chargevalet.test'), started.session_id)).json()).toEqual({ data: { state: 'created' } });

    const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row!.statusHistory.map((entry) => entry.state)).toEqual(['pending_checkout', 'created']);
    expect(row!.holdExpiresAt).toBeNull();

    // The guest's account: a customer without a password, linked to the order.
    const [account] = await t.db.select().from(users).where(eq(users.email, input.user.email));
    expect(account).toMatchObject({ role: 'customer', passwordHash: null, locale: 'en' });
    expect(row!.customerId).toBe(account!.id);

    await t.app.jobs.drain();
    const mails = await mailsTo(input.user.email);
    const confirmations = mails.filter((mail) => mail.template === 'order-confirmation');
    expect(confirmations).toHaveLength(1);
    expect(confirmations[0]!.subject).toBe(`Your ChargeValet order ${started.order_identity}`);
    expect(confirmations[0]!.attachments[0]!.content).toContain('SUMMARY:ChargeValet: car return');
    // …and one link to choose a password for the new account, in English
    const setup = mails.filter((mail) => mail.template === 'password-setup');
    expect(setup).toHaveLength(1);
    expect(setup[0]!.subject).toBe('Your ChargeValet account: set your password');
    expect(setup[0]!.text).toMatch(/reset-password\?token=[^&\s]+&email=[^&\s]+&setup=1/);

    const totals = await agent.get(`/api/totals/${started.order_id}`);
    expect(totals.json()).toEqual({ data: { electricity_total: orderA.estimated_electricity_total, service_total: orderA.estimated_service_total, grand_total: orderA.estimated_grand_total } });
    expect((await (await guest(t.app)).get(`/api/totals/${started.order_id}`)).statusCode).toBe(404);
  });

  it('"as soon as ready" takes the first return slot with a driver left when the expected one is full', async () => {
    const ids = await driverIds(t.db);
    const input = guestInput({ pickup_time_slot: { date: '2026-12-03', time: '09:00' } });
    const expected = expectedReturnSlot(input as OrderRequest, (await getCatalog(t.db)).pricing)!.instant;
    const next = new Date(expected.getTime() + 30 * 60_000);
    // every driver is blocked at the expected return and at the slot after it
    for (const id of ids) {
      await blockSlot(t.db, id, expected);
      await blockSlot(t.db, id, next);
    }
    const res = await (await guest(t.app)).post(START, input);
    expect(res.statusCode).toBe(201);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, res.json().data.order_id));
    expect(row!.returnSlot.toISOString()).toBe(new Date(next.getTime() + 30 * 60_000).toISOString());
  });

  it('a declined card cancels the order with an error template and releases the slot', async () => {
    const ids = await driverIds(t.db);
    const slot = new Date('2026-11-30T09:00:00.000Z'); // 10:00 Berlin
    await blockSlot(t.db, ids[0]!, slot);
    await blockSlot(t.db, ids[1]!, slot);
    const agent = await guest(t.app);
    const input = guestInput({ pickup_time_slot: { date: '2026-11-30', time: '10:00' } });
    const started = (await agent.post(START, input)).json().data;
    // capacity 1, held: a second placement is refused
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-11-30', time: '10:00' } }))).statusCode).toBe(422);

    await pay(agent, started.session_id, started.client_secret, '4000000000000002');
    const res = await complete(agent, started.session_id);
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'cancelled', payment_method: { status: 'declined' } });
    expect(res.json().error.message_template).toMatch(/abgelehnt/);
    const [account] = await t.db.select().from(users).where(eq(users.email, input.user.email));
    expect(account).toBeUndefined();
    await t.app.jobs.drain();
    expect(await mailsTo(input.user.email)).toEqual([]);
    // released: the slot takes an order again
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-11-30', time: '10:00' } }))).statusCode).toBe(201);
  });

  it('an abandoned checkout releases its slot through the job enqueued for hold_expires_at', async () => {
    const ids = await driverIds(t.db);
    const slot = new Date('2026-12-01T13:00:00.000Z'); // 14:00 Berlin
    await blockSlot(t.db, ids[0]!, slot);
    await blockSlot(t.db, ids[1]!, slot);
    const agent = await guest(t.app);
    const pickup = { date: '2026-12-01', time: '14:00' };
    const started = (await agent.post(START, guestInput({ pickup_time_slot: pickup }))).json().data;
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(422);

    // Due jobs only: the release waits for its runAt.
    await t.app.jobs.drain();
    let [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row!.state).toBe('pending_checkout');

    // 31 minutes later: the hold is over (capacity free again even before the job) and the job cancels the order.
    setClock(t.app, new Date(NOW.getTime() + 31 * 60_000));
    await t.app.jobs.drain({ includeFuture: true });
    [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row).toMatchObject({ state: 'cancelled', paymentStatus: 'expired', holdExpiresAt: null });
    const [session] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, started.session_id));
    expect(session!.status).toBe('expired');
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(201);
    // paying the released session afterwards changes nothing
    expect((await pay(agent, started.session_id, started.client_secret, '4242424242424242')).statusCode).toBe(409);
  });

  it('a checkout whose hold ran out frees its slot at once, before its release job has run', async () => {
    const ids = await driverIds(t.db);
    const slot = new Date('2026-12-02T13:00:00.000Z'); // 14:00 Berlin
    await blockSlot(t.db, ids[0]!, slot);
    await blockSlot(t.db, ids[1]!, slot);
    const pickup = { date: '2026-12-02', time: '14:00' };
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(201);
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(422);
    setClock(t.app, new Date(NOW.getTime() + 31 * 60_000)); // no drain: the release job has not run
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(201);
    expect((await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: pickup }))).statusCode).toBe(422);
  });

  it('keeps the precomputed slot_holds equal to a recount of the holding orders (assignment and cancellation too)', async () => {
    const recount = async () => {
      const rows = await t.db.execute(sql`
        select coalesce(h.slot_start, c.slot) as slot, coalesce(h.held, 0)::int as held, coalesce(c.n, 0)::int as n
        from slot_holds h full join (
          select slot, count(*)::int as n from (
            select pickup_slot as slot from orders where driver_id is null and state in ('pending_checkout', 'created')
            union all select return_slot from orders where driver_id is null and state in ('pending_checkout', 'created')
          ) x group by slot
        ) c on c.slot = h.slot_start
        where coalesce(h.held, 0) <> coalesce(c.n, 0)`);
      return (rows as unknown as { rows: unknown[] }).rows;
    };
    expect(await recount()).toEqual([]);
    const agent = await guest(t.app);
    const started = (await agent.post(START, guestInput({ pickup_time_slot: { date: '2026-12-02', time: '09:00' } }))).json().data;
    const heldAt = async (iso: string) =>
      Number(((await t.db.execute(sql`select held from slot_holds where slot_start = ${iso}::timestamptz`)) as unknown as { rows: { held: number }[] }).rows[0]?.held ?? 0);
    expect(await heldAt('2026-12-02T08:00:00Z')).toBe(1);
    // a manager assigns a driver (the order no longer holds unassigned capacity), then cancels another order
    const [driver] = await driverIds(t.db);
    await t.db.update(orders).set({ driverId: driver!, state: 'assigned' }).where(eq(orders.id, started.order_id));
    const [other] = await t.db.select().from(orders).where(eq(orders.state, 'created')).limit(1);
    await t.db.update(orders).set({ state: 'cancelled' }).where(eq(orders.id, other!.id));
    expect(await recount()).toEqual([]);
    expect(await heldAt('2026-12-02T08:00:00Z')).toBe(0);
  });

  it('GET /api/payment/config names the sandbox without a Stripe key', async () => {
    const res = await t.app.inject({ method: 'GET', url: '/api/payment/config' });
    expect(res.json()).toEqual({ provider: 'sandbox', publishable_key: null });
  });
});

// A card checkout decides first from the schedule this instance read within SLOTS_CACHE_MS, then claims its slots
// (lock + capacity re-check) in the insert itself; a claim that fails, or a refusal, goes the locked way.
describe(`placing card checkouts from a cached schedule [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '600000' } });
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const pickup = (time: string) => ({ pickup_time_slot: { date: '2026-11-25', time } });
  const holding = async (slot: string) =>
    (await t.db.select({ id: orders.id }).from(orders).where(and(eq(orders.pickupSlot, new Date(slot)), sql`${orders.state} <> 'cancelled'`))).length;

  it('a checkout start is one statement: the session, the limits, the pending checkouts, the claim and the insert (issue 33)', async () => {
    // every statement the API sends goes through its database handle's client (a node-postgres pool or PGlite)
    const client = (t.db as unknown as { session: { client: { query: (...args: unknown[]) => unknown } } }).session.client;
    const sent = jest.spyOn(client, 'query');
    try {
      // a day of its own: its slots stay free for the tests below
      const res = await (await guest(t.app)).post(START, guestInput({ pickup_time_slot: { date: '2026-11-26', time: '12:00' } }));
      expect(res.statusCode).toBe(201);
      const texts = sent.mock.calls.map(([query]) => (typeof query === 'string' ? query : (query as { text: string }).text));
      const ofCheckout = texts.filter((text) => /rate_limits|cv_slot_claim|insert into "orders"/.test(text));
      expect(ofCheckout).toHaveLength(1);
      for (const part of ['insert into sessions', 'insert into rate_limits', 'cv_slot_claim', 'insert into "orders"', 'insert into "jobs"']) expect(ofCheckout[0]).toContain(part);
      expect(await holding('2026-11-26T11:00:00Z')).toBe(1);
    } finally {
      sent.mockRestore();
    }
  });

  it('a schedule that still shows a slot free never overbooks it: the claim finds it full and the answer is the refusal', async () => {
    const ids = await driverIds(t.db);
    await blockSlot(t.db, ids[0]!, new Date('2026-11-25T09:00:00Z'));
    await blockSlot(t.db, ids[1]!, new Date('2026-11-25T09:00:00Z'));
    const agent = await guest(t.app);
    expect((await agent.post(START, guestInput(pickup('10:00')))).statusCode).toBe(201);
    // the cached schedule was read before that order: it still shows one driver free at 10:00
    const second = await (await guest(t.app)).post(START, guestInput(pickup('10:00')));
    expect(second.statusCode).toBe(422);
    expect(second.json().errors.pickup_time_slot).toEqual(['Dieses Zeitfenster ist nicht mehr verfügbar. Bitte wähle ein anderes']);
    expect(await holding('2026-11-25T09:00:00Z')).toBe(1);
  });

  it('a schedule that still shows a slot full does not refuse it once it is free again', async () => {
    const ids = await driverIds(t.db);
    await blockSlot(t.db, ids[0]!, new Date('2026-11-25T13:00:00Z'));
    await blockSlot(t.db, ids[1]!, new Date('2026-11-25T13:00:00Z'));
    const agent = await guest(t.app);
    const first = (await agent.post(START, guestInput(pickup('14:00')))).json().data;
    t.app.booking.schedules.invalidate(); // read again now: 14:00 is full
    expect((await (await guest(t.app)).post(START, guestInput(pickup('14:00')))).statusCode).toBe(422);
    await cancelPendingOrder(t.app, first.order_id, 'voided');
    // the cached schedule still shows 14:00 full
    expect((await (await guest(t.app)).post(START, guestInput(pickup('14:00')))).statusCode).toBe(201);
    expect(await holding('2026-11-25T13:00:00Z')).toBe(1);
  });

  it('a guest whose e-mail has an account gets the {log_in_link} template from the claim, and nothing is written', async () => {
    const agent = await guest(t.app);
    const taken = guestInput(pickup('16:00'));
    taken.user = { ...taken.user, email: 'Customer@ChargeValet.test' };
    const res = await agent.post(START, taken);
    expect(res.statusCode).toBe(200);
    expect(res.json().error.message_template).toMatch(/E-Mail-Adresse.*\{log_in_link\}/);
    expect(await holding('2026-11-25T15:00:00Z')).toBe(0);
  });
});
