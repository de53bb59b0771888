import { z } from 'zod';
import { msg } from '../messages';
import { text } from '../text';
import { firstNameRule, lastNameRule } from '../rules';
import { orderStateSchema, type OrderState } from '../order-states';
import { type AddressKind, geoAddressSchema, streetRule, zipCodeRule } from '../booking/address';
import { carSchema } from '../booking/car';
import { centsSchema } from '../booking/catalog';
import { chargingLevelIdRule, packageIdRule } from '../booking/ids';
import { slotSelectionSchema } from '../booking/time-slots';
import { orderResponseSchema } from '../booking/order';
import { euroCostRule, euroToCents, staleOrderResponseSchema } from '../orders/dispatch';

/**
 * Order editing (issue 16, SPEC §7 "POST order price estimate {id}"): managers only, CSRF header.
 *
 * | call | method, path | request | 200 answer |
 * |---|---|---|---|
 * | price estimate | POST /api/manager/order/{id}/price-estimate | `priceEstimateRequestSchema` (booking/pricing.ts) | `{ data: { electricity_total, service_total, grand_total } }` (cents); 404; 422 |
 * | update | POST /api/manager/order/{id}/update | `orderUpdateRequestSchema` | `{ data: order }`; 404; 409 `{ message, data }`; 422 |
 * | reschedule | POST /api/manager/order/{id}/reschedule | `orderRescheduleRequestSchema` | `{ data: order }`; 404; 409 `{ message, data }`; 422 |
 *
 * The estimate keeps what the order was booked with apart from the four fields: car type, return type and cleaning
 * options, and the discount code (a free order stays free).
 */
export const ORDER_EDIT_ROUTES = {
  priceEstimate: '/api/manager/order/:id/price-estimate',
  update: '/api/manager/order/:id/update',
  reschedule: '/api/manager/order/:id/reschedule',
} as const;

export const orderEditPaths = {
  priceEstimate: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/price-estimate`,
  update: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/update`,
  reschedule: (id: string): string => `/api/manager/order/${encodeURIComponent(id)}/reschedule`,
} as const;

export const orderEditParamsSchema = z.object({ id: z.uuid(msg('orderRequired')) });

/**
 * States whose money is settled (being charged, charged, or declined and open): the money fields — the actual costs
 * and whatever re-prices the estimate — are read-only there (409 `paidMoneyReadOnly`); a refund corrects a paid bill.
 */
export const MONEY_SETTLED_STATES = ['pending_payment', 'paid', 'unpaid'] as const satisfies readonly OrderState[];
export const isMoneySettled = (state: OrderState): boolean => (MONEY_SETTLED_STATES as readonly OrderState[]).includes(state);
/** The fields of the update that are money (named like the history entry's `fields`). */
export const ORDER_MONEY_FIELDS = ['electricity_total', 'service_total', 'charging_level_id', 'is_wash_car', 'is_use_fuel_card', 'car.car_type'] as const;
export type OrderMoneyField = (typeof ORDER_MONEY_FIELDS)[number];

/** An address of the edit: the form's `{street, latitude, longitude}`; the ZIP code when the form has one. */
const editAddressSchema = (kind: AddressKind) => geoAddressSchema(kind).extend({ zip_code: zipCodeRule(kind).optional() });

/**
 * The customer's name as one text, "first last" (SPEC §3: split for editing, joined with a space on save). The
 * server splits it at the first space; each part follows the name rules.
 */
export const joinedNameRule = text(msg('nameMin'))
  .trim()
  .transform((value) => value.replace(/\s+/g, ' '))
  .superRefine((value, ctx) => {
    const [first, last] = splitCustomerName(value);
    const firstCheck = firstNameRule.safeParse(first);
    if (!firstCheck.success) ctx.addIssue({ code: 'custom', message: firstCheck.error.issues[0]!.message });
    const lastCheck = lastNameRule.safeParse(last);
    if (!lastCheck.success) ctx.addIssue({ code: 'custom', message: lastCheck.error.issues[0]!.message });
  });

/**
 * "Anna Maria Schmidt" → ["Anna", "Maria Schmidt"] (first space). With the stored pair: a text that still begins with
 * the stored first name (or ends with the stored last name) keeps that part where it was.
 */
export function splitCustomerName(name: string, stored?: { first: string; last: string }): [string, string] {
  const clean = name.trim().replace(/\s+/g, ' ');
  if (stored) {
    const first = stored.first.trim().replace(/\s+/g, ' ');
    const last = stored.last.trim().replace(/\s+/g, ' ');
    if (first && clean.startsWith(`${first} `) && clean.length > first.length + 1) return [first, clean.slice(first.length + 1)];
    if (last && clean.endsWith(` ${last}`) && clean.length > last.length + 1) return [clean.slice(0, clean.length - last.length - 1), last];
  }
  const space = clean.indexOf(' ');
  return space < 0 ? [clean, ''] : [clean.slice(0, space), clean.slice(space + 1)];
}

/** What the edit form and the update body share: the car, the package's options and the addresses. */
const editedFields = {
  car: carSchema,
  package_id: packageIdRule,
  charging_level_id: chargingLevelIdRule,
  is_send_bill: z.boolean(),
  is_use_fuel_card: z.boolean(),
  is_wash_car: z.boolean(),
  billing_address: z.object({ street: streetRule('billing') }),
  pickup_address: editAddressSchema('pickup'),
  return_address: editAddressSchema('return'),
};

/**
 * POST /api/manager/order/{id}/update (SPEC §7 "Order edit"). Totals in cents like the resource. Read-only (SPEC
 * §5): `package_id` must be the booked one; return type, time slots, phone and e-mail are not part of the body (sent
 * anyway, they are ignored); the actual electricity and service totals must stay as they are on a free order;
 * `grand_total` is always their sum (sent, it must be). `expected_state` / `expected_updated_at` (optional): what
 * the form was loaded from; another one → 409 with the current order.
 */
export const orderUpdateRequestSchema = z.object({
  ...editedFields,
  customer: z.object({ name: joinedNameRule }),
  electricity_total: centsSchema.nullable(),
  service_total: centsSchema.nullable(),
  grand_total: centsSchema.nullable().optional(),
  expected_state: orderStateSchema.optional(),
  expected_updated_at: text().max(40).optional(),
});
export type OrderUpdateRequest = z.input<typeof orderUpdateRequestSchema>;

/** The edit form (browser): the name split in two, actual costs in euro (empty: not entered yet). */
export const orderEditFormSchema = z.object({
  ...editedFields,
  customer: z.object({ firstname: firstNameRule, lastname: lastNameRule }),
  electricity_total: euroCostRule.nullable(),
  service_total: euroCostRule.nullable(),
});
export type OrderEditFormInput = z.input<typeof orderEditFormSchema>;
export type OrderEditFormValues = z.output<typeof orderEditFormSchema>;

/** The form's values as the update body: the name joined with a space, euro → cents, the grand total their sum. */
export function toOrderUpdateRequest(values: OrderEditFormValues, seen: { state: OrderState; updated_at?: string | undefined }): OrderUpdateRequest {
  const { customer, electricity_total, service_total, ...rest } = values;
  const electricity = electricity_total === null ? null : euroToCents(electricity_total);
  const service = service_total === null ? null : euroToCents(service_total);
  return {
    ...rest,
    customer: { name: `${customer.firstname.trim()} ${customer.lastname.trim()}` },
    electricity_total: electricity,
    service_total: service,
    grand_total: electricity === null || service === null ? null : electricity + service,
    expected_state: seen.state,
    ...(seen.updated_at ? { expected_updated_at: seen.updated_at } : {}),
  };
}

/** 200 of the update: the order as it is now. */
export const orderUpdateResponseSchema = orderResponseSchema;

/**
 * 409 of the update: `code: 'money_locked'` — the order's money is settled and the body changes `fields` of it
 * (nothing is saved); without a code the order changed meanwhile. `data`: the order as it is now.
 */
export const orderUpdateConflictSchema = staleOrderResponseSchema.extend({
  code: z.literal('money_locked').optional(),
  fields: z.array(z.enum(ORDER_MONEY_FIELDS)).optional(),
});
export type OrderUpdateConflict = z.infer<typeof orderUpdateConflictSchema>;

/** States whose pickup is still ahead: only there can a manager move the order's slots (issue 31). */
export const RESCHEDULABLE_STATES = ['created', 'assigned'] as const satisfies readonly OrderState[];
export const isReschedulable = (state: OrderState): boolean => (RESCHEDULABLE_STATES as readonly OrderState[]).includes(state);

/**
 * POST /api/manager/order/{id}/reschedule (issue 31): the order's new pickup and return slots, checked like a
 * booking's (lead time, the bookable days, the return window after the service duration, capacity; an assigned
 * driver must be free then) — the edit's slots stay read-only (SPEC §5), rescheduling is its own call.
 * `return_time_slot: null`: as soon as the car is ready. The customer is mailed the updated calendar events.
 */
export const orderRescheduleRequestSchema = z.object({
  pickup_time_slot: slotSelectionSchema,
  return_time_slot: slotSelectionSchema.nullable(),
  expected_updated_at: text().max(40).optional(),
});
export type OrderRescheduleRequest = z.input<typeof orderRescheduleRequestSchema>;
