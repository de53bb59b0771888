import { z } from 'zod';
import { text } from '../text';
import { emailRule, firstNameRule, lastNameRule, phoneRule } from '../rules';
import { orderStateSchema } from '../order-states';
import { etaSchema } from '../orders/tracking';
import { carSchema, carTypeRule } from './car';
import { addressResourceSchema, requestAddressSchema } from './address';
import { optionalDiscountCodeRule } from './discount';
import { slotSelectionSchema } from './time-slots';
import { paymentMethodCodeSchema } from './constants';
import { chargingLevelIdRule, idRule, packageIdRule, paymentMethodSchema } from './ids';
import { centsSchema, titleTranslationsSchema } from './catalog';

/** The customer block of the order request (SPEC §3), with the shared name, phone and e-mail rules. */
export const orderUserSchema = z.object({
  first_name: firstNameRule,
  last_name: lastNameRule,
  phone: phoneRule,
  email: emailRule,
  billing_address: requestAddressSchema('billing'),
});
export type OrderUser = z.output<typeof orderUserSchema>;

/** SPEC §3 order request (placing): free-order call and checkout start. */
export const orderRequestSchema = z.object({
  car: carSchema,
  package_id: packageIdRule,
  selected_services: z.array(idRule),
  charging_level_id: chargingLevelIdRule,
  is_use_fuel_card: z.boolean().default(false),
  is_send_bill: z.boolean().default(false),
  pickup_address: requestAddressSchema('pickup'),
  return_address: requestAddressSchema('return'),
  user: orderUserSchema,
  pickup_time_slot: slotSelectionSchema,
  /** null: "as soon as the car is ready" (DESIGN §4). */
  return_time_slot: slotSelectionSchema.nullable(),
  payment_method: paymentMethodSchema,
  discount_code: optionalDiscountCodeRule,
  /** Checkout session id when returning from card payment. */
  sessionID: text().nullable().optional(),
  /** Guests: consent to create an account (SPEC §5). Ignored for signed-in customers. */
  create_account: z.boolean().optional(),
  marketing_consent: z.boolean().optional(),
});
export type OrderRequest = z.output<typeof orderRequestSchema>;
export type OrderRequestInput = z.input<typeof orderRequestSchema>;

/** An entry of the status history: a state change (no kind) or an edit of the order's details. */
export const STATUS_HISTORY_KINDS = ['edited'] as const;
export type StatusHistoryKind = (typeof STATUS_HISTORY_KINDS)[number];

const person = z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() });

/** SPEC §3 Order resource. Money in cents; `*_time_slot.date_time` are UTC ISO instants. */
export const orderSchema = z.object({
  id: z.string(),
  identity: z.string(),
  state: orderStateSchema,
  /** Every change with who made it (`role`: customer, driver, manager, guest or system) and why (`reason`, e.g. a declined charge). */
  status_history: z.array(
    z.object({
      state: orderStateSchema,
      at: z.string(),
      actor: z.object({ id: z.string().nullable(), role: z.string(), name: z.string().nullable().optional() }).nullable(),
      reason: z.string().nullable().optional(),
      /** `edited`: the order's details were corrected (the state stays); `fields` names what changed. */
      kind: z.enum(STATUS_HISTORY_KINDS).optional(),
      fields: z.array(z.string()).optional(),
    }),
  ),
  driver: person.nullable(),
  manager: z.object({ name: z.string(), phone: z.string().nullable(), email: z.string() }).nullable(),
  car: z.object({
    brand: z.string(),
    model: z.string(),
    car_type: carTypeRule,
    color: z.string(),
    license_plate: z.string(),
  }),
  package: z.object({ id: z.number().int(), title: z.string(), translations: titleTranslationsSchema }),
  charging_level: z.object({ id: z.number().int(), title: z.string(), translations: titleTranslationsSchema }),
  charging_level_id: z.number().int(),
  is_send_bill: z.boolean(),
  return_type: z.object({ id: z.number().int(), title: z.string(), translations: titleTranslationsSchema }).nullable(),
  is_wash_car: z.boolean(),
  is_use_fuel_card: z.boolean(),
  pickup_time_slot: z.object({ date_time: z.string() }),
  return_time_slot: z.object({ date_time: z.string() }).nullable(),
  pickup_address: addressResourceSchema,
  return_address: addressResourceSchema,
  station_address: addressResourceSchema.nullable(),
  billing_address: z.object({ street: z.string(), zip_code: z.string().optional(), city: z.string().nullable().optional() }),
  customer: z.object({
    name: z.string(),
    firstname: z.string(),
    lastname: z.string(),
    phone: z.string(),
    email: z.string(),
  }),
  payment_method: z.object({ method_code: paymentMethodCodeSchema, status: z.string() }),
  is_guest_order: z.boolean(),
  is_free: z.boolean(),
  /** Chosen option ids (return type, wash, cleaning). */
  services: z.array(z.number().int()),
  created_at: z.string(),
  can_cancel: z.boolean(),
  can_update_status: z.boolean(),
  estimated_service_total: centsSchema,
  estimated_electricity_total: centsSchema,
  estimated_grand_total: centsSchema,
  service_total: centsSchema.nullable(),
  electricity_total: centsSchema.nullable(),
  grand_total: centsSchema.nullable(),
  /** Arrival estimate while a driver is on the way to the pickup or back (issue 31); null otherwise. */
  eta: etaSchema.nullable().optional(),
  /** What the customer paid (capture, charges, a payment link) and what was refunded of it (issue 30). */
  paid_total: centsSchema,
  refunded_total: centsSchema,
  /** What an `unpaid` order still owes (its total less what was paid; 0 otherwise): the customer pays it on the order's page. */
  open_amount: centsSchema,
  /** The credit notes of its refunds, oldest first (downloads: `creditNotePath`); absent where not read. */
  credit_notes: z.array(z.object({ number: z.string(), amount: centsSchema, issued_at: z.string() })).optional(),
  /** When the order last changed (the edit form sends it back as `expected_updated_at`). */
  updated_at: z.string().optional(),
});
export type Order = z.infer<typeof orderSchema>;
export const orderResponseSchema = z.object({ data: orderSchema });

/**
 * POST /api/free-order/place: 201 `{ data: order }` (SPEC §7 "data.data" is the HTTP client's `response.data.data`),
 * or 200 `{ error: { message_template } }` with {log_in_link}.
 */
export const freeOrderPlaceResponseSchema = z.union([
  z.object({ data: orderSchema }),
  z.object({ error: z.object({ message_template: z.string() }) }),
]);
export const LOG_IN_LINK_PLACEHOLDER = '{log_in_link}';
