import { eq } from 'drizzle-orm';
import { formatEuro, SANDBOX_CARDS } from '@chargevalet/contract';
import { csrf, DB_DRIVER, type TestAgent, type TestApp } from '../../test/app';
import { orders, paymentCharges, paymentSessions } from '../../db/schema';
import { guestInput, NOW, setClock, userId } from '../orders/test-fixtures';
import type { StripeFake } from './stripe-fake';
import { startPaymentTestApp, type PaymentTestApp } from './test-checkout';

jest.setTimeout(60_000);

/**
 * Money after the service (issue 13), through the manager's status call, for the sandbox and for Stripe (local
 * fake): capture within the authorisation, the difference above it off-session, declined → unpaid, free →
 * no_charge, cancellation voids, doubled requests charge once.
 */
describe.each(['sandbox', 'stripe'] as const)(`payment after the service: %s [${DB_DRIVER}]`, (provider) => {
  let app: PaymentTestApp;
  let t: TestApp;
  let fake: StripeFake | null;
  let manager: TestAgent;
  let driverId: string;
  let slot = 0;
  beforeAll(async () => {
    app = await startPaymentTestApp(provider);
    ({ t, fake, manager } = app);
    driverId = await userId(t.db, 'driver1@chargevalet.test');
  }, 120_000);
  afterAll(() => app.close());
  beforeEach(() => {
    setClock(t.app, NOW);
    if (fake) fake.declineOffSession = false;
  });

  /** A card order paid at the checkout (authorised), then taken to `returned` by its driver. */
  const returnedOrder = async (card: string = SANDBOX_CARDS.success) => {
    slot += 1;
    const agent = await csrf(t.app);
    const time = `${String(8 + (slot % 10)).padStart(2, '0')}:00`;
    const startRes = await agent.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date: `2026-11-${25 + Math.floor(slot / 10)}`, time } }));
    expect([startRes.statusCode, startRes.body]).toEqual([201, expect.any(String)]);
    const started = startRes.json().data;
    if (provider === 'sandbox') {
      await agent.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: card, expiry: '12/30', cvc: '123' });
    } else {
      fake!.completeSession(started.session_id);
    }
    await agent.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id });
    const [order] = await t.db.update(orders).set({ state: 'returned', driverId }).where(eq(orders.id, started.order_id)).returning();
    expect(order!.paymentStatus).toBe('authorized');
    return order!;
  };
  const costs = (cents: number) => ({ service_cost: Math.floor(cents / 2) / 100, electricity_cost: (cents - Math.floor(cents / 2)) / 100 });
  const enterCosts = (id: string, cents: number) => manager.post(`/api/manager/order/status/${id}`, { status: 'pending_payment', ...costs(cents), expected_state: 'returned' });
  const captured = async (sessionId: string) =>
    provider === 'sandbox'
      ? (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, sessionId)))[0]!.capturedAmount
      : fake!.intents.get(fake!.sessions.get(sessionId)!.payment_intent!)!.amount_received;
  const charges = (orderId: string) => t.db.select().from(paymentCharges).where(eq(paymentCharges.orderId, orderId));

  it('captures an actual total within the authorisation → paid, the history says who and when', async () => {
    const order = await returnedOrder();
    const res = await enterCosts(order.id, order.estimatedGrandTotal - 300);
    expect(res.statusCode).toBe(200);
    const data = res.json().data;
    expect(data).toMatchObject({ state: 'paid', grand_total: order.estimatedGrandTotal - 300 });
    expect(data.status_history.slice(-2).map((entry: { state: string; actor: { role: string } }) => [entry.state, entry.actor.role])).toEqual([
      ['pending_payment', 'manager'],
      ['paid', 'system'],
    ]);
    expect(await captured(order.checkoutSessionId!)).toBe(order.estimatedGrandTotal - 300);
    expect(await charges(order.id)).toEqual([]);
    const totals = (await manager.get(`/api/manager/order/${order.id}/totals`)).json().data;
    expect(totals).toMatchObject({ grand_total: order.estimatedGrandTotal - 300, paid_total: order.estimatedGrandTotal - 300 });
  });

  it('above the authorisation: captures all of it and charges the difference to the saved card, once', async () => {
    const order = await returnedOrder();
    // within the 20 % tolerance: no confirmation needed
    const difference = Math.floor(order.estimatedGrandTotal * 0.15);
    const total = order.estimatedGrandTotal + difference;
    const res = await enterCosts(order.id, total);
    expect(res.json().data.state).toBe('paid');
    expect(await captured(order.checkoutSessionId!)).toBe(order.estimatedGrandTotal);
    expect(await charges(order.id)).toEqual([expect.objectContaining({ idempotencyKey: `difference:${order.id}`, amount: difference, status: 'succeeded' })]);
    if (fake) {
      const creates = fake.requests.filter((request) => request.path === '/v1/payment_intents');
      expect(creates.at(-1)).toMatchObject({ idempotencyKey: `difference:${order.id}`, params: expect.objectContaining({ amount: String(difference), off_session: 'true', confirm: 'true' }) });
    }
    expect((await manager.get(`/api/manager/order/${order.id}/totals`)).json().data.paid_total).toBe(total);
  });

  it('costs more than 20 % above the estimate: 409 above_estimate with both amounts, nothing charged, until confirmed', async () => {
    const order = await returnedOrder();
    const estimate = order.estimatedGrandTotal;
    const within = Math.floor(estimate * 1.2);
    const above = within + 1;
    expect((await manager.get(`/api/manager/order/${order.id}/totals`)).json().data).toMatchObject({ authorized_total: estimate, estimate_tolerance_percent: 20 });
    for (const [locale, message] of [
      ['de', `Die Summe von ${formatEuro(above, 'de')} liegt mehr als 20 % über der Schätzung von ${formatEuro(estimate, 'de')}. Bitte bestätige den Betrag`],
      ['en', `The total of ${formatEuro(above, 'en')} is more than 20 % above the estimate of ${formatEuro(estimate, 'en')}. Please confirm the amount`],
    ] as const) {
      manager.cookies.set('locale', locale);
      const res = await enterCosts(order.id, above);
      manager.cookies.delete('locale');
      expect([res.statusCode, res.json()]).toEqual([409, { message, code: 'above_estimate', estimate, total: above, tolerance_percent: 20 }]);
    }
    const [unchanged] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect([unchanged!.state, unchanged!.paymentStatus, unchanged!.grandTotal]).toEqual(['returned', 'authorized', null]);
    expect(await charges(order.id)).toEqual([]);
    if (fake) expect(fake.intents.get(fake.sessions.get(order.checkoutSessionId!)!.payment_intent!)!.amount_received ?? 0).toBe(0);
    // confirmed: charged as entered
    const confirmed = await manager.post(`/api/manager/order/status/${order.id}`, { status: 'pending_payment', ...costs(above), expected_state: 'returned', confirm_above_estimate: true });
    expect(confirmed.json().data).toMatchObject({ state: 'paid', grand_total: above });
    expect(await charges(order.id)).toEqual([expect.objectContaining({ amount: above - estimate, status: 'succeeded' })]);
  });

  it('at the tolerance exactly no confirmation is needed; each cost is at most 1,000 € (translated 422)', async () => {
    const order = await returnedOrder();
    const within = Math.floor(order.estimatedGrandTotal * 1.2);
    const tooMuch = await manager.post(`/api/manager/order/status/${order.id}`, { status: 'pending_payment', service_cost: 1873, electricity_cost: 0, confirm_above_estimate: true });
    expect([tooMuch.statusCode, tooMuch.json().errors]).toEqual([422, { service_cost: ['Bitte gib höchstens 1.000 € je Kostenposition ein'] }]);
    expect((await enterCosts(order.id, within)).json().data).toMatchObject({ state: 'paid', grand_total: within });
  });

  it('a declined charge → unpaid with the reason in the history', async () => {
    if (fake) fake.declineOffSession = true;
    const order = await returnedOrder(SANDBOX_CARDS.laterChargeDeclined);
    const res = await enterCosts(order.id, order.estimatedGrandTotal + 500);
    const data = res.json().data;
    expect(data.state).toBe('unpaid');
    expect(data.status_history.at(-1)).toMatchObject({ state: 'unpaid', actor: { role: 'system' }, reason: 'difference_declined' });
    expect(await charges(order.id)).toEqual([expect.objectContaining({ status: 'failed' })]);
  });

  it('doubled requests charge once: one change wins, the other gets 409', async () => {
    const order = await returnedOrder();
    const answers = await Promise.all([enterCosts(order.id, order.estimatedGrandTotal + 100), enterCosts(order.id, order.estimatedGrandTotal + 100)]);
    expect(answers.map((res) => res.statusCode).sort()).toEqual([200, 409]);
    expect(await charges(order.id)).toHaveLength(1);
    if (fake) expect(fake.requests.filter((request) => request.idempotencyKey === `difference:${order.id}`)).toHaveLength(1);
    // a retry after the fact: 409 with the paid order, nothing charged again
    const retry = await enterCosts(order.id, order.estimatedGrandTotal + 100);
    expect(retry.statusCode).toBe(409);
    expect(retry.json().data.state).toBe('paid');
    expect(await charges(order.id)).toHaveLength(1);
  });

  it('free orders go returned → no_charge; a cancellation voids the authorisation', async () => {
    const free = await returnedOrder();
    await t.db.update(orders).set({ isFree: true }).where(eq(orders.id, free.id));
    expect((await manager.post(`/api/manager/order/status/${free.id}`, { status: 'pending_payment', ...costs(100) })).statusCode).toBe(422);
    expect((await manager.post(`/api/manager/order/status/${free.id}`, { status: 'no_charge' })).json().data.state).toBe('no_charge');

    const order = await returnedOrder();
    await t.db.update(orders).set({ state: 'created', driverId: null }).where(eq(orders.id, order.id));
    const res = await manager.post(`/api/manager/order/status/${order.id}`, { status: 'cancelled' });
    expect(res.json().data).toMatchObject({ state: 'cancelled', payment_method: { status: 'voided' } });
    if (fake) expect(fake.intents.get(fake.sessions.get(order.checkoutSessionId!)!.payment_intent!)!.status).toBe('canceled');
    else expect((await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, order.checkoutSessionId!)))[0]!.status).toBe('cancelled');
  });
});
