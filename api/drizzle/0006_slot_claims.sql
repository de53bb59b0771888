-- A placement's claim (services/orders/placement.ts): the slot locks, the capacity re-check under them and the order
-- insert in ONE statement, so no lock is held while the API works (custom SQL: drizzle-kit does not generate
-- functions).
--
-- cv_slot_capacities(slots ascending, their Berlin dates, now): the domain's capacityAt(...).capacity of each slot,
-- from ONE cv_schedule read of the slots' range: drivers − drivers off that day, off that slot or booked for it
-- (each counted once) − orders holding the slot + run-out checkouts among them. services/orders/claim.test.ts holds
-- it equal to capacityAt.
create or replace function cv_slot_capacities(slots timestamptz[], slot_dates date[], now_ts timestamptz)
returns table (slot timestamptz, capacity int) language sql stable as $fn$
  with s as materialized (
    select * from cv_schedule(slot_dates[1], slot_dates[array_length(slot_dates, 1)], slots[1], slots[array_length(slots, 1)] + interval '1 minute', now_ts)
  )
  select x.slot,
         ((select coalesce(max(s.n), 0) from s where s.k = 0)
        - (select count(distinct s.d) from s where (s.k = 1 and s.day = x.day::text) or (s.k in (2, 3) and s.t = x.t))
        - (select coalesce(sum(s.n), 0) from s where s.k = 4 and s.t = x.t)
        + (select coalesce(sum(s.n), 0) from s where s.k = 5 and s.t = x.t))::int
  from (select u.slot, u.day, extract(epoch from u.slot)::float8 * 1000 as t from unnest(slots, slot_dates) as u(slot, day)) x
$fn$;
--> statement-breakpoint
-- cv_guest_account(e-mail lower-cased, phone normalised): 'email' or 'phone' when an account has the guest's e-mail
-- or phone number (SPEC §5 duplicates; the phone compared as users.phone_normalized keeps it), else null. The one
-- statement of that rule, for the claim and for the locked placement's read. PL/pgSQL keeps its plan per connection.
create or replace function cv_guest_account(guest_email text, guest_phone text)
returns text language plpgsql stable as $fn$
begin
  return (select case when u.email = guest_email then 'email' else 'phone' end
            from users u where u.email = guest_email or u.phone_normalized = guest_phone limit 1);
end
$fn$;
--> statement-breakpoint
-- cv_claim_slots(slot keys, slots, their dates, now, guest e-mail, guest normalised phone): a guest's e-mail or phone
-- with an account raises CV002 (message 'email' or 'phone', SPEC §5); then the advisory slot locks of the placement
-- (namespace 5201, key = epoch minutes, the caller sorts them ascending); then every slot must still have capacity,
-- else CV001. VOLATILE: each statement takes its snapshot after the locks are granted, so the re-check sees every
-- placement committed by an earlier holder. The locks last until the calling statement's transaction ends.
-- Generic plans only: a custom plan of the capacity read (the default for its first calls, and kept when the
-- estimates do not favour the generic one) re-plans the inlined read on every call, 3× the cost of running it.
create or replace function cv_claim_slots(slot_keys int[], slots timestamptz[], slot_dates date[], now_ts timestamptz, guest_email text, guest_phone text)
returns void language plpgsql volatile set plan_cache_mode = force_generic_plan as $fn$
declare
  account text := case when guest_email is not null then cv_guest_account(guest_email, guest_phone) end;
begin
  if account is not null then
    raise exception using errcode = 'CV002', message = account;
  end if;
  perform pg_advisory_xact_lock(5201, key) from unnest(slot_keys) as key;
  if exists (select from cv_slot_capacities(slots, slot_dates, now_ts) c where c.capacity <= 0) then
    raise exception using errcode = 'CV001', message = 'slot full';
  end if;
end
$fn$;
