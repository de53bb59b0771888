import { sql } from 'drizzle-orm';
import { SERVICE_TIME_ZONE, STATS_DEFAULT_DAYS, STATS_REVENUE_WEEKS, mondayOf, type ManagerStats } from '@chargevalet/contract';
import { rowsOf, type Db } from '../../db/client';
import { addDays, slotsOfDate, todayInBerlin, zonedToInstant } from '../../domain';
import { sqlTime } from '../../plugins/clock';

const TZ = SERVICE_TIME_ZONE;
const startOf = (date: string): Date => zonedToInstant(date, '00:00', TZ);
const share = (part: number, total: number): number | null => (total === 0 ? null : part / total);


/** The range asked for, or the last 8 weeks up to today (Berlin, the API's clock; `STATS_DEFAULT_DAYS`). */
export function statsRange(now: Date, from?: string, to?: string): { from: string; to: string } {
  const last = to ?? (from ? addDays(from, STATS_DEFAULT_DAYS - 1) : todayInBerlin(now));
  return { from: from ?? addDays(last, -(STATS_DEFAULT_DAYS - 1)), to: last };
}

/**
 * The manager's numbers, each computed by PostgreSQL over the range's rows only (the instants of the Berlin days
 * bound every scan through an index): orders placed per day, money received per week of pickup, the drivers'
 * utilisation per day, the shares of free and discounted orders, and the average of the ratings given in the range
 * (null when there are none).
 */
export async function managerStats(db: Db, range: { from: string; to: string }): Promise<ManagerStats> {
  const { from, to } = range;
  const start = startOf(from);
  const end = startOf(addDays(to, 1));
  const firstWeek = addDays(mondayOf(to), -7 * (STATS_REVENUE_WEEKS - 1));
  const weeksStart = startOf(firstWeek);
  const weeksEnd = startOf(addDays(mondayOf(to), 7));
  const slotsPerDay = slotsOfDate(from).length;

  const [perDay, perWeek, utilisation, ratings] = await Promise.all([
    // orders placed per day with their free and discounted counts: one index-only pass over the range
    db.execute(sql`
      select to_char(d, 'YYYY-MM-DD') as date, coalesce(n.orders, 0)::int as orders, coalesce(n.free, 0)::int as free, coalesce(n.discounted, 0)::int as discounted
        from generate_series(${from}::date, ${to}::date, interval '1 day') d
        left join (
          select (created_at at time zone ${TZ})::date as day, count(*) as orders,
                 count(*) filter (where is_free) as free,
                 count(*) filter (where not is_free and (discount_cents > 0 or discount_code is not null)) as discounted
            from orders
           where created_at >= ${sqlTime(start)} and created_at < ${sqlTime(end)} and list_state <> 'pending_checkout'
           group by 1
        ) n on n.day = d::date
       order by d`),
    db.execute(sql`
      select to_char(w, 'YYYY-MM-DD') as week_start, coalesce(r.revenue, 0)::int as revenue, coalesce(r.orders, 0)::int as orders
        from generate_series(${firstWeek}::date, ${mondayOf(to)}::date, interval '7 days') w
        left join (
          select date_trunc('week', pickup_slot at time zone ${TZ})::date as week, sum(paid_total) as revenue, count(*) filter (where paid_total > 0) as orders
            from orders
           where pickup_slot >= ${sqlTime(weeksStart)} and pickup_slot < ${sqlTime(weeksEnd)} and paid_total > 0 and list_state <> 'pending_checkout'
           group by 1
        ) r on r.week = w::date
       order by w`),
    db.execute(sql`
      with drivers as (select id from users where role = 'driver' and deactivated_at is null),
      days as (select d::date as day from generate_series(${from}::date, ${to}::date, interval '1 day') d),
      booked as (
        select (b.slot_start at time zone ${TZ})::date as day, count(*) as n,
               count(*) filter (where exists (select 1 from driver_blocked_days bd where bd.driver_id = b.driver_id and bd.date = (b.slot_start at time zone ${TZ})::date)) as on_blocked
          from driver_slot_bookings b join drivers on drivers.id = b.driver_id
         where b.slot_start >= ${sqlTime(start)} and b.slot_start < ${sqlTime(end)}
         group by 1
      ),
      blocked_days as (
        select bd.date as day, count(*) as n
          from driver_blocked_days bd join drivers on drivers.id = bd.driver_id
         where bd.date between ${from}::date and ${to}::date
         group by 1
      ),
      blocked_slots as (
        select (s.slot_start at time zone ${TZ})::date as day, count(*) as n
          from driver_blocked_slots s join drivers on drivers.id = s.driver_id
         where s.slot_start >= ${sqlTime(start)} and s.slot_start < ${sqlTime(end)}
           and not exists (select 1 from driver_blocked_days bd where bd.driver_id = s.driver_id and bd.date = (s.slot_start at time zone ${TZ})::date)
         group by 1
      )
      select to_char(days.day, 'YYYY-MM-DD') as date,
             coalesce(booked.n, 0)::int as booked,
             -- every active driver's slots, less whole days and single slots off; a booking on a day off still counts
             greatest(0, (select count(*) from drivers) * ${slotsPerDay} - coalesce(blocked_days.n, 0) * ${slotsPerDay}
                         - coalesce(blocked_slots.n, 0) + coalesce(booked.on_blocked, 0))::int as available
        from days
        left join booked on booked.day = days.day
        left join blocked_days on blocked_days.day = days.day
        left join blocked_slots on blocked_slots.day = days.day
       order by days.day`),
    db.execute(sql`
      select avg(rate)::float8 as average
        from rate_requests
       where state = 'rated' and answered_at >= ${sqlTime(start)} and answered_at < ${sqlTime(end)}`),
  ]);

  const days = rowsOf<{ date: string; orders: number; free: number; discounted: number }>(perDay).map((row) => ({
    date: row.date,
    orders: Number(row.orders),
    free: Number(row.free),
    discounted: Number(row.discounted),
  }));
  const sum = (key: 'orders' | 'free' | 'discounted') => days.reduce((total, day) => total + day[key], 0);
  const counts = { total: sum('orders'), free: sum('free'), discounted: sum('discounted') };
  const total = counts.total;
  return {
    from,
    to,
    orders_per_day: days.map((day) => ({ date: day.date, orders: day.orders })),
    revenue_per_week: rowsOf<{ week_start: string; revenue: number; orders: number }>(perWeek).map((row) => ({
      week_start: row.week_start,
      revenue: Number(row.revenue),
      orders: Number(row.orders),
    })),
    utilisation_per_day: rowsOf<{ date: string; booked: number; available: number }>(utilisation).map((row) => {
      const booked = Number(row.booked);
      const available = Number(row.available);
      return { date: row.date, booked, available, ratio: available === 0 ? null : Math.min(1, booked / available) };
    }),
    average_rating: rowsOf<{ average: number | null }>(ratings)[0]?.average ?? null,
    orders_total: total,
    free_orders: counts.free,
    discounted_orders: counts.discounted,
    free_share: share(counts.free, total),
    discounted_share: share(counts.discounted, total),
  };
}
