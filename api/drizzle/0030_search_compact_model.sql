-- Issue 32, a search fragment nobody searched before within 100 ms over a million orders: a plate-shaped query with
-- a separator before its digits ("AB 12", "EQC 400") is looked for only without its separators ("%ab12%",
-- services/orders/search-text.ts). As typed, "%ab 12%" is a word end and a digit word start, trigrams most texts
-- have: PostgreSQL read and rechecked rows that never matched, a third of a plate search's time (bench). Names hold
-- no digits, e-mails and phones no separators, the plate is there without them (0027); so brand and model are too,
-- once more without separators when a separator stands before a digit ("Mercedes EQC 400" also as "mercedeseqc400",
-- "VW ID.3" as "vwid3"), and "EQC 400" still finds them.
create or replace function cv_order_search_text(identity text, plate text, first_name text, last_name text, email text, phone text, brand text, model text)
returns text language sql immutable parallel safe as $$
  select cv_search_fold(identity || ' ' || regexp_replace(plate, '[\s.-]', '', 'g') || ' ' || first_name || ' ' || last_name || ' ' || email || ' '
           || regexp_replace(phone, '[^0-9+]', '', 'g') || ' '
           || regexp_replace(regexp_replace(regexp_replace(phone, '[^0-9]', '', 'g'), '^(00)?49', ''), '^0+', '') || ' '
           || brand || ' ' || model
           || case when btrim(brand || ' ' || model) ~ '[\s.-][0-9]' then ' ' || regexp_replace(brand || model, '[\s.-]', '', 'g') else '' end)
$$;
--> statement-breakpoint
update "order_search" s
   set "text" = cv_order_search_text(o.identity, o.license_plate, o.customer_first_name, o.customer_last_name, o.customer_email, o.customer_phone, o.brand, o.model)
  from "orders" o
 where o.id = s.order_id and btrim(o.brand || ' ' || o.model) ~ '[\s.-][0-9]';
