import { sql } from 'drizzle-orm';
import { send } from '../../db/pipeline';
import { createTestApp, DB_DRIVER, type TestApp } from '../../test/app';
import { loadScheduleIndex } from './schedule';
import { NOW } from './test-fixtures';

describe(`the schedule read [${DB_DRIVER}]`, () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await createTestApp();
  }, 120_000);
  afterAll(() => t.close(), 60_000);

  it('reads through its indexes even when the statistics say the tables are nearly empty (no whole-table scans)', async () => {
    // A new database: the statistics of (almost) empty tables, as the cached plan of a new connection sees them.
    await t.db.execute(sql`analyze orders, slot_holds, users, driver_blocked_days, driver_blocked_slots, driver_slot_bookings`);
    const scans = await t.db.transaction(async (tx) => {
      // counters of this backend's not yet reported activity (PostgreSQL 15 includes earlier transactions): a delta
      const seqScans = async () => {
        const rows = await send<{ relname: string; seq_scan: string | number }>(tx, {
          text: `select relname, seq_scan from pg_stat_xact_user_tables where relname in ('orders', 'slot_holds', 'users', 'driver_blocked_days', 'driver_blocked_slots', 'driver_slot_bookings')`,
          values: [],
        });
        return new Map(rows.map((row) => [row.relname, Number(row.seq_scan)]));
      };
      const before = await seqScans();
      const from = new Date(NOW.getTime() + 86_400_000);
      await loadScheduleIndex(tx, from, new Date(from.getTime() + 3 * 86_400_000), NOW);
      await loadScheduleIndex(tx, from, new Date(from.getTime() + 86_400_000), NOW);
      const after = await seqScans();
      return Object.fromEntries([...after].map(([table, n]) => [table, n - (before.get(table) ?? 0)]));
    });
    expect(scans).toEqual({ orders: 0, slot_holds: 0, users: 0, driver_blocked_days: 0, driver_blocked_slots: 0, driver_slot_bookings: 0 });
  });
});
