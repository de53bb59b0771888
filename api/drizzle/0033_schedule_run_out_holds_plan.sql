-- Issue 33, placement throughput that fell as orders were placed. cv_schedule's k=5 read (checkouts whose hold ran
-- out) is planned once per connection, at its first call. On a young database `orders` is nearly empty then, every
-- index costs the same, and the plan could read the run-out holds through orders_pending_phone_idx (or _email_idx):
-- a whole scan of every pending checkout, filtered, kept until an ANALYZE of orders (autovacuum's, within a minute,
-- where it runs; never on this machine's test server, which runs without it). Seen in `npm run bench`: 2,000 buffers
-- per claim after 2,000 placements, growing with each; a run's speed depended on how many of the pool's connections
-- had planned early (850–1,230 orders/s on one machine). The read now asks for the holds ordered by
-- hold_expires_at: only orders_pending_hold_idx delivers that order without a sort, so it is chosen whatever the
-- statistics (and it reads only the holds that ran out). 0011's body otherwise unchanged.
create or replace function cv_schedule(first_date date, last_date date, from_ts timestamptz, to_ts timestamptz, now_ts timestamptz)
returns table (k int, d text, t float8, day text, n int) language plpgsql stable as $fn$
begin
  return query
    select 0, null::text, null::float8, null::text, count(*)::int from users where role = 'driver' and deactivated_at is null
    union all
    select 1, b.driver_id::text, null, b.date::text, null from driver_blocked_days b join users u on u.id = b.driver_id and u.role = 'driver' and u.deactivated_at is null
      where b.date >= first_date and b.date <= last_date
    union all
    select 2, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_blocked_slots b join users u on u.id = b.driver_id and u.role = 'driver' and u.deactivated_at is null
      where b.slot_start >= from_ts and b.slot_start < to_ts
    union all
    select 3, b.driver_id::text, extract(epoch from b.slot_start)::float8 * 1000, null, null
      from driver_slot_bookings b join users u on u.id = b.driver_id and u.role = 'driver' and u.deactivated_at is null
      where b.slot_start >= from_ts and b.slot_start < to_ts
    union all
    select 4, null, extract(epoch from h.slot_start)::float8 * 1000, null, h.held from slot_holds h
      where h.slot_start >= from_ts and h.slot_start < to_ts and h.held <> 0
    union all
    select 5, null, extract(epoch from s.slot)::float8 * 1000, null, count(*)::int
      from (select o.pickup_slot, o.return_slot, o.driver_id from orders o
              where o.state = 'pending_checkout' and o.hold_expires_at <= now_ts order by o.hold_expires_at offset 0) e
      cross join lateral (values (e.pickup_slot), (e.return_slot)) s(slot)
      where e.driver_id is null and s.slot >= from_ts and s.slot < to_ts
      group by s.slot;
end
$fn$;
--> statement-breakpoint
-- CREATE OR REPLACE drops the function's settings: keep 0005's indexed plans.
alter function cv_schedule(date, date, timestamptz, timestamptz, timestamptz) set enable_seqscan = off;
