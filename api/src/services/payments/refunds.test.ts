import { eq } from 'drizzle-orm';
import { invoices, orders, paymentSessions } from '../../db/schema';
import { csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import type { TestSmtp } from '../../test/smtp';
import { pdfText } from '../../test/pdf';
import { NOW, setClock } from '../orders/test-fixtures';
import { refundsOf } from './refunds';
import type { StripeFake } from './stripe-fake';
import { costsOf, returnedCardOrder, startPaymentTestApp, type PaymentTestApp } from './test-checkout';

jest.setTimeout(60_000);

let keyCounter = 0;
const newKey = () => `refund-key-${(keyCounter += 1)}-${Date.now()}`;

/** Refunds (issue 30) through the payment adapter, for the sandbox and for Stripe (local fake). */
describe.each(['sandbox', 'stripe'] as const)(`refunds: %s [${DB_DRIVER}]`, (provider) => {
  let app: PaymentTestApp;
  let t: TestApp;
  let fake: StripeFake | null;
  let smtp: TestSmtp;
  let manager: TestAgent;
  beforeAll(async () => {
    app = await startPaymentTestApp(provider, { mail: true });
    ({ t, fake, manager } = app);
    smtp = app.smtp!;
  }, 120_000);
  afterAll(() => app.close());
  beforeEach(() => setClock(t.app, NOW));

  /** A card order paid `above` cents above its authorisation (the difference charged off-session). */
  const paidOrder = async (above = 0) => {
    const order = await returnedCardOrder(t, { checkout: fake ? (sessionId) => void fake!.completeSession(sessionId) : undefined });
    const res = await manager.post(`/api/manager/order/status/${order.id}`, { status: 'pending_payment', ...costsOf(order.estimatedGrandTotal + above), confirm_above_estimate: true });
    expect(res.json().data.state).toBe('paid');
    return (await t.db.select().from(orders).where(eq(orders.id, order.id)))[0]!;
  };
  const refund = (id: string, body: Record<string, unknown>, key = newKey()) => manager.post(`/api/manager/order/${id}/refund`, body, { headers: { 'idempotency-key': key } });

  it('a partial refund: through the provider, refunded_total on the order, a credit note referencing the invoice, a mail with the PDF', async () => {
    const order = await paidOrder();
    const res = await refund(order.id, { amount: 1500, reason: 'Wäsche ausgefallen' });
    expect(res.statusCode).toBe(200);
    expect(res.json().data).toMatchObject({ state: 'paid', paid_total: order.paidTotal, refunded_total: 1500 });
    expect(res.json().data.status_history.at(-1)).toMatchObject({ kind: 'edited', fields: ['refunded_total'], reason: 'Wäsche ausgefallen', actor: { role: 'manager' } });
    const docs = await t.db.select().from(invoices).where(eq(invoices.orderId, order.id));
    const invoice = docs.find((doc) => doc.kind === 'invoice')!;
    const note = docs.find((doc) => doc.kind === 'credit_note')!;
    expect(note).toMatchObject({ refersTo: invoice.number, gross: 1500 });
    expect(note.number).toMatch(/^GS-2026-\d{6}$/);
    if (fake) {
      const intent = fake.sessions.get(order.checkoutSessionId!)!.payment_intent!;
      expect(fake.refunds).toEqual([expect.objectContaining({ payment_intent: intent, amount: 1500, status: 'succeeded' })]);
    } else {
      expect((await t.db.select().from(paymentSessions).where(eq(paymentSessions.id, order.checkoutSessionId!)))[0]!.refundedAmount).toBe(1500);
    }
    await t.app.jobs.drain();
    const mail = await smtp.waitFor((m) => m.subject === `Gutschrift ${note.number} zu deiner Bestellung ${order.identity}`);
    expect(mail.text).toContain(`Die Gutschrift ${note.number} zur Rechnung ${invoice.number} findest du im Anhang.`);
    const attachment = mail.parsed.attachments[0]!;
    expect(attachment.filename).toBe(`Gutschrift-${note.number}.pdf`);
    const text = (await pdfText(new Uint8Array(attachment.content))).replace(/\u00a0/g, ' ');
    for (const part of ['Gutschrift', 'Gutschriftnummer', note.number, 'Zu Rechnung', invoice.number, 'Wäsche ausgefallen', '15,00 €', 'USt 19 %', order.identity]) expect(text).toContain(part);
    // the order lists it; managers download it (drivers 403, another number 404)
    expect((await manager.get(`/api/manager/order/${order.id}`)).json().data.credit_notes).toEqual([{ number: note.number, amount: 1500, issued_at: NOW.toISOString() }]);
    const download = await manager.get(`/api/manager/order/${order.id}/credit-notes/${note.number}`);
    expect([download.statusCode, download.headers['content-disposition']]).toEqual([200, `attachment; filename="Gutschrift-${note.number}.pdf"`]);
    expect(await pdfText(new Uint8Array(download.rawPayload))).toContain(invoice.number);
    expect((await manager.get(`/api/manager/order/${order.id}/credit-notes/${invoice.number}`)).statusCode).toBe(404);
    expect((await (await login(t.app, 'driver1@chargevalet.test')).get(`/api/driver/order/${order.id}/credit-notes/${note.number}`)).statusCode).toBe(403);
  });

  it('never more than was paid: the rest is refundable, one cent more is a translated 422; a full refund of a charged difference spans both payments', async () => {
    const order = await paidOrder(700);
    expect(order.paidTotal).toBe(order.estimatedGrandTotal + 700);
    const tooMuch = await refund(order.id, { amount: order.paidTotal + 1, reason: 'zu viel' });
    expect([tooMuch.statusCode, tooMuch.json().errors.amount[0]]).toEqual([422, expect.stringMatching(/^Es können höchstens noch .+ erstattet werden$/)]);
    const first = await refund(order.id, { amount: order.paidTotal - 100, reason: 'Kulanz' });
    expect(first.json().data.refunded_total).toBe(order.paidTotal - 100);
    manager.cookies.set('locale', 'en');
    const again = await refund(order.id, { amount: 101, reason: 'More' });
    manager.cookies.delete('locale');
    expect([again.statusCode, again.json().errors.amount[0]]).toEqual([422, 'At most €1.00 can still be refunded']);
    expect((await refund(order.id, { amount: 100, reason: 'Rest' })).json().data.refunded_total).toBe(order.paidTotal);
    const made = await refundsOf(t.db, order.id);
    expect(made.flatMap((row) => row.parts.map((part) => part.kind)).sort()).toEqual(['charge', 'charge', 'checkout']);
    if (fake) expect(fake.refunds.filter((r) => r.amount > 0).length).toBeGreaterThanOrEqual(3);
  });

  it('idempotent: the same key refunds once (the answer again); another body with it 422; no key 422', async () => {
    const order = await paidOrder();
    const key = newKey();
    const body = { amount: 500, reason: 'Verspätung' };
    const [a, b] = await Promise.all([refund(order.id, body, key), refund(order.id, body, key)]);
    expect([a.statusCode, b.statusCode].sort()).toEqual(expect.arrayContaining([200]));
    const c = await refund(order.id, body, key);
    expect([c.statusCode, c.json().data.refunded_total]).toEqual([200, 500]);
    expect((await refund(order.id, { ...body, amount: 600 }, key)).statusCode).toBe(422);
    expect((await manager.post(`/api/manager/order/${order.id}/refund`, body)).statusCode).toBe(422);
    expect((await refundsOf(t.db, order.id)).filter((row) => row.status === 'succeeded')).toHaveLength(1);
    expect((await t.db.select().from(invoices).where(eq(invoices.orderId, order.id))).filter((doc) => doc.kind === 'credit_note')).toHaveLength(1);
  });

  it('only managers, only paid orders, a sane body', async () => {
    const order = await paidOrder();
    const body = { amount: 100, reason: 'Test' };
    expect((await (await csrf(t.app)).post(`/api/manager/order/${order.id}/refund`, body, { headers: { 'idempotency-key': newKey() } })).statusCode).toBe(401);
    expect((await (await login(t.app, 'customer@chargevalet.test')).post(`/api/manager/order/${order.id}/refund`, body, { headers: { 'idempotency-key': newKey() } })).statusCode).toBe(403);
    const returned = await returnedCardOrder(t, { checkout: fake ? (sessionId) => void fake!.completeSession(sessionId) : undefined });
    const notPaid = await refund(returned.id, body);
    expect([notPaid.statusCode, notPaid.json().message]).toEqual([422, 'Nur ein bezahlter Auftrag kann erstattet werden']);
    const bad = await refund(order.id, { amount: 0, reason: 'x' });
    expect(bad.statusCode).toBe(422);
    expect(bad.json().errors).toMatchObject({ amount: ['Bitte gib einen Betrag von mindestens 0,01 € ein'], reason: ['Bitte gib einen Grund an (mindestens 3 Zeichen)'] });
  });
});
