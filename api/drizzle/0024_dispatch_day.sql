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

--> statement-breakpoint
-- The manager's search hears what callers say (issue 32): the brand and model ("Tesla"), names in their ASCII
-- spelling ("mueller" finds "Müller", "sahin" finds "Şahin": cv_search_fold, the same table as foldForSearch in
-- services/orders/search-text.ts, whose test holds the two equal) and the phone without country code and trunk 0
-- ("0211 …" finds "+49 211 …", the normalisation of services/accounts/phone.ts). The text only grows; it is still
-- searched through order_search_trgm_idx (0018), by the query as typed, folded and, for a phone, normalised.
create or replace function cv_search_fold(value text) returns text language sql immutable parallel safe as $$
  select lower(translate(
    replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(replace(value,
      'ä', 'ae'), 'Ä', 'ae'), 'ö', 'oe'), 'Ö', 'oe'), 'ü', 'ue'), 'Ü', 'ue'), 'ß', 'ss'), 'ẞ', 'ss'), 'æ', 'ae'), 'Æ', 'ae'), 'œ', 'oe'), 'Œ', 'oe'),
    'àÀáÁâÂãÃåÅāĀăĂąĄǎǍçÇćĆĉĈċĊčČďĎđĐèÈéÉêÊëËēĒĕĔėĖęĘěĚĝĜğĞġĠģĢĥĤħĦìÌíÍîÎïÏĩĨīĪĭĬįĮıǐǏĵĴķĶĺĹļĻľĽŀĿłŁñÑńŃņŅňŇòÒóÓôÔõÕøØōŌŏŎőŐǒǑŕŔŗŖřŘśŚŝŜşŞšŠșȘţŢťŤŧŦțȚùÙúÚûÛũŨůŮūŪŭŬűŰųŲǔǓŵŴýÝÿŸŷŶźŹżŻžŽİ',
    'aaaaaaaaaaaaaaaaaaccccccccccddddeeeeeeeeeeeeeeeeeegggggggghhhhiiiiiiiiiiiiiiiiiiijjkkllllllllllnnnnnnnnoooooooooooooooooorrrrrrssssssssssttttttttuuuuuuuuuuuuuuuuuuuuwwyyyyyyzzzzzzi'))
$$;
--> statement-breakpoint
create or replace function cv_order_search_text(identity text, plate text, first_name text, last_name text, email text, phone text, brand text, model text)
returns text language sql immutable parallel safe as $$
  select t.plain || ' ' || regexp_replace(regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', '')
      || case when t.folded <> lower(t.words) then ' ' || t.folded else '' end
    from (select lower(identity || ' ' || plate || ' ' || replace(plate, ' ', '') || ' ' || first_name || ' ' || last_name || ' ' || email || ' '
                   || regexp_replace(phone, '[^0-9+]', '', 'g') || ' ' || brand || ' ' || model) as plain,
                 first_name || ' ' || last_name || ' ' || brand || ' ' || model as words,
                 cv_search_fold(first_name || ' ' || last_name || ' ' || brand || ' ' || model) as folded) t
$$;
--> statement-breakpoint
create or replace function cv_order_search_sync() returns trigger language plpgsql as $fn$
begin
  insert into order_search (order_id, text)
    values (new.id, cv_order_search_text(new.identity, new.license_plate, new.customer_first_name, new.customer_last_name, new.customer_email,
                                         new.customer_phone, new.brand, new.model))
    on conflict (order_id) do update set text = excluded.text;
  return null;
end
$fn$;
--> statement-breakpoint
create or replace trigger "order_search_sync"
  after insert or update of "identity", "license_plate", "customer_first_name", "customer_last_name", "customer_email", "customer_phone", "brand", "model" on "orders"
  for each row execute function cv_order_search_sync();
--> statement-breakpoint
drop function if exists cv_order_search_text(text, text, text, text, text, text);
--> statement-breakpoint
update "order_search" s
   set "text" = cv_order_search_text(o.identity, o.license_plate, o.customer_first_name, o.customer_last_name, o.customer_email, o.customer_phone, o.brand, o.model)
  from "orders" o
 where o.id = s.order_id;
