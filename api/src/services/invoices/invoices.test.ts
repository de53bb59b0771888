import { eq } from 'drizzle-orm';
import { formatEuro, SANDBOX_CARDS } from '@chargevalet/contract';
import { invoiceCounters, invoices, orders } from '../../db/schema';
import { createTestApp, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';
import { startSmtp, type TestSmtp } from '../../test/smtp';
import { NOW, setClock } from '../orders/test-fixtures';
import { costsOf, returnedCardOrder } from '../payments/test-checkout';
import { billingAddressLines, vatSplit } from './invoices';

jest.setTimeout(60_000);

const SELLER = { INVOICE_SELLER_NAME: 'Ladedienst Rhein GmbH', INVOICE_SELLER_STREET: 'Rheinufer 7', INVOICE_SELLER_CITY: '40213 Düsseldorf', INVOICE_SELLER_VAT_ID: 'DE123456789' };

/** Invoices (§ 14 UStG, issue 30): gapless numbers taken in the payment's transaction, the PDF in the paid mail and the download. */
describe(`invoices [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let smtp: TestSmtp;
  let manager: TestAgent;
  beforeAll(async () => {
    smtp = await startSmtp();
    t = await createTestApp({ env: { SMTP_URL: smtp.url, MAIL_FROM: 'ChargeValet <mail@chargevalet.test>', SLOTS_CACHE_MS: '0', ...SELLER } });
    manager = await login(t.app, 'manager@chargevalet.test');
  }, 120_000);
  afterAll(async () => {
    await t.close();
    await smtp.close();
  });
  beforeEach(() => setClock(t.app, NOW));

  const enterCosts = (id: string, cents: number, electricity?: number) =>
    manager.post(`/api/manager/order/status/${id}`, { status: 'pending_payment', ...costsOf(cents, electricity), expected_state: 'returned', confirm_above_estimate: true });
  const invoiceOf = async (orderId: string) => (await t.db.select().from(invoices).where(eq(invoices.orderId, orderId)))[0] ?? null;
  const seq = (number: string) => Number(number.slice(-6));

  it('two paid orders in a row get consecutive numbers; a declined payment in between consumes none', async () => {
    const first = await returnedCardOrder(t);
    const declined = await returnedCardOrder(t, { card: SANDBOX_CARDS.laterChargeDeclined });
    const second = await returnedCardOrder(t);
    expect((await enterCosts(first.id, first.estimatedGrandTotal)).json().data.state).toBe('paid');
    expect((await enterCosts(declined.id, declined.estimatedGrandTotal + 500)).json().data.state).toBe('unpaid');
    expect((await enterCosts(second.id, second.estimatedGrandTotal - 100)).json().data.state).toBe('paid');
    const a = await invoiceOf(first.id);
    const b = await invoiceOf(second.id);
    expect(await invoiceOf(declined.id)).toBeNull();
    expect(a!.number).toMatch(/^RE-2026-\d{6}$/);
    expect(seq(b!.number)).toBe(seq(a!.number) + 1);
    expect([a!.gross, b!.gross]).toEqual([first.estimatedGrandTotal, second.estimatedGrandTotal - 100]);
    const [counter] = await t.db.select().from(invoiceCounters).where(eq(invoiceCounters.series, 'RE'));
    expect(counter!.last).toBe(seq(b!.number));
  });

  it('the German paid mail carries the Rechnung: seller from the configuration, full address, number, dates, kWh × price, net, USt, gross', async () => {
    const order = await returnedCardOrder(t);
    // 30.00 € service, 10.62 € electricity = 18 kWh at 0.59 €/kWh
    const res = await enterCosts(order.id, 4062, 1062);
    expect(res.json().data.state).toBe('paid');
    await t.app.jobs.drain();
    const invoice = (await invoiceOf(order.id))!;
    const mail = await smtp.waitFor((m) => m.subject === `Deine Rechnung für ${order.identity}`);
    expect(mail.to).toBe(order.customerEmail);
    expect(mail.text).toContain(`Die Rechnung ${invoice.number} findest du im Anhang.`);
    const attachment = mail.parsed.attachments[0]!;
    expect([attachment.filename, attachment.contentType]).toEqual([`Rechnung-${invoice.number}.pdf`, 'application/pdf']);
    const text = (await pdfText(new Uint8Array(attachment.content))).replace(/\u00a0/g, ' ');
    const { net, vat } = vatSplit(4062);
    const euro = (cents: number) => formatEuro(cents, 'de').replace(/\u00a0/g, ' ');
    for (const part of [
      'Rechnung',
      'Rechnungsnummer',
      invoice.number,
      'Rechnungsdatum',
      '23. November 2026',
      'Leistungsdatum',
      '26. November 2026',
      order.identity,
      'Ladedienst Rhein GmbH',
      'Rheinufer 7, 40213 Düsseldorf',
      'DE123456789',
      `${order.customerFirstName} ${order.customerLastName}`,
      'Hauptstraße 1',
      '40212 Düsseldorf',
      'Menge',
      'Einzelpreis',
      '18 kWh',
      '0,59 €/kWh',
      euro(1062),
      '1 pauschal',
      euro(3000),
      'Nettobetrag',
      euro(net),
      'USt 19 %',
      euro(vat),
      'Gesamtbetrag (brutto)',
      euro(4062),
    ]) {
      expect(text).toContain(part);
    }
    expect(text).not.toContain('(empfohlen)');
    // The download serves this very invoice (customer side: the guest's new account; managers alike).
    const download = await manager.get(`/api/manager/order/${order.id}/receipt`);
    expect(download.headers['content-disposition']).toBe(`attachment; filename="Rechnung-${invoice.number}.pdf"`);
    const english = await manager.get(`/api/manager/order/${order.id}/receipt`, { headers: { cookie: `${[...manager.cookies].map(([k, v]) => `${k}=${v}`).join('; ')}; locale=en` } });
    const englishText = await pdfText(new Uint8Array(english.rawPayload));
    for (const part of ['Invoice', 'Invoice number', invoice.number, 'Invoice date', 'Service date', 'VAT 19 %', 'Net amount', 'Total (gross)']) expect(englishText).toContain(part);
  });

  it('a later edit never rewrites an issued invoice (its content is frozen)', async () => {
    const order = await returnedCardOrder(t);
    await enterCosts(order.id, order.estimatedGrandTotal);
    const before = (await invoiceOf(order.id))!;
    await t.db.update(orders).set({ customerLastName: 'Anders', grandTotal: 1 }).where(eq(orders.id, order.id));
    const text = await pdfText(new Uint8Array((await manager.get(`/api/manager/order/${order.id}/receipt`)).rawPayload));
    expect(text).not.toContain('Anders');
    expect((await invoiceOf(order.id))!.content).toEqual(before.content);
  });

  it('billing address lines: the street, then postcode and city', () => {
    expect(billingAddressLines({ billingStreet: 'Königsallee 1, 40212 Düsseldorf, Deutschland', billingZip: '40212' })).toEqual(['Königsallee 1', '40212 Düsseldorf']);
    expect(billingAddressLines({ billingStreet: 'Hauptstraße 1', billingZip: '40212' })).toEqual(['Hauptstraße 1', '40212 Düsseldorf']);
    expect(billingAddressLines({ billingStreet: 'Marktplatz 3', billingZip: '50667' })).toEqual(['Marktplatz 3', '50667']);
  });
});
