import { queryOptions, useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, staleOrderOf } from '@chargevalet/platform';
import { bookingPaths, orderEditPaths } from '@chargevalet/contract';
import type { AnswerOf, ChargingLevel, chargingLevelsResponseSchema, Order, OrderRescheduleRequest, OrderUpdateRequest, orderUpdateResponseSchema } from '@chargevalet/contract';
import { storeChangedOrder } from '../orders/api/keys';

/** POST /api/manager/order/{id}/update (SPEC §7 "Order edit"). */
export const updateOrder = async (id: string, body: OrderUpdateRequest): Promise<Order> =>
  (await api.post<AnswerOf<typeof orderUpdateResponseSchema>>(orderEditPaths.update(id), body)).data;

/** The saved order (or, on 409, the current one) replaces the cached view; lists and the dashboard refetch. */
const storingTheOrder = (queryClient: QueryClient) => ({
  onSuccess: (order: Order) => storeChangedOrder(queryClient, order),
  onError: (error: unknown) => {
    const stale = staleOrderOf(error);
    if (stale) storeChangedOrder(queryClient, stale);
  },
});

export function useUpdateOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({ mutationFn: (body: OrderUpdateRequest) => updateOrder(id, body), ...storingTheOrder(queryClient) });
}

/** POST /api/manager/order/{id}/reschedule (issue 31): new pickup and return slots; the answer is cached like an edit's. */
export function useRescheduleOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (body: OrderRescheduleRequest) => (await api.post<AnswerOf<typeof orderUpdateResponseSchema>>(orderEditPaths.reschedule(id), body)).data,
    ...storingTheOrder(queryClient),
  });
}

/** GET /api/charging-levels: the choices of the charging level (the catalogue, the same for every order). */
export const getChargingLevels = async (signal?: AbortSignal): Promise<ChargingLevel[]> =>
  (await api.get<AnswerOf<typeof chargingLevelsResponseSchema>>(bookingPaths.chargingLevels(), { signal })).data;

export const chargingLevelsQueryOptions = () =>
  queryOptions({ queryKey: ['manager', 'charging-levels'] as const, queryFn: ({ signal }) => getChargingLevels(signal), staleTime: 10 * 60_000 });

export const useChargingLevels = () => useQuery(chargingLevelsQueryOptions());
