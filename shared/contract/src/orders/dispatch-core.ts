import type { Role } from '../roles';
import type { ManagerOrdersQuery } from './dispatch';
import { pathSegment as seg } from '../path-segment';

/** The dispatch calls' routes and URLs (the table and the answers: dispatch.ts). */
export const DISPATCH_ROUTES = {
  allowedStatuses: '/api/:role/order/allowed-statuses/:id',
  changeStatus: '/api/:role/order/status/:id',
  managerOrder: '/api/manager/order/:id',
  managerTotals: '/api/manager/order/:id/totals',
  assign: '/api/manager/order/:order/assign/driver/:driver',
  reassign: '/api/manager/order/:order/reassign/driver/:driver',
  driverSuggestions: '/api/manager/order/:id/driver-suggestions',
  managerOrders: '/api/manager/orders',
  activeOrders: '/api/manager/active-orders',
  dashboard: '/api/manager/dashboard',
} as const;

export const dispatchPaths = {
  allowedStatuses: (role: Role, id: string): string => `/api/${role}/order/allowed-statuses/${seg(id)}`,
  changeStatus: (role: Role, id: string): string => `/api/${role}/order/status/${seg(id)}`,
  managerOrder: (id: string): string => `/api/manager/order/${seg(id)}`,
  managerTotals: (id: string): string => `/api/manager/order/${seg(id)}/totals`,
  assign: (orderId: string, driverId: string, reassign = false): string =>
    `/api/manager/order/${seg(orderId)}/${reassign ? 'reassign' : 'assign'}/driver/${seg(driverId)}`,
  driverSuggestions: (id: string): string => `/api/manager/order/${seg(id)}/driver-suggestions`,
  managerOrders: (query: Partial<ManagerOrdersQuery> = {}): string => {
    const params = new URLSearchParams();
    for (const [key, value] of Object.entries(query)) if (value !== undefined && value !== '') params.set(key, String(value));
    const text = params.toString();
    return text ? `/api/manager/orders?${text}` : '/api/manager/orders';
  },
  activeOrders: (): string => DISPATCH_ROUTES.activeOrders,
  dashboard: (): string => DISPATCH_ROUTES.dashboard,
} as const;

/** The manager's orders list: rows a page (and the most a caller may ask for). */
export const MANAGER_ORDERS_PAGE_SIZE = 10;
export const MANAGER_ORDERS_PAGE_SIZE_MAX = 50;
