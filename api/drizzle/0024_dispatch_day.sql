-- Issue 32, "dispatch that fits a real day".
--
-- closed_at: when the order reached a final state (paid, unpaid, no_charge, cancelled), so the manager's dashboard
-- counts what happened today (completed, cancelled, money captured) rather than the fate of today's pickups. A
-- trigger sets it for every writer (the status batch, the settlement), from the row's updated_at, which each of them
-- sets to the API's clock (never the database's now()). A checkout that never became an order (pending_checkout →
-- cancelled) gets none. It fires only on that one step of an order's life: a driver's steps stay HOT updates (0020).
alter table "orders" add column "closed_at" timestamp with time zone;
--> statement-breakpoint
create or replace function cv_orders_closed_at() returns trigger language plpgsql as $fn$
begin
  new.closed_at := new.updated_at;
  return new;
end
$fn$;
--> statement-breakpoint
create trigger orders_closed_at before update of "state" on "orders" for each row
  when (new.state in ('paid', 'unpaid', 'no_charge', 'cancelled') and old.state not in ('paid', 'unpaid', 'no_charge', 'cancelled', 'pending_checkout'))
  execute function cv_orders_closed_at();
--> statement-breakpoint
-- The orders closed before: the time of their final state's history entry.
update "orders" o set "closed_at" = coalesce(
    (select max((e ->> 'at')::timestamptz) from jsonb_array_elements(o.status_history) e where e ->> 'state' = o.state::text), o.updated_at)
  where o.state in ('paid', 'unpaid', 'no_charge', 'cancelled')
    and exists (select 1 from jsonb_array_elements(o.status_history) e where e ->> 'state' <> 'pending_checkout' and e ->> 'state' <> 'cancelled');
--> statement-breakpoint
-- The dashboard's "closed today": an index-only read of the day's closings (list_state: no index reads state, 0020;
-- the final states are list states of their own).
create index if not exists "orders_closed_idx" on "orders" using btree ("closed_at") include ("list_state", "paid_total") where "closed_at" is not null;
