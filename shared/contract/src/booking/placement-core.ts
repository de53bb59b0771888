import { pathSegment as seg } from '../path-segment';

/** The ordering calls' routes and URLs (the table and the answers: placement.ts). */
export const ORDERING_ROUTES = {
  pickupTimeSlots: '/api/order/pick-up/time-slots/:id',
  returnTimeSlots: '/api/order/return/time-slots/:id',
  freeOrderPlace: '/api/free-order/place',
  startCheckout: '/api/payment/stripe/start-checkout/embedded',
  guestStartCheckout: '/api/guest/payment/stripe/start-checkout/embedded',
  completeCheckout: '/api/payment/stripe/complete-checkout/:session',
  paymentConfig: '/api/payment/config',
  sandboxSession: '/api/payment/sandbox/:session',
  sandboxPay: '/api/payment/sandbox/:session/pay',
  stripeWebhook: '/api/payment/stripe/webhook',
  totals: '/api/totals/:id',
} as const;

export const orderingPaths = {
  pickupTimeSlots: (packageId: number): string => `/api/order/pick-up/time-slots/${seg(packageId)}`,
  returnTimeSlots: (
    packageId: number,
    query: { pickup_date: string; pickup_time: string; charging_level_id?: number; car_type?: string },
  ): string => {
    const params = new URLSearchParams({ pickup_date: query.pickup_date, pickup_time: query.pickup_time });
    if (query.charging_level_id !== undefined) params.set('charging_level_id', String(query.charging_level_id));
    if (query.car_type) params.set('car_type', query.car_type);
    return `/api/order/return/time-slots/${seg(packageId)}?${params.toString()}`;
  },
  freeOrderPlace: (): string => ORDERING_ROUTES.freeOrderPlace,
  startCheckout: (guest: boolean): string => (guest ? ORDERING_ROUTES.guestStartCheckout : ORDERING_ROUTES.startCheckout),
  completeCheckout: (sessionId: string): string => `/api/payment/stripe/complete-checkout/${seg(sessionId)}`,
  paymentConfig: (): string => ORDERING_ROUTES.paymentConfig,
  sandboxSession: (sessionId: string): string => `/api/payment/sandbox/${seg(sessionId)}`,
  sandboxPay: (sessionId: string): string => `/api/payment/sandbox/${seg(sessionId)}/pay`,
  totals: (orderId: string): string => `/api/totals/${seg(orderId)}`,
} as const;
