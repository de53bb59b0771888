import { z } from 'zod';
import { msg } from './messages';
import { orderStateSchema } from './order-states';
import { orderSchema } from './booking/order';
import { multilineText, text } from './text';
import { dayRule } from './booking/time-slots';

/**
 * The driver's calls (issue 14; the status change and allowed states are the dispatch calls of issue 13 with
 * `{role}` = driver). A driver sees only orders assigned to them: any other number answers 404.
 *
 * | call | method, path | request | response |
 * |---|---|---|---|
 * | active order | GET /api/driver/active-order | – | 200 `{ data: order \| null }` |
 * | own schedule | GET /api/driver/orders?from=&to= | `driverOrdersQuerySchema` (Berlin days, ≤ 14) | 200 `{ data: DriverOrderItem[] }` |
 * | one order | GET /api/driver/order/{identity} | – | 200 `{ data: order }`; 404 |
 * | record a handover | POST /api/driver/order/{identity}/handover | multipart: kind, mileage, charge_level, notes, photos[] | 201 `{ data: handover }`; 422 |
 * | handovers of an order | GET /api/{role}/order/{id}/handovers | – | 200 `{ data: handover[] }` (customer: own order; driver: own; manager) |
 * | one photo | GET /api/handover-photo/{id} | – | image/jpeg, same viewers |
 * | live position | POST /api/driver/position | `positionRequestSchema` | 201 `{ data: position }`; 404 not theirs; 422 not on the way / bad fix; 429 too often |
 * | last position | GET /api/{role}/order/{id}/position | – | 200 `{ data: position \| null }` (customer: own order; driver: own; manager) |
 *
 * A new position also reaches the order's customer and every manager on the notification stream as an
 * `event: position` (`POSITION_EVENT`, data: `OrderPosition`), never stored as a notification.
 * The status change (`POST /api/driver/order/status/{identity}`) takes an `Idempotency-Key` header: a repeated key
 * answers the first answer again (kept 24 h), so a change queued offline and sent twice is applied once.
 */
// Routes, paths, limits and the handover and position rules are zod-free (driver-core.ts, @chargevalet/contract/core).
import { DRIVER_ORDERS_MAX_DAYS, HANDOVER_KINDS, HANDOVER_MILEAGE_MAX, HANDOVER_NOTES_MAX } from './driver-core';
export * from './driver-core';

export const activeOrderResponseSchema = z.object({ data: orderSchema.nullable() });


const driverDay = dayRule(msg('dateRangeInvalid'));
export const driverOrdersQuerySchema = z
  .object({ from: driverDay, to: driverDay })
  .refine((q) => q.from <= q.to, { path: ['to'], message: msg('dateRangeInvalid') })
  .refine((q) => (Date.parse(q.to) - Date.parse(q.from)) / 86_400_000 < DRIVER_ORDERS_MAX_DAYS, {
    path: ['to'],
    message: msg('dateRangeInvalid'),
  });
export type DriverOrdersQuery = z.infer<typeof driverOrdersQuerySchema>;

/** One row of the driver's schedule: enough to find the car and the way; the order view has the rest. */
export const driverOrderItemSchema = z.object({
  id: z.string(),
  identity: z.string(),
  state: orderStateSchema,
  car: z.object({ license_plate: z.string(), brand: z.string(), model: z.string(), color: z.string() }),
  customer: z.object({ firstname: z.string() }),
  pickup_time_slot: z.object({ date_time: z.string() }),
  return_time_slot: z.object({ date_time: z.string() }).nullable(),
  pickup_address: z.object({ street: z.string() }),
  return_address: z.object({ street: z.string() }),
});
export type DriverOrderItem = z.infer<typeof driverOrderItemSchema>;
export const driverOrdersResponseSchema = z.object({ data: z.array(driverOrderItemSchema) });

/* ---------- handover record ---------- */


/** A number typed into a form field: an empty field is missing, not 0. */
const formInteger = (message: string, max: number) =>
  z.preprocess((value) => (value === '' ? undefined : value), z.coerce.number(message).int(message).min(0, message).max(max, message));

/** The text fields of the multipart body (form values arrive as strings). */
export const handoverFieldsSchema = z.object({
  kind: z.enum(HANDOVER_KINDS, msg('handoverKindInvalid')),
  mileage: formInteger(msg('mileageInvalid'), HANDOVER_MILEAGE_MAX),
  charge_level: formInteger(msg('chargeLevelInvalid'), 100),
  notes: multilineText().pipe(z.string().trim().max(HANDOVER_NOTES_MAX, msg('handoverNotesMax'))).default(''),
});
export type HandoverFields = z.input<typeof handoverFieldsSchema>;

export const handoverPhotoSchema = z.object({ id: z.string(), url: z.string(), width: z.number().int(), height: z.number().int() });
export const handoverSchema = z.object({
  id: z.string(),
  kind: z.enum(HANDOVER_KINDS),
  mileage: z.number().int(),
  charge_level: z.number().int(),
  notes: z.string(),
  photos: z.array(handoverPhotoSchema),
  recorded_at: z.string(),
  recorded_by: z.object({ id: z.string().nullable(), name: z.string() }),
});
export type Handover = z.infer<typeof handoverSchema>;
export const handoverResponseSchema = z.object({ data: handoverSchema });
export const handoversResponseSchema = z.object({ data: z.array(handoverSchema) });


/* ---------- live position (issue 14) ---------- */


const coordinate = (message: string, limit: number) => z.number(message).min(-limit, message).max(limit, message).refine(Number.isFinite, message);

/** POST /api/driver/position: the order by id or number, the fix, and when the phone took it (default: now). */
export const positionRequestSchema = z
  .object({
    order_id: text(msg('positionOrderRequired')).min(1, msg('positionOrderRequired')).max(64, msg('positionOrderRequired')).optional(),
    identity: text(msg('positionOrderRequired')).min(1, msg('positionOrderRequired')).max(64, msg('positionOrderRequired')).optional(),
    lat: coordinate(msg('latitudeInvalid'), 90),
    lng: coordinate(msg('longitudeInvalid'), 180),
    accuracy: z.number(msg('accuracyInvalid')).min(0, msg('accuracyInvalid')).max(100_000, msg('accuracyInvalid')).nullish(),
    recorded_at: z.iso.datetime({ offset: true, message: msg('recordedAtInvalid') }).optional(),
  })
  .refine((body) => body.order_id !== undefined || body.identity !== undefined, { path: ['order_id'], message: msg('positionOrderRequired') });
export type PositionRequest = z.input<typeof positionRequestSchema>;

/** The order's last known car position (one per order; newer fixes replace it). */
export const orderPositionSchema = z.object({
  order_id: z.string(),
  lat: z.number(),
  lng: z.number(),
  accuracy: z.number().nullable(),
  recorded_at: z.string(),
});
export type OrderPosition = z.infer<typeof orderPositionSchema>;
export const positionResponseSchema = z.object({ data: orderPositionSchema });
export const orderPositionResponseSchema = z.object({ data: orderPositionSchema.nullable() });

/* ---------- idempotent status changes (issue 14, flaky connection) ---------- */

export const idempotencyKeySchema = z.string().regex(/^[A-Za-z0-9_-]{8,128}$/, msg('idempotencyKeyInvalid'));
