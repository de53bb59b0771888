import { eq } from 'drizzle-orm';
import { formatEuro, SANDBOX_CARDS } from '@chargevalet/contract';
import { invoices, orders, users } from '../../db/schema';
import { hashPassword } from '../../lib/passwords';
import { DB_DRIVER, DEMO_PASSWORD, login, type TestAgent, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';
import type { TestSmtp } from '../../test/smtp';
import { NOW, setClock } from '../orders/test-fixtures';
import type { StripeFake } from './stripe-fake';
import { costsOf, returnedCardOrder, startPaymentTestApp, type PaymentTestApp } from './test-checkout';

jest.setTimeout(60_000);

/** Recovering `unpaid` (issue 30): the mail with the open amount, the customer's checkout for it, the manager's resend. */
describe.each(['sandbox', 'stripe'] as const)(`open amount of an unpaid order: %s [${DB_DRIVER}]`, (provider) => {
  let app: PaymentTestApp;
  let t: TestApp;
  let smtp: TestSmtp;
  let fake: StripeFake | null;
  let manager: TestAgent;
  beforeAll(async () => {
    app = await startPaymentTestApp(provider, { mail: true, env: { PUBLIC_URL: 'http://cv.example.test' } });
    ({ t, fake, manager } = app);
    smtp = app.smtp!;
  }, 120_000);
  afterAll(() => app.close());
  beforeEach(() => setClock(t.app, NOW));

  /** The customer pays at the checkout: the sandbox's test-mode dialog with `card`, or Stripe's (the fake completes it; `card` declined: left open). */
  const pay = async (customer: TestAgent, checkout: { session_id: string; client_secret: string }, card: string = SANDBOX_CARDS.success) => {
    if (fake) {
      if (card === SANDBOX_CARDS.success) fake.completeSession(checkout.session_id);
      else fake.sessions.get(checkout.session_id)!.status = 'expired';
      return;
    }
    await customer.post(`/api/payment/sandbox/${checkout.session_id}/pay`, { client_secret: checkout.client_secret, card_number: card, expiry: '12/30', cvc: '123' });
  };

  /** A card order whose difference above the authorisation was declined, and its customer signed in. */
  const unpaidOrder = async () => {
    if (fake) fake.declineOffSession = true;
    const order = await returnedCardOrder(t, { card: SANDBOX_CARDS.laterChargeDeclined, checkout: fake ? (sessionId) => void fake!.completeSession(sessionId) : undefined });
    const res = await manager.post(`/api/manager/order/status/${order.id}`, { status: 'pending_payment', ...costsOf(order.estimatedGrandTotal + 900), confirm_above_estimate: true });
    if (fake) fake.declineOffSession = false;
    expect(res.json().data).toMatchObject({ state: 'unpaid', open_amount: 900, paid_total: order.estimatedGrandTotal });
    await t.db.update(users).set({ passwordHash: await hashPassword(DEMO_PASSWORD) }).where(eq(users.id, order.customerId!));
    return { order, customer: await login(t.app, order.customerEmail) };
  };

  it('unpaid: the customer is mailed the open amount; paying it at a checkout makes the order paid with its invoice', async () => {
    const { order, customer } = await unpaidOrder();
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.subject === `Offener Betrag zu deiner Bestellung ${order.identity}`);
    expect(mail.text).toContain(`Offen sind noch ${formatEuro(900, 'de')}.`);
    expect(mail.text).toContain(`http://cv.example.test/orders/${order.id}`);
    expect((await customer.get(`/api/customer/order/${order.id}`)).json().data.open_amount).toBe(900);

    const started = await customer.post(`/api/customer/order/${order.id}/open-amount/checkout`);
    expect(started.statusCode).toBe(201);
    const checkout = started.json().data;
    expect(checkout).toMatchObject({ provider, amount: 900 });
    if (fake) {
      // Stripe sends the customer back to the order's page (not the booking wizard's), which completes the checkout
      const created = fake.requests.filter((r) => r.method === 'POST' && r.path === '/v1/checkout/sessions').at(-1)!;
      expect(created.params.return_url).toBe(`http://cv.example.test/orders/${order.id}?session_id={CHECKOUT_SESSION_ID}`);
    }
    // not paid yet: 409
    expect((await customer.post(`/api/customer/order/${order.id}/open-amount/complete`, { session_id: checkout.session_id })).statusCode).toBe(409);
    await pay(customer, checkout);
    const done = await customer.post(`/api/customer/order/${order.id}/open-amount/complete`, { session_id: checkout.session_id });
    expect(done.statusCode).toBe(200);
    expect(done.json().data).toMatchObject({ state: 'paid', open_amount: 0, paid_total: order.estimatedGrandTotal + 900 });
    // again: the same answer, one invoice
    expect((await customer.post(`/api/customer/order/${order.id}/open-amount/complete`, { session_id: checkout.session_id })).json().data.state).toBe('paid');
    const docs = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    expect(docs.map((doc) => [doc.kind, doc.gross])).toEqual([['invoice', order.estimatedGrandTotal + 900]]);
    await t.app.jobs.drain();
    const paidMail = await smtp.waitFor((m) => m.subject === `Deine Rechnung für ${order.identity}`);
    expect(await pdfText(new Uint8Array(paidMail.parsed.attachments[0]!.content))).toContain(docs[0]!.number);
    // nothing open any more
    const again = await customer.post(`/api/customer/order/${order.id}/open-amount/checkout`);
    expect([again.statusCode, again.json().message]).toEqual([422, 'Bei diesem Auftrag ist nichts offen']);
  });

  it('the manager resends the link (202, a mail); nothing open 422; another customer 404, a declined checkout 422', async () => {
    const { order, customer } = await unpaidOrder();
    await t.app.jobs.drain();
    const before = smtp.messages.filter((m) => m.subject === `Offener Betrag zu deiner Bestellung ${order.identity}`).length;
    const resend = await manager.post(`/api/manager/order/${order.id}/payment-link`);
    expect([resend.statusCode, resend.json().message]).toEqual([202, 'Der Zahlungslink wurde an den Kunden geschickt']);
    await t.app.jobs.drain();
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect(smtp.messages.filter((m) => m.subject === `Offener Betrag zu deiner Bestellung ${order.identity}`).length).toBe(before + 1);
    expect((await (await login(t.app, 'customer@chargevalet.test')).post(`/api/customer/order/${order.id}/open-amount/checkout`)).statusCode).toBe(404);
    const checkout = (await customer.post(`/api/customer/order/${order.id}/open-amount/checkout`)).json().data;
    await pay(customer, checkout, SANDBOX_CARDS.declined);
    expect((await customer.post(`/api/customer/order/${order.id}/open-amount/complete`, { session_id: checkout.session_id })).statusCode).toBe(422);
    expect((await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!.state).toBe('unpaid');
    const paid = await returnedCardOrder(t, { checkout: fake ? (sessionId) => void fake!.completeSession(sessionId) : undefined });
    await manager.post(`/api/manager/order/status/${paid.id}`, { status: 'pending_payment', ...costsOf(paid.estimatedGrandTotal) });
    expect((await manager.post(`/api/manager/order/${paid.id}/payment-link`)).statusCode).toBe(422);
  });
});
