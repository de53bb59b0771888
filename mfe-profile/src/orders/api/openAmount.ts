import { api } from '@chargevalet/platform';
import { openAmountPaths } from '@chargevalet/contract/core';
import type { AnswerOf, openAmountCheckoutResponseSchema, openAmountCompleteResponseSchema, Order } from '@chargevalet/contract';

/** POST /api/customer/order/{id}/open-amount/checkout: the provider's checkout for the open amount. */
export const startOpenAmountCheckout = async (id: string) => (await api.post<AnswerOf<typeof openAmountCheckoutResponseSchema>>(openAmountPaths.checkout(id), undefined)).data;

/** POST /api/customer/order/{id}/open-amount/complete: the order, paid (409 still open, 422 declined). */
export const completeOpenAmount = async (id: string, sessionId: string): Promise<Order> =>
  (await api.post<AnswerOf<typeof openAmountCompleteResponseSchema>>(openAmountPaths.complete(id), { session_id: sessionId })).data;
