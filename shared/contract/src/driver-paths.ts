/** The driver's calls' routes and URLs (the table and the answers: driver.ts). */
export const DRIVER_ROUTES = {
  activeOrder: '/api/driver/active-order',
  orders: '/api/driver/orders',
  order: '/api/driver/order/:identity',
  handover: '/api/driver/order/:identity/handover',
  handovers: '/api/:role/order/:id/handovers',
  photo: '/api/handover-photo/:id',
  position: '/api/driver/position',
  orderPosition: '/api/:role/order/:id/position',
} as const;

const seg = (value: string): string => encodeURIComponent(value);
export const driverPaths = {
  activeOrder: (): string => DRIVER_ROUTES.activeOrder,
  orders: (from: string, to: string): string => `${DRIVER_ROUTES.orders}?from=${seg(from)}&to=${seg(to)}`,
  order: (identity: string): string => `/api/driver/order/${seg(identity)}`,
  handover: (identity: string): string => `/api/driver/order/${seg(identity)}/handover`,
  handovers: (role: 'customer' | 'driver' | 'manager', id: string): string => `/api/${role}/order/${seg(id)}/handovers`,
  photo: (id: string): string => `/api/handover-photo/${seg(id)}`,
  position: (): string => DRIVER_ROUTES.position,
  orderPosition: (role: 'customer' | 'driver' | 'manager', id: string): string => `/api/${role}/order/${seg(id)}/position`,
} as const;

/** The SSE event name of a new position on the notification stream; its data is an `OrderPosition` as JSON. */
export const POSITION_EVENT = 'position';
