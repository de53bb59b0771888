import { sql } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { rowsOf } from './schedule';

/**
 * The trigger keeping `slot_holds` (precomputed capacity use, db/schema/drivers.ts) exact. drizzle-kit does not
 * generate triggers, so it is installed from code at start-up (idempotent, serialised across instances by an
 * advisory lock); the first installation also counts the holds of the orders already stored.
 *
 * An order holds one unit at its pickup slot and one at its return slot while it has no driver and is `created`
 * or `pending_checkout`. Row locks on slot_holds are always taken pickup first (earlier slot first), the same
 * ascending order as the placement's advisory slot locks, so writers cannot deadlock on them.
 */
const TRIGGER_LOCK_KEY = 5_203;

const FUNCTION_SQL = sql.raw(`
create or replace function cv_orders_slot_holds() returns trigger language plpgsql as $fn$
declare
  old_holds boolean := tg_op <> 'INSERT' and old.driver_id is null and old.state in ('pending_checkout', 'created');
  new_holds boolean := tg_op <> 'DELETE' and new.driver_id is null and new.state in ('pending_checkout', 'created');
begin
  if tg_op = 'UPDATE' and old_holds = new_holds and old.pickup_slot = new.pickup_slot and old.return_slot = new.return_slot then
    return null;
  end if;
  if old_holds then
    update slot_holds set held = held - 1 where slot_start = old.pickup_slot;
    update slot_holds set held = held - 1 where slot_start = old.return_slot;
  end if;
  if new_holds then
    insert into slot_holds (slot_start, held) values (new.pickup_slot, 1)
      on conflict (slot_start) do update set held = slot_holds.held + 1;
    insert into slot_holds (slot_start, held) values (new.return_slot, 1)
      on conflict (slot_start) do update set held = slot_holds.held + 1;
  end if;
  return null;
end
$fn$`);

const RECOUNT_SQL = sql.raw(`
insert into slot_holds (slot_start, held)
select slot, count(*)::int from (
  select pickup_slot as slot from orders where driver_id is null and state in ('pending_checkout', 'created')
  union all
  select return_slot from orders where driver_id is null and state in ('pending_checkout', 'created')
) h group by slot
on conflict (slot_start) do update set held = excluded.held`);

/** Installs the trigger when it is missing (and then counts the existing holds). */
export async function ensureSlotHoldTrigger(db: Db): Promise<void> {
  await db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${TRIGGER_LOCK_KEY}::int)`);
    const present = rowsOf<{ n: number }>(await tx.execute(sql`select count(*)::int as n from pg_trigger where tgname = 'orders_slot_holds'`));
    if (Number(present[0]?.n ?? 0) > 0) return;
    await tx.execute(sql`lock table orders in share row exclusive mode`);
    await tx.execute(FUNCTION_SQL);
    await tx.execute(sql.raw(`create trigger orders_slot_holds after insert or update or delete on orders for each row execute function cv_orders_slot_holds()`));
    await tx.execute(sql.raw('delete from slot_holds'));
    await tx.execute(RECOUNT_SQL);
  });
}
