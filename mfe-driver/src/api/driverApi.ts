import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError } from '@chargevalet/platform';
import {
  activeOrderResponseSchema,
  allowedStatusesResponseSchema,
  dispatchPaths,
  driverOrdersResponseSchema,
  driverPaths,
  handoverResponseSchema,
  handoversResponseSchema,
  orderResponseSchema,
  staleOrderResponseSchema,
  type Order,
  type OrderState,
} from '@chargevalet/contract';

/** Query keys of the driver's data; `all` refetches every view after a change. */
export const driverKeys = {
  all: ['driver'] as const,
  active: () => [...driverKeys.all, 'active'] as const,
  order: (identity: string) => [...driverKeys.all, 'order', identity] as const,
  week: (from: string, to: string) => [...driverKeys.all, 'week', from, to] as const,
  allowed: (identity: string, state: OrderState) => [...driverKeys.all, 'allowed', identity, state] as const,
  handovers: (identity: string) => [...driverKeys.all, 'handovers', identity] as const,
};

export const useActiveOrder = () =>
  useQuery({ queryKey: driverKeys.active(), queryFn: async ({ signal }) => (await api.get(driverPaths.activeOrder(), { schema: activeOrderResponseSchema, signal })).data });

export const useDriverOrder = (identity: string) =>
  useQuery({
    queryKey: driverKeys.order(identity),
    queryFn: async ({ signal }) => (await api.get(driverPaths.order(identity), { schema: orderResponseSchema, signal })).data,
    // A 404 (not this driver's order) is an answer, not a hiccup.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const useDriverWeek = (from: string, to: string) =>
  useQuery({ queryKey: driverKeys.week(from, to), queryFn: async ({ signal }) => (await api.get(driverPaths.orders(from, to), { schema: driverOrdersResponseSchema, signal })).data });

/** The server's next states for this order (the one transition table; keyed by state so a change refetches). */
export const useAllowedStates = (order: Order) =>
  useQuery({
    queryKey: driverKeys.allowed(order.identity, order.state),
    queryFn: async ({ signal }) => (await api.get(dispatchPaths.allowedStatuses('driver', order.identity), { schema: allowedStatusesResponseSchema, signal })).states,
    enabled: order.can_update_status,
  });

export const useHandovers = (identity: string) =>
  useQuery({ queryKey: driverKeys.handovers(identity), queryFn: async ({ signal }) => (await api.get(driverPaths.handovers('driver', identity), { schema: handoversResponseSchema, signal })).data });

/** The answer is the order as it is now: shown at once wherever it is on screen; the rest is refetched. */
function storeOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(driverKeys.order(order.identity), order);
  queryClient.setQueryData(driverKeys.active(), (current: Order | null | undefined) => (current?.id === order.id ? order : current));
  void queryClient.invalidateQueries({ queryKey: driverKeys.all, predicate: (query) => query.queryKey[1] !== 'order' || query.queryKey[2] !== order.identity });
}

/** POST /api/driver/order/status/{identity} with the state the driver saw (409: the answer is the order as it is now). */
export function useChangeStatus(order: Order) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: OrderState) =>
      (await api.post(dispatchPaths.changeStatus('driver', order.identity), { status, expected_state: order.state }, { schema: orderResponseSchema })).data,
    onSuccess: (changed) => storeOrder(queryClient, changed),
    onError: (error) => {
      const stale = isApiError(error) && error.status === 409 ? staleOrderResponseSchema.safeParse(error.body) : null;
      if (stale?.success) storeOrder(queryClient, stale.data.data);
    },
  });
}

/** POST /api/driver/order/{identity}/handover (multipart). */
export function useRecordHandover(identity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => (await api.post(driverPaths.handover(identity), form, { schema: handoverResponseSchema })).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: driverKeys.handovers(identity) }),
  });
}
