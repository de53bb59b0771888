import { eq } from 'drizzle-orm';
import { createTestApp, csrf, DB_DRIVER, type TestApp } from '../../test/app';
import { orders, paymentSessions } from '../../db/schema';
import { guestInput, NOW, setClock } from '../orders/test-fixtures';
import { captureOrderPayment, voidOrderPayment } from './order-payments';

jest.setTimeout(60_000);

describe(`capturing and voiding an order's authorisation [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp({ env: { SLOTS_CACHE_MS: '0' } });
  }, 120_000);
  afterAll(() => t.close(), 60_000);
  beforeEach(() => setClock(t.app, NOW));

  const confirmedOrder = async (time: string) => {
    const agent = await csrf(t.app);
    const started = (await agent.post('/api/guest/payment/stripe/start-checkout/embedded', guestInput({ pickup_time_slot: { date: '2026-11-26', time } }))).json().data;
    await agent.post(`/api/payment/sandbox/${started.session_id}/pay`, { client_secret: started.client_secret, card_number: '4242424242424242', expiry: '12/30', cvc: '123' });
    await agent.post(`/api/payment/stripe/complete-checkout/${started.session_id}`, { session_id: started.session_id });
    const [order] = await t.db.select().from(orders).where(eq(orders.id, started.order_id));
    expect(order!.paymentStatus).toBe('authorized');
    return order!;
  };
  const sessionOf = async (id: string) => (await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, id)))[0]!;

  it('captures the actual total (at most the authorisation), once', async () => {
    const order = await confirmedOrder('09:00');
    expect(await captureOrderPayment(t.app, order, order.estimatedGrandTotal - 250)).toBe('captured');
    expect(await sessionOf(order.checkoutSessionId!)).toMatchObject({ status: 'captured', capturedAmount: order.estimatedGrandTotal - 250 });
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.paymentStatus).toBe('captured');
    expect(await captureOrderPayment(t.app, after!, 1)).toBe('captured');
    expect((await sessionOf(order.checkoutSessionId!)).capturedAmount).toBe(order.estimatedGrandTotal - 250);

    const more = await confirmedOrder('10:00');
    expect(await captureOrderPayment(t.app, more, more.estimatedGrandTotal + 10_000)).toBe('captured');
    expect((await sessionOf(more.checkoutSessionId!)).capturedAmount).toBe(more.estimatedGrandTotal);
  });

  it('voids the authorisation of a cancelled order; nothing to capture afterwards', async () => {
    const order = await confirmedOrder('11:00');
    await voidOrderPayment(t.app, order);
    expect((await sessionOf(order.checkoutSessionId!)).status).toBe('cancelled');
    const [after] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    expect(after!.paymentStatus).toBe('voided');
    expect(await captureOrderPayment(t.app, after!)).toBe('nothing_to_capture');
  });
});
