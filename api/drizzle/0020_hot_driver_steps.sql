-- A driver's steps (assigned → on_the_way_to_pickup → … → parked) as HOT updates. An UPDATE that changes a column
-- some index reads (key, INCLUDE or predicate) writes an entry into every index of the table; state was read by nine
-- of the fourteen, so each step wrote fourteen index entries and dirtied as many pages (most of the status change's
-- database time and WAL). The indexes now read list_state, the state with the driver's steps folded into
-- 'assigned' (generated: it cannot disagree with state), so a step changes no indexed column, and PostgreSQL keeps
-- the new row version in the same page without touching an index. Queries select by list_state for the index and
-- by state for the exact states (services/orders/manager-lists.ts `stateIn`).
--
-- fillfactor 80: the room in each page the new row version needs (set first: the rewrite of ADD COLUMN applies it).
alter table "orders" set (fillfactor = 80);
--> statement-breakpoint
alter table "orders" add column "list_state" "order_state" generated always as (case when "state" in ('assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked') then 'assigned'::"order_state" else "state" end) stored;
--> statement-breakpoint
-- Unused since slot_holds (0001) counts the orders holding a slot: no query reads them.
drop index if exists "orders_holding_pickup_idx";
--> statement-breakpoint
drop index if exists "orders_holding_return_idx";
--> statement-breakpoint
-- Checkouts whose hold runs out: only pending checkouts have hold_expires_at (cleared when the checkout ends), and
-- `hold_expires_at <= $now` implies the predicate, so cv_schedule and the hoarding guard read it as before.
drop index if exists "orders_pending_hold_idx";
--> statement-breakpoint
create index "orders_pending_hold_idx" on "orders" using btree ("hold_expires_at") where "hold_expires_at" is not null;
--> statement-breakpoint
drop index if exists "orders_state_pickup_idx";
--> statement-breakpoint
create index "orders_list_state_pickup_idx" on "orders" using btree ("list_state", "pickup_slot");
--> statement-breakpoint
drop index if exists "orders_list_pickup_idx";
--> statement-breakpoint
create index "orders_list_pickup_idx" on "orders" using btree ("pickup_slot", "id") where "list_state" <> 'pending_checkout';
--> statement-breakpoint
drop index if exists "orders_customer_pickup_idx";
--> statement-breakpoint
create index "orders_customer_pickup_idx" on "orders" using btree ("customer_id", "pickup_slot", "id") where "list_state" <> 'pending_checkout';
--> statement-breakpoint
drop index if exists "orders_active_pickup_idx";
--> statement-breakpoint
create index "orders_active_pickup_idx" on "orders" using btree ("pickup_slot", "id") where "list_state" in ('assigned', 'returned');
--> statement-breakpoint
drop index if exists "orders_stats_created_idx";
--> statement-breakpoint
create index "orders_stats_created_idx" on "orders" using btree ("created_at") include ("list_state", "is_free", "discount_cents", "discount_code");
--> statement-breakpoint
drop index if exists "orders_stats_revenue_idx";
--> statement-breakpoint
create index "orders_stats_revenue_idx" on "orders" using btree ("pickup_slot") include ("paid_total") where "paid_total" > 0 and "list_state" <> 'pending_checkout';
