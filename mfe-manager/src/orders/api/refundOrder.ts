import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { IDEMPOTENCY_HEADER } from '@chargevalet/contract/core';
import { refundPaths } from '@chargevalet/contract/core';
import type { AnswerOf, Order, RefundRequest, refundResponseSchema } from '@chargevalet/contract';
import { storeChangedOrder } from './keys';

/** A key per refund the manager means (one dialog): a retried request refunds once. */
export const newRefundKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** POST /api/manager/order/{id}/refund (Idempotency-Key: `key`). */
export const refundOrder = async (id: string, body: RefundRequest, key: string): Promise<Order> =>
  (await api.post<AnswerOf<typeof refundResponseSchema>>(refundPaths.refund(id), body, { headers: { [IDEMPOTENCY_HEADER]: key } })).data;

/** The refunded order replaces the cached view; lists and the dashboard refetch. */
export function useRefundOrder(id: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ body, key }: { body: RefundRequest; key: string }) => refundOrder(id, body, key),
    onSuccess: (order) => storeChangedOrder(queryClient, order),
  });
}
