import { z } from 'zod';
import { text } from '../text';
import { orderSchema } from '../booking/order';
import { centsSchema } from '../booking/catalog';

/**
 * Recovering `unpaid` (issue 30): when the charge after the service is declined the customer is mailed the open
 * amount (the total less what was paid) with a link to their order, where they pay it at a checkout of the payment
 * provider (the sandbox's test-mode dialog or Stripe's Embedded Checkout, `session_id` + `client_secret` as at
 * booking); completing it captures the amount and makes the order `paid` with the usual invoice. Managers resend
 * the mail.
 *
 * | call | method, path | request | answers |
 * |---|---|---|---|
 * | checkout | POST /api/customer/order/{id}/open-amount/checkout | – | 201 `openAmountCheckoutResponseSchema`; 404; 422 `nothingOpen` |
 * | complete | POST /api/customer/order/{id}/open-amount/complete | `{ session_id }` | 200 `{ data: order }` (paid); 404; 409 still open; 422 declined / `nothingOpen` |
 * | resend | POST /api/manager/order/{id}/payment-link | – | 202 `{ message }`; 404; 422 `nothingOpen` |
 */
// The routes and URLs are zod-free (open-amount-core.ts, part of @chargevalet/contract/core).
export * from './open-amount-core';

export const openAmountCheckoutResponseSchema = z.object({
  data: z.object({ provider: z.enum(['sandbox', 'stripe']), session_id: z.string(), client_secret: z.string(), amount: centsSchema }),
});
export const openAmountCompleteRequestSchema = z.object({ session_id: text().min(1).max(200) });
export const openAmountCompleteResponseSchema = z.object({ data: orderSchema });

/** What an `unpaid` order still owes (cents): its total less what was paid; 0 in any other state. */
export const openAmountOf = (order: { state: string; grand_total: number | null; paid_total: number }): number =>
  order.state === 'unpaid' ? Math.max(0, (order.grand_total ?? 0) - order.paid_total) : 0;
