import { inArray, sql } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { orders, type OrderRow } from '../../db/schema';
import type { Statement } from '../../db/pipeline';
import { insertOrder, NOW, setClock } from './test-fixtures';
import { applyStatusChange, type StatusUpdate } from './status-batches';

describe(`status changes in batches [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
    setClock(t.app, NOW);
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const update = (row: OrderRow, state: StatusUpdate['state'] = 'on_the_way_to_pickup'): StatusUpdate => ({
    id: row.id,
    from: row.state,
    state,
    now: NOW.toISOString(),
    entry: [{ state, at: NOW.toISOString(), actor: { id: null, role: 'system' } }],
    manager: null,
    station: null,
    serviceTotal: null,
    electricityTotal: null,
    grandTotal: null,
  });
  const noWrites = async (): Promise<Statement[]> => [];
  /** The transaction that wrote each order's row (xmin). */
  const writers = async (rows: OrderRow[]) =>
    (await t.db.select({ xmin: sql<string>`${orders}.xmin::text` }).from(orders).where(inArray(orders.id, rows.map((row) => row.id)))).map((row) => row.xmin);

  it('changes submitted together are applied in one transaction; of two changes of one order exactly one applies', async () => {
    const rows = await Promise.all(Array.from({ length: 6 }, () => insertOrder(t.db, { state: 'assigned' })));
    const results = await Promise.all([...rows.map((row) => applyStatusChange(t.app, update(row), noWrites)), applyStatusChange(t.app, update(rows[0]!, 'cancelled'), noWrites)]);
    expect(new Set(await writers(rows)).size).toBe(1);
    expect(results.slice(1, 6).map((row) => row?.state)).toEqual(Array(5).fill('on_the_way_to_pickup'));
    // the first order: one of its two changes applied, the other found it changed (null)
    expect([results[0], results[6]].filter((row) => row !== null)).toHaveLength(1);
    const [first] = await t.db.select().from(orders).where(inArray(orders.id, [rows[0]!.id]));
    expect(first!.statusHistory).toHaveLength(1);
  });

  it("a change whose writes fail changes nothing and fails alone: the batch's others are applied", async () => {
    const rows = await Promise.all(Array.from({ length: 4 }, () => insertOrder(t.db, { state: 'assigned' })));
    const failing = async (): Promise<Statement[]> => [{ text: 'select 1 / 0', values: [] }];
    const results = await Promise.allSettled(rows.map((row, i) => applyStatusChange(t.app, update(row), i === 2 ? failing : noWrites)));
    expect(results.map((result) => result.status)).toEqual(['fulfilled', 'fulfilled', 'rejected', 'fulfilled']);
    const states = await t.db.select({ id: orders.id, state: orders.state, history: orders.statusHistory }).from(orders).where(inArray(orders.id, rows.map((row) => row.id)));
    for (const row of states) {
      const failed = row.id === rows[2]!.id;
      expect(row.state).toBe(failed ? 'assigned' : 'on_the_way_to_pickup');
      expect(row.history).toHaveLength(failed ? 0 : 1);
    }
  });
});
