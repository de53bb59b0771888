import Stripe from 'stripe';
import { eq } from 'drizzle-orm';
import type { Order } from '@chargevalet/contract';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { orders, paymentSessions } from '../../db/schema';
import { guestInput, NOW, setClock } from '../orders/test-fixtures';
import { StripeFake } from './stripe-fake';
import { stripeFakeEnv } from './test-checkout';

const START = '/api/guest/payment/stripe/start-checkout/embedded';
const WEBHOOK_SECRET = 'whsec_test_chargevalet';

// Under a loaded machine a fresh app (and a new database template) takes longer than jest's default 5 s.
jest.setTimeout(60_000);

describe(`Stripe adapter against a local fake of the Stripe API [${DB_DRIVER}]`, () => {
  let fake: StripeFake;
  let t: TestApp;
  let stripe: Stripe;
  beforeAll(async () => {
    fake = await new StripeFake().start();
    t = await createTestApp({
      env: {
        SLOTS_CACHE_MS: '0',
        ...stripeFakeEnv(fake, WEBHOOK_SECRET),
        CHECKOUT_LIMIT_CARD: '5',
      },
    });
    stripe = t.app.booking.stripe!;
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await fake.stop();
  });
  beforeEach(() => setClock(t.app, NOW));

  const start = async (time: string) => {
    const agent = await csrf(t.app);
    const res = await agent.post(START, guestInput({ pickup_time_slot: { date: '2026-11-25', time } }));
    expect(res.statusCode).toBe(201);
    return { agent, started: res.json().data as { session_id: string; client_secret: string; order_id: string; amount: number; provider: string } };
  };

  const webhook = (payload: string, header: string) =>
    t.app.inject({ method: 'POST', url: '/api/payment/stripe/webhook', payload, headers: { 'content-type': 'application/json', 'stripe-signature': header } });

  it('serves the publishable key and creates an Embedded Checkout session authorising the estimate (manual capture)', async () => {
    expect((await t.app.inject({ method: 'GET', url: '/api/payment/config' })).json()).toEqual({ provider: 'stripe', publishable_key: 'pk_test_chargevalet' });
    const { started } = await start('09:00');
    expect(started.provider).toBe('stripe');
    const created = fake.requests.find((request) => request.method === 'POST' && request.path === '/v1/checkout/sessions')!;
    expect(created.authorization).toBe('Bearer sk_test_chargevalet');
    expect(created.idempotencyKey).toBe(`checkout-${started.order_id}`);
    expect(created.params).toMatchObject({
      ui_mode: 'embedded_page',
      mode: 'payment',
      'payment_intent_data[capture_method]': 'manual',
      'line_items[0][price_data][unit_amount]': String(started.amount),
      'line_items[0][price_data][currency]': 'eur',
      'metadata[order_id]': started.order_id,
      client_reference_id: started.order_id,
      return_url: expect.stringContaining('/book-a-service/payment-method?session_id={CHECKOUT_SESSION_ID}'),
    });
    expect(started.session_id).toMatch(/^cs_test_/);
    expect(started.client_secret).toBe(fake.sessions.get(started.session_id)!.client_secret);
    const [row] = await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, started.session_id));
    expect(row).toMatchObject({ provider: 'stripe', orderId: started.order_id, amount: started.amount, status: 'open' });
  });

  it('retrieves the session: open → 409, authorised → order created; captures part of the authorisation', async () => {
    const { agent, started } = await start('10:00');
    const completeUrl = `/api/payment/stripe/complete-checkout/${started.session_id}`;
    expect((await agent.post(completeUrl, { session_id: started.session_id })).statusCode).toBe(409);
    fake.completeSession(started.session_id);
    const res = await agent.post(completeUrl, { session_id: started.session_id });
    expect(res.statusCode).toBe(200);
    expect((res.json().data as Order).state).toBe('created');
    expect(fake.requests.some((request) => request.method === 'GET' && request.path === `/v1/checkout/sessions/${started.session_id}`)).toBe(true);

    await t.app.booking.provider.capture(started.session_id, started.amount - 100);
    const intent = fake.intents.get(fake.sessions.get(started.session_id)!.payment_intent!)!;
    expect(intent).toMatchObject({ status: 'succeeded', amount_received: started.amount - 100 });
    await expect(t.app.booking.provider.capture(started.session_id, 1)).rejects.toThrow(/nothing to capture/);
  });

  it('cancel expires an open session and voids an authorisation', async () => {
    const open = await start('11:00');
    await t.app.booking.provider.cancel(open.started.session_id);
    expect(fake.sessions.get(open.started.session_id)!.status).toBe('expired');
    expect(await t.app.booking.provider.retrieve(open.started.session_id)).toEqual({ status: 'declined', amount: 0, reason: 'expired' });

    const paid = await start('11:30');
    fake.completeSession(paid.started.session_id);
    expect(await t.app.booking.provider.retrieve(paid.started.session_id)).toEqual({ status: 'authorized', amount: paid.started.amount, cardFingerprint: 'fp_fake_4242' });
    await t.app.booking.provider.cancel(paid.started.session_id);
    expect(fake.intents.get(fake.sessions.get(paid.started.session_id)!.payment_intent!)!.status).toBe('canceled');
  });

  it("counts a card's checkouts by the PaymentMethod's card.fingerprint: the sixth in 10 minutes is cancelled and its authorisation voided", async () => {
    const answers: { started: { session_id: string }; res: Awaited<ReturnType<typeof t.app.inject>> }[] = [];
    for (const time of ['14:00', '14:30', '15:00', '15:30', '16:00', '16:30']) {
      const { agent, started } = await start(time);
      fake.completeSession(started.session_id, { fingerprint: 'fp_one_card' });
      answers.push({ started, res: await agent.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id }) });
    }
    expect(answers.map(({ res }) => (res.json().data as Order).state)).toEqual(['created', 'created', 'created', 'created', 'created', 'cancelled']);
    expect(answers[5]!.res.json().error.message_template).toMatch(/^Mit dieser Karte .* in 10 Minuten erneut/);
    expect(fake.intents.get(fake.sessions.get(answers[5]!.started.session_id)!.payment_intent!)!.status).toBe('canceled');
    expect(fake.requests.some((request) => request.path === `/v1/checkout/sessions/${answers[0]!.started.session_id}` && Object.values(request.params).includes('payment_intent.payment_method'))).toBe(true);
  });

  it('accepts a webhook signed with the endpoint secret (order confirmed once) and refuses a forged one', async () => {
    const { started } = await start('12:00');
    fake.completeSession(started.session_id);
    const event = { id: 'evt_test_1', object: 'event', type: 'checkout.session.completed', data: { object: { id: started.session_id, object: 'checkout.session' } } };
    const payload = JSON.stringify(event);

    const forged = stripe.webhooks.generateTestHeaderString({ payload, secret: 'whsec_someone_else' });
    expect((await webhook(payload, forged)).statusCode).toBe(400);
    const tampered = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    expect((await webhook(payload.replace('evt_test_1', 'evt_test_2'), tampered)).statusCode).toBe(400);
    expect((await webhook(payload, '')).statusCode).toBe(400);
    let [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row!.state).toBe('pending_checkout');

    const header = stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET });
    const accepted = await webhook(payload, header);
    expect(accepted.statusCode).toBe(200);
    expect(accepted.json()).toEqual({ received: true });
    [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row).toMatchObject({ state: 'created', paymentStatus: 'authorized' });
    // Delivered again: no second effect.
    expect((await webhook(payload, header)).statusCode).toBe(200);
    [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row!.statusHistory.map((entry) => entry.state)).toEqual(['pending_checkout', 'created']);
  });

  it('an expired-session webhook releases the pending order', async () => {
    const { started } = await start('13:00');
    await stripe.checkout.sessions.expire(started.session_id);
    const payload = JSON.stringify({ id: 'evt_test_expired', object: 'event', type: 'checkout.session.expired', data: { object: { id: started.session_id, object: 'checkout.session' } } });
    const res = await webhook(payload, stripe.webhooks.generateTestHeaderString({ payload, secret: WEBHOOK_SECRET }));
    expect(res.statusCode).toBe(200);
    const [row] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(row).toMatchObject({ state: 'cancelled', paymentStatus: 'expired' });
  });
});
