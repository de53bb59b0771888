import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@chargevalet/platform';
import {
  bookingPaths,
  chargingLevelsResponseSchema,
  orderEditPaths,
  orderUpdateResponseSchema,
  staleOrderResponseSchema,
  type ChargingLevel,
  type Order,
  type OrderUpdateRequest,
} from '@chargevalet/contract';
import { storeChangedOrder } from '../orders/api/keys';

/** POST /api/manager/order/{id}/update (SPEC §7 "Order edit"). */
export const updateOrder = async (id: string, body: OrderUpdateRequest): Promise<Order> =>
  (await api.post(orderEditPaths.update(id), body, { schema: orderUpdateResponseSchema })).data;

/** The saved order (or, on 409, the current one) replaces the cached view; lists and the dashboard refetch. */
export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: OrderUpdateRequest) => updateOrder(id, body),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => {
      const stale = isApiError(error) && error.status === 409 ? staleOrderResponseSchema.safeParse(error.body) : null;
      if (stale?.success) storeChangedOrder(queryClient, stale.data.data);
    },
  });
}

/** GET /api/charging-levels: the choices of the charging level (the catalogue, the same for every order). */
export const getChargingLevels = async (signal?: AbortSignal): Promise<ChargingLevel[]> =>
  (await api.get(bookingPaths.chargingLevels(), { schema: chargingLevelsResponseSchema, signal })).data;

export const chargingLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['manager', 'charging-levels'] as const, queryFn: ({ signal }) => getChargingLevels(signal), staleTime: 10 * 60_000 });

export const useChargingLevels = () => useQuery(chargingLevelsQueryOptions());
