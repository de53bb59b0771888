import { z } from 'zod';
import { msg } from '../messages';
import { text } from '../text';
import { orderSchema } from '../booking/order';

/**
 * Refunds (issue 30): a paid order's bill is corrected by giving money back — partly or fully, never more than was
 * paid — through the payment provider, with a credit note (Gutschrift) referencing the invoice and a mail to the
 * customer. Managers only, CSRF header, and an `Idempotency-Key` header (8–128 of A–Z a–z 0–9 - _): the same key
 * for the same order refunds once (sent again: the first answer; with another body: 422 idempotencyKeyReused).
 *
 * | call | method, path | request | answers |
 * |---|---|---|---|
 * | refund | POST /api/manager/order/{id}/refund | `refundRequestSchema` | 200 `{ data: order }` (its `refunded_total` grown); 404; 422 (`refundNotPaid`, `refundTooMuch`, bad body); 425 the same key still running; 502 `refundFailed` (the provider refused; nothing given back) |
 */
// The route and URL are zod-free (refunds-core.ts, part of @chargevalet/contract/core).
export * from './refunds-core';

export const REFUND_REASON_MAX = 500;

/** Cents, at least 1; the reason is printed on the credit note. */
export const refundRequestSchema = z.object({
  amount: z.number(msg('refundAmountInvalid')).int(msg('refundAmountInvalid')).min(1, msg('refundAmountInvalid')).max(100_000_00, msg('refundAmountInvalid')),
  reason: text(msg('refundReasonRequired')).trim().min(3, msg('refundReasonRequired')).max(REFUND_REASON_MAX, msg('refundReasonMax')),
});
export type RefundRequest = z.input<typeof refundRequestSchema>;
export const refundResponseSchema = z.object({ data: orderSchema });

/** What may still be refunded of an order (cents): what was paid, less what went back. */
export const refundableAmount = (order: { paid_total: number; refunded_total: number }): number => Math.max(0, order.paid_total - order.refunded_total);
