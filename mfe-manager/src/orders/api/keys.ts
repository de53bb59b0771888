import type { QueryClient } from '@tanstack/react-query';
import type { ManagerOrdersQuery, Order } from '@chargevalet/contract';

/** Query keys of the manager's order data; `all` invalidates every list and view after a change. */
export const orderKeys = {
  all: ['manager', 'orders'] as const,
  list: (query: ManagerOrdersQuery) => [...orderKeys.all, 'list', query] as const,
  active: () => [...orderKeys.all, 'active'] as const,
  dashboard: () => [...orderKeys.all, 'dashboard'] as const,
  detail: (id: string) => [...orderKeys.all, 'detail', id] as const,
  allowedStatuses: (id: string) => [...orderKeys.all, 'allowed-statuses', id] as const,
  suggestions: (id: string) => [...orderKeys.all, 'driver-suggestions', id] as const,
  totals: (id: string) => [...orderKeys.all, 'totals', id] as const,
};

/** After a change: the answer becomes the order's cached view; every other list and view of orders is refetched. */
export function storeChangedOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(orderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({
    queryKey: orderKeys.all,
    predicate: (query) => !(query.queryKey[2] === 'detail' && query.queryKey[3] === order.id),
  });
}
