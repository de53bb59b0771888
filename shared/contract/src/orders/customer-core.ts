import { pathSegment as seg } from '../path-segment';

/** The customer's order calls' routes and URLs and their limits (the table and the answers: customer.ts). */
export const CUSTOMER_ORDER_ROUTES = {
  orders: '/api/customer/orders',
  activeOrders: '/api/customer/active-orders',
  order: '/api/customer/order/:id',
  contactManager: '/api/customer/order/:id/contact-manager',
} as const;

export const customerOrderPaths = {
  orders: (page = 1): string => (page > 1 ? `/api/customer/orders?page=${page}` : CUSTOMER_ORDER_ROUTES.orders),
  activeOrders: (): string => CUSTOMER_ORDER_ROUTES.activeOrders,
  order: (id: string): string => `/api/customer/order/${seg(id)}`,
  contactManager: (id: string): string => `/api/customer/order/${seg(id)}/contact-manager`,
} as const;
export const CUSTOMER_ORDERS_PAGE_SIZE = 10;
export const CONTACT_MESSAGE_MAX = 2000;
