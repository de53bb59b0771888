import { api } from '@chargevalet/platform';
import { openAmountCheckoutResponseSchema, openAmountCompleteResponseSchema, openAmountPaths, type Order } from '@chargevalet/contract';

/** POST /api/customer/order/{id}/open-amount/checkout: the provider's checkout for the open amount. */
export const startOpenAmountCheckout = async (id: string) => (await api.post(openAmountPaths.checkout(id), undefined, { schema: openAmountCheckoutResponseSchema })).data;

/** POST /api/customer/order/{id}/open-amount/complete: the order, paid (409 still open, 422 declined). */
export const completeOpenAmount = async (id: string, sessionId: string): Promise<Order> =>
  (await api.post(openAmountPaths.complete(id), { session_id: sessionId }, { schema: openAmountCompleteResponseSchema })).data;
