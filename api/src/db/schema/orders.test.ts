import { eq, sql } from 'drizzle-orm';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { insertOrder } from '../../services/orders/test-fixtures';
import type { Db } from '../client';
import { listStateOf, ORDER_DB_STATES, orders, type OrderDbState } from './orders';

const rowsOf = async <T>(db: Db, query: ReturnType<typeof sql>): Promise<T[]> => ((await db.execute(query)) as unknown as { rows: T[] }).rows;

describe(`orders.list_state: what the indexes read instead of state [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  const listState = async (id: string) => (await t.db.select({ listState: orders.listState }).from(orders).where(eq(orders.id, id)))[0]?.listState;

  it("is listStateOf(state) for every state: the driver's steps read 'assigned', the others themselves", async () => {
    for (const state of ORDER_DB_STATES) {
      const order = await insertOrder(t.db, { state });
      expect([state, await listState(order.id)]).toEqual([state, listStateOf(state)]);
    }
    expect(['charging', 'parked', 'returned', 'created'].map((state) => listStateOf(state as OrderDbState))).toEqual(['assigned', 'assigned', 'returned', 'created']);
  });

  it('follows a change of state', async () => {
    const order = await insertOrder(t.db, { state: 'on_the_way_to_return' });
    await t.db.update(orders).set({ state: 'returned' }).where(eq(orders.id, order.id));
    expect(await listState(order.id)).toBe('returned');
  });

  it('is what every index of orders reads, never state', async () => {
    const indexes = await rowsOf<{ indexdef: string }>(t.db, sql`select indexdef from pg_indexes where tablename = 'orders'`);
    expect(indexes.filter(({ indexdef }) => /\bstate\b/.test(indexdef))).toEqual([]);
    expect(indexes.filter(({ indexdef }) => /\blist_state\b/.test(indexdef)).length).toBeGreaterThanOrEqual(5);
  });

  // The point of it: a driver's step writes no index (a HOT update); a change of list state does.
  (DB_DRIVER === 'postgres' ? it : it.skip)("makes a driver's step a HOT update", async () => {
    const step = await insertOrder(t.db, { state: 'assigned' });
    const back = await insertOrder(t.db, { state: 'on_the_way_to_return' });
    // The backend's counters of this table (not yet flushed ones included): their change across the UPDATE.
    const counters = async (tx: Db) => {
      const [row] = await rowsOf<{ updated: string; hot: string }>(
        tx,
        sql`select pg_stat_get_xact_tuples_updated('orders'::regclass) as updated, pg_stat_get_xact_tuples_hot_updated('orders'::regclass) as hot`,
      );
      return [Number(row!.updated), Number(row!.hot)];
    };
    const hotUpdates = async (from: typeof step, to: OrderDbState) =>
      t.db.transaction(async (tx) => {
        const before = await counters(tx as unknown as Db);
        await tx.update(orders).set({ state: to, statusHistory: sql`${orders.statusHistory} || ${JSON.stringify([{ state: to }])}::jsonb` }).where(eq(orders.id, from.id));
        const after = await counters(tx as unknown as Db);
        return after.map((n, i) => n - before[i]!);
      });
    expect(await hotUpdates(step, 'on_the_way_to_pickup')).toEqual([1, 1]);
    expect(await hotUpdates(back, 'returned')).toEqual([1, 0]);
  });
});
