import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, OrderTotals, orderTotalsResponseSchema } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/order/{id}/totals: estimate, authorised amount, actual totals, paid, the estimate's tolerance. */
export const getOrderTotals = async (id: string, signal?: AbortSignal): Promise<OrderTotals> =>
  (await api.get<AnswerOf<typeof orderTotalsResponseSchema>>(dispatchPaths.managerTotals(id), { signal })).data;

/** Asked afresh when the cost entry opens (the authorisation may have changed meanwhile). */
export const useOrderTotals = (id: string, enabled: boolean) =>
  useQuery({ queryKey: orderKeys.totals(id), queryFn: ({ signal }) => getOrderTotals(id, signal), staleTime: 0, enabled });
