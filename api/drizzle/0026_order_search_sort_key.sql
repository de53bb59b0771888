-- Issue 32, a search fragment nobody searched before within 100 ms over a million orders: the page is the matches'
-- first ten by pickup time, and reading each match's pickup time from "orders" (a random heap read per match, ~200 ms
-- for a name with 8,000 matches) was the cost. The search row now carries what the list sorts and filters by — the
-- pickup time and the list state — so matches are counted, filtered and sorted in "order_search" alone and "orders" is
-- read for the page's rows only (services/orders/manager-lists.ts, ordersPage).
-- The price: the row is written again when the pickup time or the list state changes (checkout completed, assigned,
-- returned, finished, cancelled, rescheduled). A driver's steps keep one list state ('assigned', 0020): they write
-- nothing here. Neither column is indexed and the table keeps 10 % free per page, so such a write is a HOT update
-- that leaves the trigram index alone (why the text moved out of "orders", 0018).
alter table "order_search" add column "pickup_slot" timestamp with time zone;
--> statement-breakpoint
alter table "order_search" add column "list_state" "order_state";
--> statement-breakpoint
update "order_search" s set "pickup_slot" = o."pickup_slot", "list_state" = o."list_state" from "orders" o where o."id" = s."order_id";
--> statement-breakpoint
alter table "order_search" alter column "pickup_slot" set not null, alter column "list_state" set not null, set (fillfactor = 90);
--> statement-breakpoint
-- One function writes the whole row; the insert trigger and the update trigger (only when a column it is made of
-- changed) both call it.
create or replace function cv_order_search_sync() returns trigger language plpgsql as $fn$
begin
  insert into order_search (order_id, text, pickup_slot, list_state)
    values (new.id, cv_order_search_text(new.identity, new.license_plate, new.customer_first_name, new.customer_last_name, new.customer_email,
                                         new.customer_phone, new.brand, new.model), new.pickup_slot, new.list_state)
    on conflict (order_id) do update set text = excluded.text, pickup_slot = excluded.pickup_slot, list_state = excluded.list_state;
  return null;
end
$fn$;
--> statement-breakpoint
drop trigger if exists "order_search_sync" on "orders";
--> statement-breakpoint
create trigger "order_search_sync" after insert on "orders" for each row execute function cv_order_search_sync();
--> statement-breakpoint
-- list_state is generated (0020): compared here, as UPDATE OF names only columns an UPDATE sets
create trigger "order_search_resync" after update on "orders" for each row
  when ((old.identity, old.license_plate, old.customer_first_name, old.customer_last_name, old.customer_email, old.customer_phone, old.brand,
         old.model, old.pickup_slot, old.list_state)
        is distinct from (new.identity, new.license_plate, new.customer_first_name, new.customer_last_name, new.customer_email, new.customer_phone,
                          new.brand, new.model, new.pickup_slot, new.list_state))
  execute function cv_order_search_sync();
