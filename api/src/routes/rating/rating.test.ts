import { eq } from 'drizzle-orm';
import type { RateRequest } from '@chargevalet/contract';
import { rateRequests } from '../../db/schema';
import { addSecondCustomer, insertOrder, NOW, SECOND_CUSTOMER, setClock, userId } from '../../services/orders/test-fixtures';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';

const REQUESTS = '/api/customer/driver/rate-requests';
const rate = (id: string) => `/api/customer/driver/rate/${id}`;
const cancel = (id: string) => `/api/customer/driver/rate/${id}/cancel`;

/** Rating the driver (issue 15): who may call, the rules of SPEC §5, answered once, the manager's summary. */
describe(`driver rating [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let manager: TestAgent;
  let driver: TestAgent;
  let customerA: TestAgent;
  let customerB: TestAgent;
  let anonymous: TestAgent;
  const ids = {} as Record<'customer' | 'driver', string>;
  let slot = 0;

  /** An order of customer A driven by driver 1, brought back by the manager: its rate request's id. */
  const returnedOrder = async () => {
    slot += 1;
    const order = await insertOrder(t.db, { customerId: ids.customer, driverId: ids.driver, state: 'on_the_way_to_return', pickupSlot: new Date(Date.UTC(2026, 10, 25 + slot, 8)) });
    expect((await manager.post(`/api/manager/order/status/${order.id}`, { status: 'returned' })).statusCode).toBe(200);
    const [request] = await t.db.select().from(rateRequests).where(eq(rateRequests.orderId, order.id));
    return { order, id: request!.id };
  };
  const stateOf = async (id: string) => (await t.db.select().from(rateRequests).where(eq(rateRequests.id, id)))[0]!.state;

  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
    await addSecondCustomer(t.db);
    ids.customer = await userId(t.db, 'customer@chargevalet.test');
    ids.driver = await userId(t.db, 'driver1@chargevalet.test');
    manager = await login(t.app, 'manager@chargevalet.test');
    driver = await login(t.app, 'driver1@chargevalet.test');
    customerA = await login(t.app, 'customer@chargevalet.test');
    customerB = await login(t.app, SECOND_CUSTOMER);
    anonymous = await csrf(t.app);
  });
  afterAll(() => t.close());

  it('lists the open requests to their customer only; other callers 401/403', async () => {
    const { order, id } = await returnedOrder();
    const mine = await customerA.get(REQUESTS);
    expect(mine.statusCode).toBe(200);
    expect((mine.json() as { data: RateRequest[] }).data).toEqual([{ id, order_id: order.id, order_identity: order.identity, driver: { name: 'Daniel' }, created_at: NOW.toISOString() }]);
    expect((await customerB.get(REQUESTS)).json()).toEqual({ data: [] });
    expect((await anonymous.get(REQUESTS)).statusCode).toBe(401);
    expect((await driver.get(REQUESTS)).statusCode).toBe(403);
    expect((await manager.get(REQUESTS)).statusCode).toBe(403);
  });

  it('answers only its customer: another customer 404, driver and manager 403, anonymous 401; nothing changes', async () => {
    const { id } = await returnedOrder();
    const body = { rate: 5, feedback: 'Great' };
    expect((await customerB.post(rate(id), body)).statusCode).toBe(404);
    expect((await customerB.post(cancel(id))).statusCode).toBe(404);
    expect((await driver.post(rate(id), body)).statusCode).toBe(403);
    expect((await manager.post(cancel(id))).statusCode).toBe(403);
    expect((await anonymous.post(rate(id), body)).statusCode).toBe(401);
    expect((await customerA.post(rate('00000000-0000-4000-8000-000000000000'), body)).statusCode).toBe(404);
    expect((await customerA.post(rate('not-an-id'), body)).statusCode).toBe(422);
    expect(await stateOf(id)).toBe('open');
  });

  it('SPEC §5: at least one star (whole 1-5), feedback at most 1000 characters — translated 422s, nothing stored', async () => {
    const { id } = await returnedOrder();
    const refused = async (body: Record<string, unknown>, field: string, message: string) => {
      const res = await customerA.post(rate(id), body);
      expect(res.statusCode).toBe(422);
      expect(res.json().errors[field]).toEqual([message]);
    };
    await refused({ feedback: 'no stars' }, 'rate', 'Bitte wähle mindestens einen Stern');
    await refused({ rate: 0 }, 'rate', 'Bitte wähle mindestens einen Stern');
    await refused({ rate: 6 }, 'rate', 'Bitte wähle mindestens einen Stern');
    await refused({ rate: 2.5 }, 'rate', 'Bitte wähle mindestens einen Stern');
    await refused({ rate: 4, feedback: 'x'.repeat(1001) }, 'feedback', 'Das Feedback darf höchstens 1000 Zeichen lang sein');
    expect(await stateOf(id)).toBe('open');
    // 1000 characters (and several lines) are fine.
    expect((await customerA.post(rate(id), { rate: 1, feedback: `${'x'.repeat(995)}\nline` })).json()).toEqual({ status: 'rated' });
  });

  it('is answered once: rated or cancelled, then 422 (translated) and gone from the list', async () => {
    const rated = await returnedOrder();
    const declined = await returnedOrder();
    expect((await customerA.post(rate(rated.id), { rate: 4, feedback: '  Friendly and on time  ' })).json()).toEqual({ status: 'rated' });
    expect((await customerA.post(cancel(declined.id))).json()).toEqual({ status: 'cancelled' });
    const english = await login(t.app, 'customer@chargevalet.test');
    english.cookies.set('locale', 'en');
    for (const again of [english.post(rate(rated.id), { rate: 1 }), english.post(cancel(rated.id)), english.post(rate(declined.id), { rate: 5 })]) {
      const res = await again;
      expect(res.statusCode).toBe(422);
      expect(res.json()).toEqual({ message: 'This rating request has already been answered', errors: { rate: ['This rating request has already been answered'] } });
    }
    const [row] = await t.db.select().from(rateRequests).where(eq(rateRequests.id, rated.id));
    expect(row).toMatchObject({ state: 'rated', rate: 4, feedback: 'Friendly and on time', answeredAt: NOW });
    expect(await stateOf(declined.id)).toBe('cancelled');
    const open = (await customerA.get(REQUESTS)).json().data as RateRequest[];
    expect(open.map((r) => r.id)).not.toContain(rated.id);
    expect(open.map((r) => r.id)).not.toContain(declined.id);
  });

  it("the manager's driver details show the average of the rated requests and the last comments", async () => {
    // Start from no answers (the earlier tests rated 1 and 4).
    await t.db.delete(rateRequests);
    expect((await manager.get(`/api/manager/driver/${ids.driver}`)).json().data).toMatchObject({ rating: { average: null, count: 0 }, recent_comments: [] });
    const a = await returnedOrder();
    const b = await returnedOrder();
    const c = await returnedOrder();
    const d = await returnedOrder();
    await customerA.post(rate(a.id), { rate: 5, feedback: 'Excellent' });
    setClock(t.app, new Date(NOW.getTime() + 60_000));
    await customerA.post(rate(b.id), { rate: 4 });
    await customerA.post(rate(c.id), { rate: 4, feedback: 'Good' });
    await customerA.post(cancel(d.id));
    setClock(t.app, NOW);
    const details = (await manager.get(`/api/manager/driver/${ids.driver}`)).json().data;
    expect(details.rating).toEqual({ average: 4.3, count: 3 });
    expect(details.recent_comments).toEqual([
      { rating: 4, feedback: 'Good', at: new Date(NOW.getTime() + 60_000).toISOString(), order_identity: c.order.identity },
      { rating: 5, feedback: 'Excellent', at: NOW.toISOString(), order_identity: a.order.identity },
    ]);
  });
});
