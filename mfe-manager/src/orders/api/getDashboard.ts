import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, ManagerDashboard, managerDashboardResponseSchema } from '@chargevalet/contract';
import { LIVE_REFETCH_MS } from './getActiveOrders';
import { orderKeys } from './keys';

/** GET /api/manager/dashboard: today at a glance. */
export const getDashboard = async (signal?: AbortSignal): Promise<ManagerDashboard> =>
  (await api.get<AnswerOf<typeof managerDashboardResponseSchema>>(dispatchPaths.dashboard(), { signal })).data;

export const dashboardQueryOptions = () =>
  queryOptions({ queryKey: orderKeys.dashboard(), queryFn: ({ signal }) => getDashboard(signal), refetchInterval: LIVE_REFETCH_MS });

export const useDashboard = () => useQuery(dashboardQueryOptions());
