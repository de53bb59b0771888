-- Orders with a driver on them (assigned … returned), by pickup: the manager's active orders and the dashboard's
-- "on the road" read the first rows of this index instead of sorting every active order (a million-order table
-- kept hundreds of thousands of them in the bench: 0.8 s a request). Partial, so placements never write to it.
create index if not exists "orders_active_pickup_idx" on "orders" using btree ("pickup_slot", "id") where "state" in ('assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked', 'returned');
--> statement-breakpoint
-- Every change of an order's state writes every index of the table (no HOT update: state is indexed). Two were
-- prefixes of others: (state) of orders_state_pickup_idx (state, pickup_slot), (created_at) of
-- orders_stats_created_idx (created_at) INCLUDE (…), which serve the same lookups.
drop index if exists "orders_state_idx";
--> statement-breakpoint
drop index if exists "orders_created_at_idx";
