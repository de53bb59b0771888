import { and, asc, desc, eq, gte, inArray, lt, ne, sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { searchFragments } from './search-text';
import {
  ACTIVE_STATES,
  CUSTOMER_ACTIVE_STATES,
  MANAGER_ORDERS_COUNT_CAP,
  SERVICE_TIME_ZONE,
  type ManagerDashboard,
  type ManagerOrderItem,
  type OrderState,
} from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { listStateOf, ORDER_DB_STATES, orders, orderSearch, users, type OrderDbState } from '../../db/schema';
import { addDays, instantToZoned, zonedToInstant } from '../../domain';

/** The driver of a list row (lists and the CSV export join it under this name). */
export const driverUsers = alias(users, 'list_driver');

/** The columns of a list row (slim: the list never loads history or catalogue snapshots); the export adds its own. */
export const itemColumns = {
  id: orders.id,
  identity: orders.identity,
  state: orders.state,
  firstName: orders.customerFirstName,
  lastName: orders.customerLastName,
  email: orders.customerEmail,
  phone: orders.customerPhone,
  licensePlate: orders.licensePlate,
  brand: orders.brand,
  model: orders.model,
  driverId: driverUsers.id,
  driverFirstName: driverUsers.firstName,
  driverLastName: driverUsers.lastName,
  driverPhone: driverUsers.phone,
  pickupSlot: orders.pickupSlot,
  returnSlot: orders.returnSlot,
  returnSlotChosen: orders.returnSlotChosen,
  pickupStreet: orders.pickupStreet,
  isFree: orders.isFree,
  estimatedGrandTotal: orders.estimatedGrandTotal,
  grandTotal: orders.grandTotal,
  createdAt: orders.createdAt,
};

const selectItems = (db: Db, where: SQL | undefined) =>
  db.select(itemColumns).from(orders).leftJoin(driverUsers, eq(driverUsers.id, orders.driverId)).where(where);

type ItemRow = Awaited<ReturnType<typeof selectItems>>[number];

function toItem(row: ItemRow): ManagerOrderItem {
  return {
    id: row.id,
    identity: row.identity,
    state: row.state as OrderState,
    customer: { name: `${row.firstName} ${row.lastName}`.trim(), email: row.email, phone: row.phone },
    car: { license_plate: row.licensePlate, brand: row.brand, model: row.model },
    driver: row.driverId ? { id: row.driverId, name: `${row.driverFirstName ?? ''} ${row.driverLastName ?? ''}`.trim(), phone: row.driverPhone } : null,
    pickup_time_slot: { date_time: row.pickupSlot.toISOString() },
    return_time_slot: row.returnSlotChosen ? { date_time: row.returnSlot.toISOString() } : null,
    pickup_address: { street: row.pickupStreet },
    is_free: row.isFree,
    estimated_grand_total: row.estimatedGrandTotal,
    grand_total: row.grandTotal,
    created_at: row.createdAt.toISOString(),
  };
}


/** The Berlin day of `date` as [start, end) instants. */
const berlinDay = (date: string): [Date, Date] => [zonedToInstant(date, '00:00', SERVICE_TIME_ZONE), zonedToInstant(addDays(date, 1), '00:00', SERVICE_TIME_ZONE)];

const escapeLike = (text: string): string => text.replace(/[\\%_]/g, (char) => `\\${char}`);
/**
 * Orders in `states`, through the indexes: they read list_state (listStateOf, no index reads state), so the states
 * go as their list states, and as themselves where a list state stands for several.
 */
export function stateIn(states: readonly OrderDbState[]): SQL {
  const { listStates, exactStates } = stateFilter(states);
  const byList = inArray(orders.listState, listStates);
  return exactStates ? sql`(${byList} and ${inArray(orders.state, exactStates)})` : byList;
}
/** The list states of `states`, and the states themselves when a list state stands for several (else null). */
function stateFilter(states: readonly OrderDbState[]): { listStates: OrderDbState[]; exactStates: OrderDbState[] | null } {
  const listStates = [...new Set(states.map(listStateOf))];
  return { listStates, exactStates: listStates.every((state) => SINGLE_STATE_LIST_STATES.has(state)) ? null : [...states] };
}
/** The list states that stand for one state only (all but 'assigned', which the driver's steps share). */
const SINGLE_STATE_LIST_STATES = new Set(ORDER_DB_STATES.filter((listState) => ORDER_DB_STATES.filter((state) => listStateOf(state) === listState).length === 1));
const listed = sql`${orders.listState} <> 'pending_checkout'`;

export interface OrdersFilter {
  query?: string | undefined;
  state?: OrderState[] | undefined;
  date?: string | undefined;
  /** One customer's orders only (the customer's own list). */
  customerId?: string | undefined;
}

/** Which page of a list is asked for, and in which direction of pickup time. */
interface ListPage {
  page: number;
  pageSize: number;
  sort: 'asc' | 'desc';
}

/**
 * The filter of the manager's list. The search matches fragments (any case) of the order's text in `order_search`
 * (number, plate without separators, name, e-mail, phone digits and national form, brand, model; folded to ASCII)
 * through its trigram index: the query folded ("mueller" and "Müller" find "Müller"), a plate also without
 * separators ("AB 12" finds "D-AB 1234") and, written like a phone number, by its digits and national form ("0211 …"
 * finds "+49 211 …"; `searchFragments`).
 */
export function ordersWhere(filter: OrdersFilter): SQL | undefined {
  const conditions: SQL[] = [listed];
  if (filter.customerId) conditions.push(eq(orders.customerId, filter.customerId));
  const matches = textMatches(filter.query);
  if (matches) conditions.push(sql`${orders.id} in (select ${orderSearch.orderId} from ${orderSearch} where ${matches})`);
  if (filter.state?.length) conditions.push(stateIn(filter.state));
  if (filter.date) {
    const [start, end] = berlinDay(filter.date);
    conditions.push(gte(orders.pickupSlot, start), lt(orders.pickupSlot, end));
  }
  return and(...conditions);
}

/** `%fragment%` for each of the query's fragments (`searchFragments`): the LIKE patterns of a search. */
const likePatterns = (query: string | undefined): string[] => (query ? searchFragments(query) : []).map((fragment) => `%${escapeLike(fragment)}%`);

/** The search texts that match a pattern of `query` (`likePatterns`), none when it has no fragment. */
function textMatches(query: string | undefined): SQL | undefined {
  const patterns = likePatterns(query);
  if (patterns.length === 0) return undefined;
  return sql`(${sql.join(
    patterns.map((pattern) => sql`${orderSearch.text} like ${pattern}`),
    sql` or `,
  )})`;
}

/**
 * One page of a manager's search, matched and counted in `order_search` alone by cv_manager_search_page
 * (drizzle/0028_manager_search_page.sql: a plan made once per connection, not per fragment), "orders" read for the
 * page's rows only. Prepared once per database handle: no query built per request either.
 */
const searchPages = new WeakMap<Db, ReturnType<typeof prepareSearchPage>>();
function prepareSearchPage(db: Db) {
  const { placeholder } = sql;
  const page = sql`cv_manager_search_page(${placeholder('patterns')}::text[], ${placeholder('listStates')}::order_state[],
    ${placeholder('exactStates')}::order_state[], ${placeholder('from')}::timestamptz, ${placeholder('to')}::timestamptz,
    ${placeholder('ascending')}::boolean, ${placeholder('pageSize')}::int, ${placeholder('offset')}::int, ${MANAGER_ORDERS_COUNT_CAP}) as page`;
  return db
    .select({ ...itemColumns, total: sql<number>`page.match_count` })
    .from(page)
    .innerJoin(orders, sql`${orders.id} = page.order_id`)
    .leftJoin(driverUsers, eq(driverUsers.id, orders.driverId))
    .orderBy(sql`page.page_rank`)
    .prepare('cv_manager_search_page_v1');
}
function searchPage(db: Db, patterns: string[], filter: OrdersFilter, page: ListPage) {
  let prepared = searchPages.get(db);
  if (!prepared) {
    prepared = prepareSearchPage(db);
    searchPages.set(db, prepared);
  }
  const { listStates = null, exactStates = null } = filter.state?.length ? stateFilter(filter.state) : {};
  // as text: a Date of jest's sandbox is no Date to PGlite, which the tests create outside it
  const [from = null, to = null] = filter.date ? berlinDay(filter.date).map((instant) => instant.toISOString()) : [];
  return prepared.execute({ patterns, listStates, exactStates, from, to, ascending: page.sort === 'asc', pageSize: page.pageSize, offset: (page.page - 1) * page.pageSize });
}

/** One page, sorted by pickup time (then id, so pages never overlap). */
export async function listOrders(db: Db, filter: OrdersFilter, page: ListPage): Promise<ManagerOrderItem[]> {
  const order = page.sort === 'asc' ? [asc(orders.pickupSlot), asc(orders.id)] : [desc(orders.pickupSlot), desc(orders.id)];
  const rows = await selectItems(db, ordersWhere(filter))
    .orderBy(...order)
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize);
  return rows.map(toItem);
}

/**
 * How many orders match, counted up to MANAGER_ORDERS_COUNT_CAP + 1 only: an exact count(*) over a million rows
 * costs a scan of them all on every page, and five page buttons never need more than the cap tells.
 */
export async function countOrders(db: Db, filter: OrdersFilter): Promise<{ total: number; capped: boolean }> {
  const matched = db.select({ one: sql`1` }).from(orders).where(ordersWhere(filter)).limit(MANAGER_ORDERS_COUNT_CAP + 1).as('matched');
  const [row] = await db.select({ n: sql<number>`count(*)::int` }).from(matched);
  const n = Number(row?.n ?? 0);
  return { total: Math.min(n, MANAGER_ORDERS_COUNT_CAP), capped: n > MANAGER_ORDERS_COUNT_CAP };
}

export interface OrdersPage {
  data: ManagerOrderItem[];
  total: number;
  capped: boolean;
}

/** One page of a day's or a customer's orders (`ordersWhere`), counted up to the cap in the same statement. */
function narrowPage(db: Db, filter: OrdersFilter, page: ListPage) {
  const by = page.sort === 'asc' ? asc : desc;
  const matched = db
    .select({ id: orders.id, pickupSlot: orders.pickupSlot })
    .from(orders)
    .where(ordersWhere(filter))
    .limit(MANAGER_ORDERS_COUNT_CAP + 1)
    .as('matched');
  const pageRows = db
    .select({ id: matched.id, total: sql<number>`count(*) over ()`.as('total') })
    .from(matched)
    .orderBy(by(matched.pickupSlot), by(matched.id))
    .limit(page.pageSize)
    .offset((page.page - 1) * page.pageSize)
    .as('page_rows');
  return db
    .select({ ...itemColumns, total: pageRows.total })
    .from(pageRows)
    .innerJoin(orders, eq(orders.id, pageRows.id))
    .leftJoin(driverUsers, eq(driverUsers.id, orders.driverId))
    .orderBy(by(orders.pickupSlot), by(orders.id));
}

/**
 * One page and how many orders match. A narrow filter (a search, a day, one customer) reads its matches once: up
 * to MANAGER_ORDERS_COUNT_CAP they are counted and sorted in the same statement (one pass over the trigram or
 * customer index instead of one for the page and another for the count); a manager's search in `order_search` alone
 * (`searchPage`). Past the cap, for the whole table, or beyond the last page, the page comes from the pickup index
 * (listOrders) and the count from `count`.
 */
export async function ordersPage(
  db: Db,
  filter: OrdersFilter,
  page: ListPage,
  count: () => Promise<{ total: number; capped: boolean }>,
): Promise<OrdersPage> {
  const patterns = filter.customerId ? [] : likePatterns(filter.query);
  if (patterns.length > 0 || filter.date || filter.customerId) {
    const rows = patterns.length > 0 ? await searchPage(db, patterns, filter, page) : await narrowPage(db, filter, page);
    const total = Number(rows[0]?.total ?? 0);
    if (rows.length > 0 ? total <= MANAGER_ORDERS_COUNT_CAP : page.page === 1) return { data: rows.map(toItem), total, capped: false };
  }
  const [data, counted] = await Promise.all([listOrders(db, filter, page), count()]);
  return { data, ...counted };
}

const ACTIVE_ROWS = 200;

/**
 * Orders between assigned and returned: today's pickups first, then by pickup time. Two reads of the first rows of
 * orders_active_pickup_idx (today's, then all) rather than one sort of every active order by "is today".
 */
export async function activeOrders(db: Db, now: Date): Promise<ManagerOrderItem[]> {
  const [start, end] = berlinDay(instantToZoned(now, SERVICE_TIME_ZONE).date);
  const active = stateIn(ACTIVE_STATES);
  const byPickup = [asc(orders.pickupSlot), asc(orders.id)];
  const [today, all] = await Promise.all([
    selectItems(db, and(active, gte(orders.pickupSlot, start), lt(orders.pickupSlot, end))).orderBy(...byPickup).limit(ACTIVE_ROWS),
    selectItems(db, active).orderBy(...byPickup).limit(ACTIVE_ROWS),
  ]);
  const first = new Set(today.map((row) => row.id));
  return [...today, ...all.filter((row) => !first.has(row.id))].slice(0, ACTIVE_ROWS).map(toItem);
}

/** A customer's orders not yet returned or cancelled, next pickup first. */
export async function customerActiveOrders(db: Db, customerId: string): Promise<ManagerOrderItem[]> {
  const rows = await selectItems(db, and(eq(orders.customerId, customerId), stateIn(CUSTOMER_ACTIVE_STATES)))
    .orderBy(asc(orders.pickupSlot), asc(orders.id))
    .limit(50);
  return rows.map(toItem);
}

/** Orders without a driver (`created`) picked up in [from, to), by pickup, at most `limit`. */
export async function unassignedOrders(db: Db, from: Date, to: Date, limit: number): Promise<ManagerOrderItem[]> {
  const rows = await selectItems(db, and(stateIn(['created']), gte(orders.pickupSlot, from), lt(orders.pickupSlot, to)))
    .orderBy(asc(orders.pickupSlot), asc(orders.id))
    .limit(limit);
  return rows.map(toItem);
}

const DASHBOARD_ROWS = 50;
const ON_THE_ROAD: OrderState[] = ['on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return'];

/**
 * Today at a glance (the Berlin day of `now`): the pickups planned today, and what happened today — orders completed
 * (paid, unpaid, no charge) or cancelled today and the money they brought, whatever their pickup day (`closed_at`,
 * drizzle/0024_dispatch_day.sql, an index-only read of the day's closings).
 */
export async function dashboard(db: Db, now: Date): Promise<ManagerDashboard> {
  const [start, end] = berlinDay(instantToZoned(now, SERVICE_TIME_ZONE).date);
  const in24h = new Date(now.getTime() + 24 * 3_600_000);
  const [unassigned, road, waiting, [planned], [closed]] = await Promise.all([
    unassignedOrders(db, now, in24h, DASHBOARD_ROWS),
    selectItems(db, stateIn(ON_THE_ROAD)).orderBy(asc(orders.pickupSlot)).limit(DASHBOARD_ROWS),
    selectItems(db, stateIn(['returned'])).orderBy(asc(orders.returnSlot)).limit(DASHBOARD_ROWS),
    db
      .select({ pickups: sql<number>`count(*)::int` })
      .from(orders)
      .where(and(listed, ne(orders.listState, 'cancelled'), gte(orders.pickupSlot, start), lt(orders.pickupSlot, end))),
    db
      .select({
        completed: sql<number>`count(*) filter (where ${orders.listState} <> 'cancelled')::int`,
        cancelled: sql<number>`count(*) filter (where ${orders.listState} = 'cancelled')::int`,
        revenue: sql<number>`coalesce(sum(${orders.paidTotal}) filter (where ${orders.listState} <> 'cancelled'), 0)::int`,
      })
      .from(orders)
      .where(and(gte(orders.closedAt, start), lt(orders.closedAt, end))),
  ]);
  return {
    unassigned_next_24h: unassigned,
    on_the_road: road.map(toItem),
    waiting_for_costs: waiting.map(toItem),
    today: { pickups: planned?.pickups ?? 0, completed: closed?.completed ?? 0, cancelled: closed?.cancelled ?? 0, revenue: closed?.revenue ?? 0 },
  };
}
