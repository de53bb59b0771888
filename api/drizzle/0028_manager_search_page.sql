-- Issue 32, a search fragment nobody searched before within 100 ms over a million orders: the page of a manager's
-- search (its matches in order_search, counted up to the cap, then sorted) as one function with a generic plan.
-- Planned per call, as the statement drizzle built was, PostgreSQL spent ~0.4 ms of a ~0.8 ms search estimating how
-- many texts the LIKE patterns match (planning a trigram scan reads the index's statistics per pattern), only to pick
-- the trigram index every time. Here the plan is made once per connection (plan_cache_mode), on that index:
-- enable_seqscan is off because a generic plan cannot know the patterns' selectivity and would read all of
-- order_search for a LIMIT that a rare fragment never fills. Measured in the README (bench, BENCH_ONLY=search).
-- fragments: LIKE patterns (`%…%`), any of which matches; list_states/exact_states: the state filter (null: any),
-- exact_states where a list state stands for several (a driver's steps); from_slot/to_slot: the pickup day.
create or replace function cv_manager_search_matches(fragments text[], list_states order_state[], exact_states order_state[],
                                                     from_slot timestamptz, to_slot timestamptz, cap int)
returns table (order_id uuid, pickup_slot timestamptz)
language sql stable
as $$
  select s.order_id, s.pickup_slot
    from order_search s
   where s.text like any(fragments) and s.list_state <> 'pending_checkout'
     and (list_states is null or s.list_state = any(list_states))
     and (exact_states is null or exists (select from orders o where o.id = s.order_id and o.state = any(exact_states)))
     and (from_slot is null or s.pickup_slot >= from_slot) and (to_slot is null or s.pickup_slot < to_slot)
   limit cap + 1
$$;
--> statement-breakpoint
create or replace function cv_manager_search_page(fragments text[], list_states order_state[], exact_states order_state[],
                                                  from_slot timestamptz, to_slot timestamptz, ascending boolean,
                                                  page_size int, page_offset int, cap int)
returns table (order_id uuid, match_count int, page_rank int)
language plpgsql stable
set plan_cache_mode = force_generic_plan
set enable_seqscan = off
as $$
begin
  -- the page by a bounded sort (top-N) in either direction; its rank numbers the page's rows in that order
  if ascending then
    return query
    select p.order_id, p.match_count, (row_number() over ())::int
      from (select m.order_id, (count(*) over ())::int as match_count
              from cv_manager_search_matches(fragments, list_states, exact_states, from_slot, to_slot, cap) m
             order by m.pickup_slot, m.order_id
             limit page_size offset page_offset) p;
  else
    return query
    select p.order_id, p.match_count, (row_number() over ())::int
      from (select m.order_id, (count(*) over ())::int as match_count
              from cv_manager_search_matches(fragments, list_states, exact_states, from_slot, to_slot, cap) m
             order by m.pickup_slot desc, m.order_id desc
             limit page_size offset page_offset) p;
  end if;
end $$;
