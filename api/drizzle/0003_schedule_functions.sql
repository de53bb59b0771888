-- The capacity schedule (DESIGN §4) as database functions: one place for its SQL, and a placement can take its slot
-- locks and read the schedule under them in a single statement (custom SQL: drizzle-kit does not generate functions).
--
-- cv_schedule(first date, last date, from, to, now): the rows of the domain's ScheduleIndex for the slots starting
-- in [from, to), read with indexes only, whatever the number of orders: k=0 the number of drivers; k=1 a driver's
-- blocked day; k=2 a driver's blocked slot; k=3 a driver's booked slot (t = epoch milliseconds of the slot);
-- k=4 the orders without a driver holding a slot (slot_holds, kept by the orders_slot_holds trigger); k=5 the
-- checkouts among them whose hold ran out at `now` but are not released yet (subtracted). The run-out checkouts
-- are found through orders_pending_hold_idx (a handful); `driver_id is null` is filtered only outside the fenced
-- subquery (offset 0): inside, the planner may pick an orders_holding_* index and filter every holding order.
-- PL/pgSQL keeps the plan per connection, like a prepared statement.
create or replace function cv_schedule(first_date date, last_date date, from_ts timestamptz, to_ts timestamptz, now_ts timestamptz)
returns table (k int, d text, t float8, day text, n int) language plpgsql stable as $fn$
begin
  return query
    select 0, null::text, null::float8, null::text, count(*)::int from users where role = 'driver'
    union all
    select 1, b.driver_id::text, null, b.date::text, null from driver_blocked_days b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.date >= first_date and b.date <= last_date
    union all
    select 2, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_blocked_slots b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= from_ts and b.slot_start < to_ts
    union all
    select 3, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_slot_bookings b join users u on u.id = b.driver_id and u.role = 'driver'
      where b.slot_start >= from_ts and b.slot_start < to_ts
    union all
    select 4, null, extract(epoch from h.slot_start)::float8 * 1000, null, h.held from slot_holds h
      where h.slot_start >= from_ts and h.slot_start < to_ts and h.held <> 0
    union all
    select 5, null, extract(epoch from s.slot)::float8 * 1000, null, count(*)::int
      from (select o.pickup_slot, o.return_slot, o.driver_id from orders o
              where o.state = 'pending_checkout' and o.hold_expires_at <= now_ts offset 0) e
      cross join lateral (values (e.pickup_slot), (e.return_slot)) s(slot)
      where e.driver_id is null and s.slot >= from_ts and s.slot < to_ts
      group by s.slot;
end
$fn$;
--> statement-breakpoint
-- cv_lock_and_schedule(slot keys, …): the placement's advisory slot locks (namespace 5201, key = epoch minutes of
-- the slot; taken in the order given, which the caller sorts ascending), then cv_schedule. VOLATILE, so the read
-- takes its snapshot after the locks are granted and sees every placement committed by an earlier holder.
create or replace function cv_lock_and_schedule(slot_keys int[], first_date date, last_date date, from_ts timestamptz, to_ts timestamptz, now_ts timestamptz)
returns table (k int, d text, t float8, day text, n int) language plpgsql volatile as $fn$
begin
  perform pg_advisory_xact_lock(5201, key) from unnest(slot_keys) as key;
  return query select * from cv_schedule(first_date, last_date, from_ts, to_ts, now_ts);
end
$fn$;
