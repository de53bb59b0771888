import { MANAGER_ORDERS_PAGE_SIZE, ORDER_STATES } from '@chargevalet/contract/core';
import type { ManagerOrdersQuery, OrderState } from '@chargevalet/contract';

/** The list's filters as they live in the address bar (`?query=&state=&date=&page=`), so back/forward and reload keep them. */
export interface OrdersFilters {
  query: string;
  state: OrderState | '';
  date: string;
  page: number;
}

const DATE = /^\d{4}-\d{2}-\d{2}$/;

/** Reads the filters from the address bar; anything malformed falls back to "no filter" / page 1. */
export function readFilters(params: URLSearchParams): OrdersFilters {
  const state = params.get('state') ?? '';
  const date = params.get('date') ?? '';
  const page = Number(params.get('page'));
  return {
    query: (params.get('query') ?? '').trim(),
    state: (ORDER_STATES as readonly string[]).includes(state) ? (state as OrderState) : '',
    date: DATE.test(date) ? date : '',
    page: Number.isInteger(page) && page > 1 ? page : 1,
  };
}

/** The address-bar form of the filters: empty ones and page 1 are left out, so a clean list has a clean URL. */
export function writeFilters(filters: OrdersFilters): URLSearchParams {
  const params = new URLSearchParams();
  if (filters.query) params.set('query', filters.query);
  if (filters.state) params.set('state', filters.state);
  if (filters.date) params.set('date', filters.date);
  if (filters.page > 1) params.set('page', String(filters.page));
  return params;
}

/** The API query of GET /api/manager/orders for the filters (10 rows a page, SPEC §9). */
export function toOrdersQuery(filters: OrdersFilters): ManagerOrdersQuery {
  return {
    query: filters.query || undefined,
    state: filters.state || undefined,
    date: filters.date || undefined,
    page: filters.page,
    pageSize: MANAGER_ORDERS_PAGE_SIZE,
  };
}

/** SPEC §9: pagination shows 5 page buttons (the platform's pager and its window). */
export { pageWindow } from '@chargevalet/platform';
