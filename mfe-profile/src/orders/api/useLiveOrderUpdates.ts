import { useQueryClient } from '@tanstack/react-query';
import { orderHandoverKeys, useNotificationArrivals, usePositionArrivals } from '@chargevalet/platform';
import { customerOrderKeys } from './keys';

/**
 * Keeps the customer's order pages live: each notification about one of their orders arriving on the bell's stream
 * (every status change notifies the customer) refetches that order's view and records, the list and the active
 * orders; each fix of the car on the same stream refetches that order's view and the active orders, whose arrival
 * estimate (`eta`, the server's one distance model) moves with it. No second stream: the shell's bell holds the one
 * per tab.
 */
export function useLiveOrderUpdates(): void {
  const queryClient = useQueryClient();
  useNotificationArrivals((notification) => {
    const orderId = notification.order_id;
    if (!orderId) return;
    void queryClient.invalidateQueries({
      queryKey: customerOrderKeys.all,
      // another order's open view stays as it is
      predicate: ({ queryKey }) => !(queryKey[2] === 'detail' && queryKey[3] !== orderId),
    });
    void queryClient.invalidateQueries({ queryKey: orderHandoverKeys.of('customer', orderId) });
  });
  usePositionArrivals((position) => {
    void queryClient.invalidateQueries({ queryKey: customerOrderKeys.detail(position.order_id) });
    void queryClient.invalidateQueries({ queryKey: customerOrderKeys.active() });
  });
}
