import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { validationErrorSchema } from '../errors';
import { orderStateSchema } from '../order-states';
import { orderRequestSchema, orderSchema } from './order';
import { orderTotalSchema } from './pricing';
import { idField } from './ids';

/**
 * Time slots, placing an order and card payment (SPEC §7 "Ordering", DESIGN §4/§5). Paths of SPEC §7 unchanged;
 * the rest chosen in the same style.
 *
 * | call | method, path | request | response |
 * |---|---|---|---|
 * | pickup slots | GET /api/order/pick-up/time-slots/{id} — `{id}` = package id | – | 200 `timeSlotsResponseSchema` (today + 13 days); 404 unknown package |
 * | return slots | GET /api/order/return/time-slots/{id}?pickup_date&pickup_time&charging_level_id&car_type — `{id}` = package id | `returnTimeSlotsQuerySchema` | 200 `timeSlotsResponseSchema` (pickup day + 3); 404; 422 |
 * | free order | POST /api/free-order/place | `orderRequestSchema` (customer) or `guestOrderRequestSchema` (no session user) | 201 `{ data: order }`; 200 `{ error: { message_template } }` (guest e-mail/phone has an account; `{log_in_link}`); 422 `{ message, errors }` (`not_free`: total is not 0) |
 * | checkout (customer) | POST /api/payment/stripe/start-checkout/embedded | `orderRequestSchema` | 201 `checkoutStartResponseSchema`; 422; 401 |
 * | checkout (guest) | POST /api/guest/payment/stripe/start-checkout/embedded | `guestOrderRequestSchema` | 201 `checkoutStartResponseSchema`, or 200 `{ error: { message_template } }`; 422 |
 * | complete | POST /api/payment/stripe/complete-checkout/{session} | `completeCheckoutRequestSchema` | 200 `completeCheckoutResponseSchema` (order `created`, or `cancelled` with `error`); 409 still open; 404 |
 * | payment config | GET /api/payment/config | – | `paymentConfigResponseSchema` |
 * | sandbox session | GET /api/payment/sandbox/{session} | – | `sandboxSessionResponseSchema` |
 * | sandbox pay | POST /api/payment/sandbox/{session}/pay | `sandboxPayRequestSchema` | 200 `sandboxPayResponseSchema`; 409 not open; 422 |
 * | Stripe webhook | POST /api/payment/stripe/webhook (Stripe-Signature; no CSRF) | raw Stripe event | 200 `{ received: true }`; 400 bad signature |
 * | order totals | GET /api/totals/{id} — `{id}` = order id | – | 200 `{ data: orderTotal }` (actual totals once entered, else estimated); 404 |
 *
 * Card flow in the browser: start-checkout → open the checkout (Stripe: `@stripe/stripe-js` initEmbeddedCheckout
 * with `client_secret`, return URL `…/payment-method?session_id={CHECKOUT_SESSION_ID}`; sandbox: the built-in
 * "Test mode" dialog posts the card to sandbox pay) → complete-checkout with `session_id` → page `?status={state}`.
 * The pending order holds its slots for `hold_expires_at` (30 minutes); abandoned, it is cancelled and released.
 */
// The routes and URLs are zod-free (placement-core.ts, part of @chargevalet/contract/core).
export * from './placement-core';

/** `{id}` of the slot calls: the chosen package. */
export const timeSlotsParamsSchema = z.object({ id: idField() });

/** SPEC §5: guests must consent to an account and accept the terms; marketing consent is only what was ticked. */
const requiredConsent = z.literal(true, msg('Required'));
export const guestOrderRequestSchema = orderRequestSchema.extend({
  create_account: requiredConsent,
  accept_terms: requiredConsent,
  marketing_consent: z.boolean().default(false),
});
export type GuestOrderRequest = z.output<typeof guestOrderRequestSchema>;
export type GuestOrderRequestInput = z.input<typeof guestOrderRequestSchema>;

/** `{ error: { message_template } }`: the template contains {log_in_link}, which the browser makes a link. */
export const messageTemplateErrorSchema = z.object({ error: z.object({ message_template: z.string() }) });
export type MessageTemplateError = z.infer<typeof messageTemplateErrorSchema>;

export const PAYMENT_PROVIDER_NAMES = ['sandbox', 'stripe'] as const;
export const paymentProviderNameSchema = z.enum(PAYMENT_PROVIDER_NAMES);
export type PaymentProviderName = z.infer<typeof paymentProviderNameSchema>;

/** GET /api/payment/config: which checkout the browser opens. */
export const paymentConfigResponseSchema = z.object({
  provider: paymentProviderNameSchema,
  /** Stripe publishable key; null for the sandbox. */
  publishable_key: z.string().nullable(),
});
export type PaymentConfig = z.infer<typeof paymentConfigResponseSchema>;

/** Answer of start-checkout: the pending order holds its slots until `hold_expires_at`. */
export const checkoutStartSchema = z.object({
  provider: paymentProviderNameSchema,
  session_id: z.string(),
  /** Stripe: the Embedded Checkout client secret; sandbox: the secret the test-mode dialog echoes. */
  client_secret: z.string(),
  order_id: z.string(),
  order_identity: z.string(),
  amount: z.number().int().nonnegative(),
  currency: z.literal('eur'),
  hold_expires_at: z.string(),
});
export type CheckoutStart = z.infer<typeof checkoutStartSchema>;
export const checkoutStartResponseSchema = z.object({ data: checkoutStartSchema });
/** What the placing calls answer: the checkout (or the free order), or a refusal carrying a message template. */
export const checkoutStartAnswerSchema = z.union([checkoutStartResponseSchema, messageTemplateErrorSchema]);
export const freeOrderAnswerSchema = z.union([z.object({ data: orderSchema }), messageTemplateErrorSchema]);

/** POST complete-checkout: `orderData` is what the browser saved (ignored by the server), `session_id` required. */
export const completeCheckoutRequestSchema = z.object({
  session_id: text().min(1),
  orderData: z.unknown().optional(),
});
/** What a caller who does not own the order learns of it (DESIGN §4 ownership): its state only. */
export const orderStateOnlySchema = z.object({ state: orderStateSchema });
export const completeCheckoutResponseSchema = z.object({
  /** The order for its customer or the guest's browser session; anyone else holding the session id gets its state. */
  data: z.union([orderSchema, orderStateOnlySchema]),
  /** Present when the payment failed: the order is cancelled; the template is shown in the error toast. */
  error: z.object({ message_template: z.string() }).optional(),
});
export type CompleteCheckoutResponse = z.infer<typeof completeCheckoutResponseSchema>;

/** Sandbox test cards (DESIGN §5). */
/** Like Stripe's test cards: 0341 authorises at checkout, but a later charge of the saved card is declined. */
export const SANDBOX_CARDS = { success: '4242424242424242', declined: '4000000000000002', laterChargeDeclined: '4000000000000341' } as const;

export const sandboxSessionResponseSchema = z.object({
  data: z.object({
    session_id: z.string(),
    status: z.enum(['open', 'authorized', 'declined', 'captured', 'cancelled', 'expired']),
    amount: z.number().int().nonnegative(),
    currency: z.literal('eur'),
    order_identity: z.string(),
    test_mode: z.literal(true),
  }),
});

const digits = (value: string) => value.replace(/[\s-]/g, '');
export const sandboxPayRequestSchema = z.object({
  client_secret: text().min(1),
  card_number: text()
    .transform(digits)
    .pipe(z.string().regex(/^\d{12,19}$/, msg('invalidInput'))),
  /** MM/YY */
  expiry: text().regex(/^(0[1-9]|1[0-2])\s?\/\s?\d{2}$/, msg('invalidInput')),
  cvc: text().regex(/^\d{3,4}$/, msg('invalidInput')),
});
export type SandboxPayRequest = z.input<typeof sandboxPayRequestSchema>;
export const sandboxPayResponseSchema = z.object({
  data: z.object({ session_id: z.string(), status: z.enum(['authorized', 'declined']) }),
});

export const totalsResponseSchema = z.object({ data: orderTotalSchema });
export const orderIdParamsSchema = z.object({ id: z.string().uuid() });
/** `{session}` of the checkout calls: a provider's session id. */
export const checkoutSessionParamsSchema = z.object({ session: text().min(1).max(200) });

/** 422 of the placing calls; `out_of_service_area` tells the wizard to open the service-not-available modal. */
export const orderValidationErrorSchema = validationErrorSchema.extend({ out_of_service_area: z.boolean().optional() });
