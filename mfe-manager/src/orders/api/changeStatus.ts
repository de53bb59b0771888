import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api, staleOrderOf } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, Order, orderResponseSchema, StatusChangeRequest } from '@chargevalet/contract';
import { storeChangedOrder } from './keys';

/** POST /api/manager/order/status/{id} (status changes and cancelling). */
export const changeStatus = async (id: string, body: StatusChangeRequest): Promise<Order> =>
  (await api.post<AnswerOf<typeof orderResponseSchema>>(dispatchPaths.changeStatus('manager', id), body)).data;

/** The changed order (or, on 409, the current one) replaces the cached view; lists and the dashboard refetch. */
export function useChangeStatus(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: StatusChangeRequest) => changeStatus(id, body),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
    onError: (error) => {
      // 409: someone else changed the order first; the answer carries it as it is now.
      const stale = staleOrderOf(error);
      if (stale) storeChangedOrder(queryClient, stale);
    },
  });
}
