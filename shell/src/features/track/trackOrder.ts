import { orderStateSchema, type OrderState } from '@chargevalet/contract';
import { z } from 'zod';

/**
 * Request and response of `POST /api/orders/track` as the shell expects them. The API endpoint comes with a later
 * issue; when it lands these schemas belong in @chargevalet/contract.
 */
export const TRACK_ORDER_PATH = '/api/orders/track';

/** Error texts are i18n keys of the shell namespace (`shell:`), translated by the platform's Field. */
const LICENCE_PLATE = /^[A-Za-z0-9 ]{3,15}$/;
const ORDER_NUMBER = /^[A-Za-z0-9-]+$/;
const isEmail = (value: string) => z.email().safeParse(value).success;

export const trackOrderFormSchema = z.object({
  order_number: z
    .string()
    .trim()
    .min(1, 'shell:track.orderNumberRequired')
    .max(32, 'shell:track.orderNumberInvalid')
    .regex(ORDER_NUMBER, 'shell:track.orderNumberInvalid'),
  contact: z
    .string()
    .trim()
    .min(1, 'shell:track.contactRequired')
    .refine((value) => (value.includes('@') ? isEmail(value) : LICENCE_PLATE.test(value)), 'shell:track.contactInvalid'),
});
export type TrackOrderForm = z.infer<typeof trackOrderFormSchema>;

/** Body of the call: the order number plus either the e-mail address or the licence plate. */
export type TrackOrderRequest = { identity: string; email: string } | { identity: string; license_plate: string };

export function toTrackOrderRequest(form: TrackOrderForm): TrackOrderRequest {
  const identity = form.order_number;
  return form.contact.includes('@')
    ? { identity, email: form.contact.toLowerCase() }
    : { identity, license_plate: form.contact.replace(/\s+/g, ' ') };
}

const slotSchema = z.object({ date_time: z.string() }).nullish();

export const trackOrderResponseSchema = z.object({
  data: z.object({
    identity: z.string(),
    state: orderStateSchema,
    pickup_time_slot: slotSchema,
    return_time_slot: slotSchema,
  }),
});
export type TrackedOrder = z.infer<typeof trackOrderResponseSchema>['data'];

/** SPEC §4 badge colours: warning for assigned … parked, success for returned, destructive for cancelled, grey otherwise. */
export function stateBadgePalette(state: OrderState): 'orange' | 'green' | 'red' | 'gray' {
  const warning: OrderState[] = ['assigned', 'on_the_way_to_pickup', 'on_the_way_to_station', 'charging', 'on_the_way_to_return', 'parked'];
  if (warning.includes(state)) return 'orange';
  if (state === 'returned') return 'green';
  if (state === 'cancelled') return 'red';
  return 'gray';
}
