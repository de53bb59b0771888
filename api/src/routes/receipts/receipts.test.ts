import { addSecondCustomer, insertOrder, NOW, SECOND_CUSTOMER, setClock, userId } from '../../services/orders/test-fixtures';
import { vatSplit } from '../../services/invoices/invoices';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { pdfText } from '../../test/pdf';

/** GET /api/{role}/order/{id}/receipt (issue 15): a paid order's PDF, for its customer and managers only. */
describe(`receipts [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let driver: TestAgent;
  let customerA: TestAgent;
  let customerB: TestAgent;
  const receipt = (role: string, id: string) => `/api/${role}/order/${id}/receipt`;
  const paidAt = new Date(NOW.getTime() - 3_600_000);
  const paidOrder = async () => {
    const customerId = await userId(t.db, 'customer@chargevalet.test');
    const driverId = await userId(t.db, 'driver1@chargevalet.test');
    return insertOrder(t.db, {
      customerId,
      driverId,
      state: 'paid',
      serviceTotal: 4900,
      electricityTotal: 1550,
      grandTotal: 6450,
      paidTotal: 6450,
      statusHistory: [{ state: 'paid', at: paidAt.toISOString(), actor: { id: null, role: 'system' } }],
    });
  };

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    await addSecondCustomer(t.db);
    manager = await login(t.app, 'manager@chargevalet.test');
    driver = await login(t.app, 'driver1@chargevalet.test');
    customerA = await login(t.app, 'customer@chargevalet.test');
    customerB = await login(t.app, SECOND_CUSTOMER);
  });
  afterAll(() => t.close());

  it('its customer downloads the invoice (German by default): Rechnung with its number, dates, items, net, 19 % USt, gross, seller', async () => {
    const order = await paidOrder();
    const res = await customerA.get(receipt('customer', order.id));
    expect(res.statusCode).toBe(200);
    expect(res.headers['content-type']).toBe('application/pdf');
    expect(res.headers['content-disposition']).toMatch(/^attachment; filename="Rechnung-RE-2026-\d{6}\.pdf"$/);
    expect(res.rawPayload.subarray(0, 5).toString('latin1')).toBe('%PDF-');
    const text = (await pdfText(new Uint8Array(res.rawPayload))).replace(/\u00a0/g, ' ');
    const { net, vat } = vatSplit(6450);
    expect([net, vat]).toEqual([5420, 1030]);
    const number = /RE-2026-\d{6}/.exec(res.headers['content-disposition'] as string)![0];
    for (const part of ['Rechnung', 'Rechnungsnummer', number, 'Rechnungsdatum', '23. November 2026', 'Leistungsdatum', order.identity, '49,00 €', '15,50 €', '54,20 €', 'USt 19 %', '10,30 €', '64,50 €', 'ChargeValet GmbH', 'Beispielstraße 12, 40210 Düsseldorf', 'HRB 00000', 'DE000000000']) {
      expect(text).toContain(part);
    }
    // the same invoice again (one number per order), for managers too
    const again = await manager.get(receipt('manager', order.id));
    expect(again.headers['content-disposition']).toContain(number);
  });

  it('managers get every paid order; drivers 403 (even their own); another customer 404; anonymous 401', async () => {
    const order = await paidOrder();
    expect((await manager.get(receipt('manager', order.id))).statusCode).toBe(200);
    expect((await driver.get(receipt('driver', order.id))).statusCode).toBe(403);
    expect((await customerB.get(receipt('customer', order.id))).statusCode).toBe(404);
    expect((await customerA.get(receipt('manager', order.id))).statusCode).toBe(403);
    expect((await (await csrf(t.app)).get(receipt('customer', order.id))).statusCode).toBe(401);
  });

  it('an order not paid (yet) has none: 422 translated; not theirs stays 404', async () => {
    const customerId = await userId(t.db, 'customer@chargevalet.test');
    const order = await insertOrder(t.db, { customerId, state: 'returned' });
    const res = await customerA.get(receipt('customer', order.id));
    expect(res.statusCode).toBe(422);
    expect(res.json().message).toBe('Eine Rechnung gibt es, sobald der Auftrag bezahlt ist');
    expect((await customerB.get(receipt('customer', order.id))).statusCode).toBe(404);
  });
});
