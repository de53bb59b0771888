import { orderSchema, type Order } from '@chargevalet/contract';

/** The order the result view (`?status={state}`) shows; kept for the tab so a reload still shows it. */
export const LAST_ORDER_KEY = 'chargevalet.booking.lastOrder';

/**
 * Keeps the placed order for the result view. `clearWizard`: the order succeeded, so the result view clears the
 * wizard data once it shows (clearing earlier would send the payment route to its redirects first).
 */
export function saveLastOrder(order: Order, { clearWizard = false }: { clearWizard?: boolean } = {}): void {
  try {
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ order, clearWizard }));
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

/** True once per successful order: the wizard data should be cleared now (SPEC: cleared after success). */
export function takeClearWizard(): boolean {
  try {
    const raw = sessionStorage.getItem(LAST_ORDER_KEY);
    if (!raw) return false;
    const value = JSON.parse(raw) as { clearWizard?: unknown };
    if (value.clearWizard !== true) return false;
    sessionStorage.setItem(LAST_ORDER_KEY, JSON.stringify({ ...value, clearWizard: false }));
    return true;
  } catch {
    return false;
  }
}
