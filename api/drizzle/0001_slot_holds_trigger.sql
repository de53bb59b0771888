-- Keeps slot_holds (precomputed capacity use) exact: drizzle-kit does not generate triggers, so this is custom SQL.
-- An order holds one unit at its pickup slot and one at its return slot while it has no driver and is
-- `created` or `pending_checkout`. Row locks on slot_holds are taken pickup first (earlier slot first), the
-- same ascending order as the placement's advisory slot locks, so writers cannot deadlock on them.
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
$fn$;
--> statement-breakpoint
create trigger orders_slot_holds after insert or update or delete on orders for each row execute function cv_orders_slot_holds();
--> statement-breakpoint
insert into slot_holds (slot_start, held)
select slot, count(*)::int from (
  select pickup_slot as slot from orders where driver_id is null and state in ('pending_checkout', 'created')
  union all
  select return_slot from orders where driver_id is null and state in ('pending_checkout', 'created')
) h group by slot
on conflict (slot_start) do update set held = excluded.held;
