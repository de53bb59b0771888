import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { allowedStatusesResponseSchema, AnswerOf, OrderState } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/order/allowed-statuses/{id}: the server's next states for this manager. */
export const getAllowedStatuses = async (id: string, signal?: AbortSignal): Promise<OrderState[]> =>
  (await api.get<AnswerOf<typeof allowedStatusesResponseSchema>>(dispatchPaths.allowedStatuses('manager', id), { signal })).states;

export const allowedStatusesQueryOptions = (id: string) =>
  // Asked afresh each time the modal opens: a driver may have moved the order meanwhile.
  queryOptions({ queryKey: orderKeys.allowedStatuses(id), queryFn: ({ signal }) => getAllowedStatuses(id, signal), staleTime: 0 });

export const useAllowedStatuses = (id: string, enabled: boolean) => useQuery({ ...allowedStatusesQueryOptions(id), enabled });
