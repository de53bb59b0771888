-- The manager's numbers (issue 16, GET /api/manager/stats): covering indexes, so the orders placed per day and the
-- free / discounted shares, and the money received per week of pickup, are read from the index alone (index-only
-- scans once the table is vacuumed) instead of visiting every order of the range in the heap.
create index if not exists "orders_stats_created_idx" on "orders" using btree ("created_at") include ("state", "is_free", "discount_cents", "discount_code");
--> statement-breakpoint
create index if not exists "orders_stats_revenue_idx" on "orders" using btree ("pickup_slot") include ("paid_total") where "paid_total" > 0 and "state" <> 'pending_checkout';
