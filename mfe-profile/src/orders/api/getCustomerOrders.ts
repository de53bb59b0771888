import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { customerOrderPaths } from '@chargevalet/contract/core';
import type { AnswerOf, CustomerOrdersResponse, customerOrdersResponseSchema } from '@chargevalet/contract';
import { customerOrderKeys } from './keys';

/** GET /api/customer/orders?page= (newest pickup first, 10 a page). */
export const getCustomerOrders = (page: number, signal?: AbortSignal): Promise<CustomerOrdersResponse> =>
  api.get<AnswerOf<typeof customerOrdersResponseSchema>>(customerOrderPaths.orders(page), { signal });

export const customerOrdersQueryOptions = (page: number) =>
  queryOptions({
    queryKey: customerOrderKeys.list(page),
    queryFn: ({ signal }) => getCustomerOrders(page, signal),
    // The previous page stays on screen while the next one loads.
    placeholderData: keepPreviousData,
  });

export const useCustomerOrders = (page: number) => useQuery(customerOrdersQueryOptions(page));
