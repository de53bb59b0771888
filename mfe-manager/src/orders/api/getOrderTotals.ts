import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths, orderTotalsResponseSchema, type OrderTotals } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/order/{id}/totals: estimate, authorised amount, actual totals, paid, the estimate's tolerance. */
export const getOrderTotals = async (id: string, signal?: AbortSignal): Promise<OrderTotals> =>
  (await api.get(dispatchPaths.managerTotals(id), { schema: orderTotalsResponseSchema, signal })).data;

/** Asked afresh when the cost entry opens (the authorisation may have changed meanwhile). */
export const useOrderTotals = (id: string, enabled: boolean) =>
  useQuery({ queryKey: orderKeys.totals(id), queryFn: ({ signal }) => getOrderTotals(id, signal), staleTime: 0, enabled });
