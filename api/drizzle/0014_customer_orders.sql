-- The customer's orders (issue 15): one customer's list by pickup (newest first, pages of 10) and its count read
-- this index alone, however many orders the table holds; unfinished checkouts are never listed.
create index if not exists "orders_customer_pickup_idx" on "orders" using btree ("customer_id", "pickup_slot", "id") where "orders"."state" <> 'pending_checkout';
