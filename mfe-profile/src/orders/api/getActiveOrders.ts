import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { customerOrderPaths } from '@chargevalet/contract/core';
import type { AnswerOf, customerActiveOrdersResponseSchema, CustomerOrderItem } from '@chargevalet/contract';
import { customerOrderKeys } from './keys';

/** GET /api/customer/active-orders (not yet returned or cancelled, next pickup first). */
export const getActiveOrders = async (signal?: AbortSignal): Promise<CustomerOrderItem[]> =>
  (await api.get<AnswerOf<typeof customerActiveOrdersResponseSchema>>(customerOrderPaths.activeOrders(), { signal })).data;

export const activeOrdersQueryOptions = () =>
  queryOptions({
    queryKey: customerOrderKeys.active(),
    queryFn: ({ signal }) => getActiveOrders(signal),
    // The car moves on while the customer watches: look again every minute (and when the tab comes back).
    refetchInterval: 60_000,
  });

export const useActiveOrders = () => useQuery(activeOrdersQueryOptions());
