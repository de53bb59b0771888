import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { insightPaths } from '@chargevalet/contract/core';
import type { AnswerOf, ManagerStats, StatsQuery, statsResponseSchema } from '@chargevalet/contract';
import { orderKeys } from '../orders/api/keys';

/** GET /api/manager/stats (without a range: the last 8 weeks). */
export const getStats = async (query: StatsQuery = {}, signal?: AbortSignal): Promise<ManagerStats> =>
  (await api.get<AnswerOf<typeof statsResponseSchema>>(insightPaths.stats(query), { signal })).data;

/** Under the orders' keys: a change of an order refetches the numbers too. */
export const statsQueryOptions = (query: StatsQuery = {}) =>
  queryOptions({ queryKey: [...orderKeys.all, 'stats', query] as const, queryFn: ({ signal }) => getStats(query, signal), staleTime: 60_000 });

export const useStats = (query: StatsQuery = {}) => useQuery(statsQueryOptions(query));
