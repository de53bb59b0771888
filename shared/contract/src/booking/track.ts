import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { orderStateSchema } from '../order-states';
import { emailRule } from '../rules';
import { licensePlateRule } from './car';

/**
 * Order tracking for `/track-my-number` (DESIGN §4): `POST /api/orders/track` with the order number plus the
 * licence plate or the e-mail address the order was placed with. The answer is a public, PII-free view (number,
 * state, pickup and return times). 404 when nothing matches (the same answer whether the number or the second
 * factor is wrong), 422 field errors, 429 when an IP tries too often. Needs the CSRF header like every POST.
 */
export const TRACK_ORDER_PATH = '/api/orders/track';

/** Order numbers are short (e.g. CV-7K4Q2M): letters, digits and hyphens, at most 32 characters. */
export const ORDER_NUMBER_MAX = 32;
export const ORDER_NUMBER_PATTERN = /^[A-Za-z0-9-]+$/;

export const orderNumberRule = text(msg('required'))
  .trim()
  .min(1, { message: msg('required'), abort: true })
  .max(ORDER_NUMBER_MAX, msg('orderNumberInvalid'))
  .regex(ORDER_NUMBER_PATTERN, msg('orderNumberInvalid'));

/** Exactly one second factor: `email` or `license_plate` (plate compared without case and spaces). */
export const trackOrderRequestSchema = z
  .object({
    identity: orderNumberRule,
    email: emailRule.optional(),
    license_plate: licensePlateRule.optional(),
  })
  .superRefine((body, ctx) => {
    const factors = (body.email === undefined ? 0 : 1) + (body.license_plate === undefined ? 0 : 1);
    if (factors !== 1) ctx.addIssue({ code: 'custom', path: ['license_plate'], message: msg('trackSecondFactor') });
  });
export type TrackOrderRequest = z.input<typeof trackOrderRequestSchema>;

const trackedSlotSchema = z.object({ date_time: z.string() }).nullish();

/** The public view: no names, addresses, car or contact details. `return_time_slot: null` = as soon as ready. */
export const trackOrderResponseSchema = z.object({
  data: z.object({
    identity: z.string(),
    state: orderStateSchema,
    pickup_time_slot: trackedSlotSchema,
    return_time_slot: trackedSlotSchema,
    /** The order's live tracking link token (issue 31): the page follows the order live once found. */
    track_token: z.string().optional(),
  }),
});
export type TrackOrderResponse = z.infer<typeof trackOrderResponseSchema>;
export type TrackedOrder = TrackOrderResponse['data'];

/**
 * The form of /track-my-number (the shell's page; here so that the shell needs no zod of its own). It maps onto the
 * call's request with toTrackOrderRequest.
 */
// Error texts are i18n keys of the shell namespace (`shell:`), translated by the platform's Field.
const LICENCE_PLATE = /^[A-Za-z0-9 ]{3,15}$/;
const isEmail = (value: string) => z.email().safeParse(value).success;

export const trackOrderFormSchema = z.object({
  order_number: z
    .string()
    .trim()
    .min(1, 'shell:track.orderNumberRequired')
    .max(ORDER_NUMBER_MAX, 'shell:track.orderNumberInvalid')
    .regex(ORDER_NUMBER_PATTERN, 'shell:track.orderNumberInvalid'),
  contact: z
    .string()
    .trim()
    .min(1, 'shell:track.contactRequired')
    .refine((value) => (value.includes('@') ? isEmail(value) : LICENCE_PLATE.test(value)), 'shell:track.contactInvalid'),
});
export type TrackOrderForm = z.infer<typeof trackOrderFormSchema>;

/** Body of the call: the order number plus either the e-mail address or the licence plate. */
export function toTrackOrderRequest(form: TrackOrderForm): TrackOrderRequest {
  const identity = form.order_number;
  return form.contact.includes('@')
    ? { identity, email: form.contact.toLowerCase() }
    : { identity, license_plate: form.contact.replace(/\s+/g, ' ') };
}

