import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, AssignResult, assignResultSchema } from '@chargevalet/contract';
import { storeChangedOrder } from './keys';

export interface AssignDriverInput {
  orderId: string;
  driverId: string;
  reassign: boolean;
}

/** POST /api/manager/order/{o}/assign|reassign/driver/{d}: `{ data: order }` or `{ status: 'failed', error }`. */
export const assignDriver = ({ orderId, driverId, reassign }: AssignDriverInput): Promise<AssignResult> =>
  api.post<AnswerOf<typeof assignResultSchema>>(dispatchPaths.assign(orderId, driverId, reassign), undefined);

export function useAssignDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: assignDriver,
    onSuccess: (result) => {
      if ('data' in result) storeChangedOrder(queryClient, result.data);
    },
  });
}
