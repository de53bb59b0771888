-- Issue 33, a checkout start in ONE statement: the claim answers instead of raising, so it can follow the start's
-- guards (the browser's new session, the counted limits, the pending checkouts) in the statement that inserts the
-- order without a refusal rolling those back (services/orders/hoarding.ts).
--
-- cv_slot_claim(slot keys, slots, their dates, now, guest e-mail, guest normalised phone): 'email' or 'phone' when
-- an account has the guest's e-mail or phone (SPEC §5); otherwise the advisory slot locks of the placement
-- (namespace 5201, key = epoch minutes, the caller sorts them ascending), then 'slot_full' when a slot has no
-- capacity left, else null: claimed. VOLATILE: each statement takes its snapshot after the locks are granted, so the
-- re-check sees every placement committed by an earlier holder. The locks last until the calling statement's
-- transaction ends. Generic plans only: a custom plan of the capacity read re-plans the inlined read on every call,
-- 3× the cost of running it. It replaces cv_claim_slots (0006), which raised CV002 and CV001 for the same cases.
create or replace function cv_slot_claim(slot_keys int[], slots timestamptz[], slot_dates date[], now_ts timestamptz, guest_email text, guest_phone text)
returns text language plpgsql volatile set plan_cache_mode = force_generic_plan as $fn$
declare
  account text := case when guest_email is not null then cv_guest_account(guest_email, guest_phone) end;
begin
  if account is not null then
    return account;
  end if;
  perform pg_advisory_xact_lock(5201, key) from unnest(slot_keys) as key;
  if exists (select from cv_slot_capacities(slots, slot_dates, now_ts) c where c.capacity <= 0) then
    return 'slot_full';
  end if;
  return null;
end
$fn$;
--> statement-breakpoint
drop function if exists cv_claim_slots(int[], timestamptz[], date[], timestamptz, text, text);
