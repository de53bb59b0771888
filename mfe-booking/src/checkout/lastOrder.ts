import { orderSchema, type Order } from '@chargevalet/contract';

/** The order the result view (`?status={state}`) shows; kept for the tab so a reload still shows it. */
export const LAST_ORDER_KEY = 'chargevalet.booking.lastOrder';

export function saveLastOrder(order: Order): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ order }));
  } catch {
    // storage full or blocked: the result view then shows the state only
  }
}

export function readLastOrder(): Order | null {
  try {
    const raw = sessionStorage.getItem(LAST_ORDER_KEY);
    if (!raw) return null;
    const value = JSON.parse(raw) as { order?: unknown };
    const order = orderSchema.safeParse(value.order);
    return order.success ? order.data : null;
  } catch {
    return null;
  }
}

/** `?status=` and `?session_id=` mark the wizard's result and card-payment return (SPEC §2). */
export function isCheckoutReturn(search: string): boolean {
  const params = new URLSearchParams(search);
  return params.has('status') || params.has('session_id');
}
