import type { QueryClient } from '@tanstack/react-query';
import type { Order } from '@chargevalet/contract';

/** Query keys of the customer's order data; `all` refetches every list and view after a change. */
export const customerOrderKeys = {
  all: ['customer', 'orders'] as const,
  list: (page: number) => [...customerOrderKeys.all, 'list', page] as const,
  active: () => [...customerOrderKeys.all, 'active'] as const,
  detail: (id: string) => [...customerOrderKeys.all, 'detail', id] as const,
};

/** After a change: the answer becomes the order's cached view; the lists refetch. */
export function storeChangedOrder(queryClient: QueryClient, order: Order): void {
  queryClient.setQueryData(customerOrderKeys.detail(order.id), order);
  void queryClient.invalidateQueries({
    queryKey: customerOrderKeys.all,
    predicate: (query) => !(query.queryKey[2] === 'detail' && query.queryKey[3] === order.id),
  });
}
