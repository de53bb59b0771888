import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, staleOrderOf } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, Order, orderResponseSchema, OrderState } from '@chargevalet/contract';
import { storeChangedOrder } from './keys';

/** POST /api/customer/order/status/{id} `{ status: 'cancelled', expected_state }` (the authorisation is voided). */
export const cancelOrder = async (id: string, expectedState: OrderState): Promise<Order> =>
  (await api.post<AnswerOf<typeof orderResponseSchema>>(dispatchPaths.changeStatus('customer', id), { status: 'cancelled', expected_state: expectedState })).data;

/** The cancelled order (or, on 409, the current one) replaces the cached view; the lists refetch. */
export function useCancelOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (expectedState: OrderState) => cancelOrder(id, expectedState),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => {
      const stale = staleOrderOf(error);
      if (stale) storeChangedOrder(queryClient, stale);
    },
  });
}
