import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { activeOrdersResponseSchema, AnswerOf, ManagerOrderItem } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** Orders on the road move on their own (drivers): look again every minute. */
export const LIVE_REFETCH_MS = 60_000;

/** GET /api/manager/active-orders: assigned … returned, today's pickups first. */
export const getActiveOrders = async (signal?: AbortSignal): Promise<ManagerOrderItem[]> =>
  (await api.get<AnswerOf<typeof activeOrdersResponseSchema>>(dispatchPaths.activeOrders(), { signal })).data;

export const activeOrdersQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.active(), queryFn: ({ signal }) => getActiveOrders(signal), refetchInterval: LIVE_REFETCH_MS });

export const useActiveOrders = () => useQuery(activeOrdersQueryOptions());
