import { eq } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, type TestApp } from '../test/app';
import { insertOrder } from '../services/orders/test-fixtures';
import { jsonRow } from './json-row';
import { orders } from './schema';

describe(`a row as one JSON value [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('decodes to exactly what drizzle returns for the columns: dates, numbers, arrays, jsonb, nulls', async () => {
    const order = await insertOrder(t.db, {
      state: 'assigned',
      statusHistory: [{ state: 'assigned', at: '2026-11-23T07:00:00.000Z', actor: { id: null, role: 'system' } }],
      stationAddress: { street: 'Kö 1', latitude: 51.2254, longitude: 6.7763 },
      selectedServices: [1, 4],
      pickupLat: 51.123456789012,
      serviceTotal: 1234,
      holdExpiresAt: new Date('2026-11-23T07:15:30.123Z'),
    });
    const [columns] = await t.db.select().from(orders).where(eq(orders.id, order.id));
    const [json] = await t.db.select({ row: jsonRow(orders) }).from(orders).where(eq(orders.id, order.id));
    expect(json!.row).toEqual(columns);
    expect(json!.row.holdExpiresAt).toBeInstanceOf(Date);
    expect(json!.row.electricityTotal).toBeNull();
  });

  it('is the new row in an UPDATE … RETURNING', async () => {
    const order = await insertOrder(t.db, { state: 'assigned' });
    const [updated] = await t.db.update(orders).set({ state: 'on_the_way_to_pickup' }).where(eq(orders.id, order.id)).returning({ row: jsonRow(orders) });
    expect(updated!.row).toEqual({ ...order, state: 'on_the_way_to_pickup' });
  });
});
