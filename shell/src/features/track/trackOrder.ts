import { ORDER_NUMBER_MAX, ORDER_NUMBER_PATTERN, type TrackOrderRequest } from '@chargevalet/contract';
import { z } from 'zod';

/**
 * The form of /track-my-number. The call's request and response schemas (`POST /api/orders/track`) live in
 * @chargevalet/contract (booking/track.ts); this form maps onto them with toTrackOrderRequest.
 */

/** Error texts are i18n keys of the shell namespace (`shell:`), translated by the platform's Field. */
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

