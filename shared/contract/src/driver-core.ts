import type { OrderState } from './order-states-core';
import { pathSegment as seg } from './path-segment';

/** The driver's calls without zod: routes and URLs, limits, the handover and position rules (the calls and answers: driver.ts). */
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

/** The calendar shows today and the next 6 days; the server answers at most 14 days at once. */
export const DRIVER_CALENDAR_DAYS = 7;
export const DRIVER_ORDERS_MAX_DAYS = 14;

export const HANDOVER_KINDS = ['pickup', 'return'] as const;
export type HandoverKind = (typeof HANDOVER_KINDS)[number];
export const HANDOVER_MAX_PHOTOS = 10;
export const HANDOVER_MAX_PHOTO_BYTES = 8 * 1024 * 1024;
/** Photos are stored resized to at most this many pixels on the longer side, as JPEG without metadata. */
export const HANDOVER_PHOTO_MAX_PX = 1600;
export const HANDOVER_NOTES_MAX = 1000;
export const HANDOVER_MILEAGE_MAX = 2_000_000;

/**
 * Which record a state needs first: the pickup record before the car leaves for the station, the return record
 * before it is handed back (parked or returned).
 */
export function handoverRequiredFor(target: OrderState): HandoverKind | null {
  if (target === 'on_the_way_to_station') return 'pickup';
  if (target === 'parked' || target === 'returned') return 'return';
  return null;
}

/** A record is made at the car: the pickup before leaving for the station, the return once back at the address. */
const HANDOVER_STATES: Record<HandoverKind, readonly OrderState[]> = {
  pickup: ['assigned', 'on_the_way_to_pickup'],
  return: ['on_the_way_to_return'],
};
export const handoverAllowedIn = (kind: HandoverKind, state: OrderState): boolean => HANDOVER_STATES[kind].includes(state);

/** The driver's page sends a fix this often while sharing. */
export const POSITION_SEND_INTERVAL_MS = 15_000;
/** The server accepts one fix per driver in this many seconds (more is answered 429 with Retry-After). */
export const POSITION_MIN_INTERVAL_SECONDS = 5;
/** A fix older than this (by its recorded_at) is refused. */
export const POSITION_MAX_AGE_MINUTES = 10;

/** Request header of `POST /api/{role}/order/status/{id}`: the same key answers the first answer again. */
export const IDEMPOTENCY_HEADER = 'idempotency-key';
/** How long a key and its answer are kept. */
export const IDEMPOTENCY_KEEP_HOURS = 24;
