import { ORDER_STATES, type OrderState } from '@chargevalet/contract';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { listOrders, stateIn } from './manager-lists';
import { insertOrder } from './test-fixtures';
import { orders } from '../../db/schema';

describe(`stateIn: orders in some states, through the list_state indexes [${DB_DRIVER}]`, () => {
  let t: TestApp;
  const date = '2027-01-14';
  beforeAll(async () => {
    t = await createTestApp();
    for (const [i, state] of ORDER_STATES.entries()) {
      await insertOrder(t.db, { state, pickupSlot: new Date(Date.UTC(2027, 0, 14, 7, i)) });
    }
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const listed = async (states: OrderState[]) =>
    (await listOrders(t.db, { state: states, date }, { page: 1, pageSize: 50, sort: 'asc' })).map((item) => item.state).sort();

  it("tells the driver's steps apart, though their index entry is one ('assigned')", async () => {
    expect(await listed(['charging'])).toEqual(['charging']);
    expect(await listed(['assigned'])).toEqual(['assigned']);
    expect(await listed(['parked', 'returned'])).toEqual(['parked', 'returned']);
    expect(await listed(['created', 'paid'])).toEqual(['created', 'paid']);
    expect(await listed([...ORDER_STATES])).toEqual([...ORDER_STATES].sort());
  });

  it('selects by list_state alone where the states are their own list states', async () => {
    const rows = await t.db.select({ state: orders.state }).from(orders).where(stateIn(['cancelled']));
    expect(rows.length).toBeGreaterThan(0);
    expect(new Set(rows.map((row) => row.state))).toEqual(new Set(['cancelled']));
  });
});
