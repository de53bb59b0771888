import { keepPreviousData, queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, ManagerOrdersQuery, ManagerOrdersResponse, managerOrdersResponseSchema } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/orders?query&state&date&page&pageSize. */
export const getOrders = (query: ManagerOrdersQuery, signal?: AbortSignal): Promise<ManagerOrdersResponse> =>
  api.get<AnswerOf<typeof managerOrdersResponseSchema>>(dispatchPaths.managerOrders(query), { signal });

export const ordersQueryOptions = (query: ManagerOrdersQuery) =>
  queryOptions({
    queryKey: orderKeys.list(query),
    queryFn: ({ signal }) => getOrders(query, signal),
    // The previous page stays on screen while the next one loads (no jumping table).
    placeholderData: keepPreviousData,
  });

export const useOrders = (query: ManagerOrdersQuery) => useQuery(ordersQueryOptions(query));
