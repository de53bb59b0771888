import { z } from 'zod';
import { msg } from '../messages';
import { ORDER_STATES, orderStateSchema } from '../order-states';
import { centsSchema } from '../booking/catalog';
import { orderSchema } from '../booking/order';
import { dayRule } from '../booking/time-slots';
import { text } from '../text';

/**
 * Dispatch (issue 13): the order's life after booking, for every role. Calls (SPEC §7; `{role}` = customer, driver
 * or manager and must be the caller's role, else 403; an order the caller may not see → 404):
 *
 * | call | method, path | request | response |
 * |---|---|---|---|
 * | allowed next states | GET /api/{role}/order/allowed-statuses/{id} | – | 200 `{ states }` |
 * | change status (and cancel) | POST /api/{role}/order/status/{id} | `statusChangeRequestSchema` | 200 `{ data: order }`; 422 not allowed / costs; 409 `{ message, data: order }` stale |
 * | one order (manager) | GET /api/manager/order/{id} | – | 200 `{ data: order }` |
 * | totals (manager) | GET /api/manager/order/{id}/totals | – | 200 `orderTotalsResponseSchema` |
 * | assign / reassign | POST /api/manager/order/{o}/assign/driver/{d}, …/reassign/driver/{d} | – | 200 `assignResultSchema` |
 * | driver suggestions | GET /api/manager/order/{id}/driver-suggestions | – | 200 `driverSuggestionsResponseSchema` |
 * | orders list | GET /api/manager/orders?query&state&date&page&pageSize | `managerOrdersQuerySchema` | 200 `managerOrdersResponseSchema` |
 * | active orders | GET /api/manager/active-orders | – | 200 `{ data: items }` |
 * | dashboard | GET /api/manager/dashboard | – | 200 `managerDashboardResponseSchema` |
 *
 * Driver routes accept the order's `identity` (CV-…) as well as its id.
 */
// The routes and URLs are zod-free (dispatch-core.ts, part of @chargevalet/contract/core).
import { MANAGER_ORDERS_PAGE_SIZE, MANAGER_ORDERS_PAGE_SIZE_MAX } from './dispatch-core';
export * from './dispatch-core';

/** `{id}` of an order in a path: its id or its number; anything else is no order (404 from the lookup). */
export const orderRefParamsSchema = z.object({ id: z.string().max(64, msg('orderNumberInvalid')) });

/** GET …/allowed-statuses/{id}: the next states for this viewer (the UI adds the current one, SPEC §4). */
export const allowedStatusesResponseSchema = z.object({ states: z.array(orderStateSchema) });
export type AllowedStatusesResponse = z.infer<typeof allowedStatusesResponseSchema>;

/** Euro with at most two decimals, ≥ 0 and at most 1,000 € (a cost typed without its comma is refused; stored in cents). */
export const COST_MAX_EURO = 1_000;
export const euroCostRule = z
  .number(msg('costInvalid'))
  .min(0, msg('costInvalid'))
  .max(COST_MAX_EURO, msg('costMax'))
  .refine((value) => Math.abs(Math.round(value * 100) - value * 100) < 1e-6, msg('costInvalid'));
export const euroToCents = (euro: number): number => Math.round(euro * 100);

/**
 * POST …/status/{id}. `expected_state` (optional): the state the client saw; when the order moved on meanwhile the
 * server answers 409 with the current order instead of applying the change to a state nobody looked at.
 */
export const statusChangeRequestSchema = z
  .object({
    status: z.enum(ORDER_STATES, msg('statusInvalid')),
    service_cost: euroCostRule.nullish(),
    electricity_cost: euroCostRule.nullish(),
    expected_state: orderStateSchema.optional(),
    /** pending_payment: the manager saw and confirmed a total above the estimate's tolerance (else 409 above_estimate). */
    confirm_above_estimate: z.boolean().optional(),
  })
  .superRefine((body, ctx) => {
    if (body.status !== 'pending_payment') return;
    if (body.service_cost == null) ctx.addIssue({ code: 'custom', path: ['service_cost'], message: msg('serviceCostRequired') });
    if (body.electricity_cost == null) ctx.addIssue({ code: 'custom', path: ['electricity_cost'], message: msg('electricityCostRequired') });
  });
export type StatusChangeRequest = z.input<typeof statusChangeRequestSchema>;

/** 409: the order changed meanwhile; `data` is the order as it is now. */
export const staleOrderResponseSchema = z.object({ message: z.string(), data: orderSchema });

/**
 * Costs well above the estimate need a second look (issue 30): a total more than `tolerancePercent` % above the
 * estimate. The status call answers 409 `aboveEstimateResponseSchema` unless `confirm_above_estimate` is true; the
 * manager's dialog asks the same question first. Cents.
 */
export const exceedsEstimate = (total: number, estimate: number, tolerancePercent: number): boolean => total * 100 > estimate * (100 + tolerancePercent);
export const aboveEstimateResponseSchema = z.object({
  message: z.string(),
  code: z.literal('above_estimate'),
  estimate: centsSchema,
  total: centsSchema,
  tolerance_percent: z.number(),
});
export type AboveEstimateResponse = z.infer<typeof aboveEstimateResponseSchema>;
/** Every 409 of the status call. */
export const statusConflictResponseSchema = z.union([staleOrderResponseSchema, aboveEstimateResponseSchema]);

/** GET /api/manager/order/{id}/totals: actual totals once entered (null before), and the estimate. Cents. */
export const orderTotalsSchema = z.object({
  service_total: centsSchema.nullable(),
  electricity_total: centsSchema.nullable(),
  grand_total: centsSchema.nullable(),
  estimated_service_total: centsSchema,
  estimated_electricity_total: centsSchema,
  estimated_grand_total: centsSchema,
  /** What the customer paid so far (captured + charged difference). */
  paid_total: centsSchema,
  /** What the card authorised at the checkout (captured up to it; 0 without an authorisation). */
  authorized_total: centsSchema,
  /** A total more than this % above the estimate needs a confirmation (`exceedsEstimate`). */
  estimate_tolerance_percent: z.number(),
});
export const orderTotalsResponseSchema = z.object({ data: orderTotalsSchema });
export type OrderTotals = z.infer<typeof orderTotalsSchema>;

/** Why an assignment failed; `error` is the translated text. */
export const ASSIGN_FAILURES = ['driver_blocked', 'driver_booked', 'not_a_driver', 'order_state', 'same_driver'] as const;
export const assignFailureSchema = z.object({ status: z.literal('failed'), code: z.enum(ASSIGN_FAILURES), error: z.string() });
export const assignResultSchema = z.union([z.object({ data: orderSchema }), assignFailureSchema]);
export type AssignResult = z.infer<typeof assignResultSchema>;

/** Drivers free at both slots: least booked that day first, then nearest previous drop-off. */
export const driverSuggestionSchema = z.object({
  id: z.string(),
  name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  bookings_that_day: z.number().int().nonnegative(),
  /** Kilometres from the driver's previous drop-off that day to the pickup; null without one. */
  distance_km: z.number().nullable(),
});
export const driverSuggestionsResponseSchema = z.object({ data: z.array(driverSuggestionSchema) });
export type DriverSuggestion = z.infer<typeof driverSuggestionSchema>;

/** One row of the manager's lists (slim: no history, no catalogue). Money in cents, slots UTC ISO instants. */
export const managerOrderItemSchema = z.object({
  id: z.string(),
  identity: z.string(),
  state: orderStateSchema,
  customer: z.object({ name: z.string(), email: z.string(), phone: z.string() }),
  car: z.object({ license_plate: z.string(), brand: z.string(), model: z.string() }),
  driver: z.object({ id: z.string(), name: z.string(), phone: z.string().nullable() }).nullable(),
  pickup_time_slot: z.object({ date_time: z.string() }),
  return_time_slot: z.object({ date_time: z.string() }).nullable(),
  pickup_address: z.object({ street: z.string() }),
  is_free: z.boolean(),
  estimated_grand_total: centsSchema,
  grand_total: centsSchema.nullable(),
  created_at: z.string(),
});
export type ManagerOrderItem = z.infer<typeof managerOrderItemSchema>;

export const ORDER_SEARCH_MAX = 100;

/**
 * GET /api/manager/orders. `query` matches the order number, licence plate, customer name, e-mail or phone
 * (fragments, any case); `state` one or more states (comma separated); `date` the pickup day (Europe/Berlin);
 * sorted by pickup time, latest first (`sort=asc` earliest first).
 */
export const managerOrdersQuerySchema = z.object({
  query: text().trim().max(ORDER_SEARCH_MAX, msg('searchTooLong')).optional(),
  state: z
    .string()
    .optional()
    .transform((value, ctx) => {
      if (!value) return undefined;
      const states = value.split(',').map((state) => state.trim()).filter(Boolean);
      const parsed = z.array(orderStateSchema).safeParse(states);
      if (!parsed.success) {
        ctx.addIssue({ code: 'custom', message: msg('statusInvalid') });
        return z.NEVER;
      }
      return parsed.data;
    }),
  date: dayRule(msg('dateInvalid')).optional().or(z.literal('').transform(() => undefined)),
  sort: z.enum(['asc', 'desc'], msg('invalidInput')).default('desc'),
  page: z.coerce.number(msg('pageInvalid')).int(msg('pageInvalid')).min(1, msg('pageInvalid')).max(100_000, msg('pageInvalid')).default(1),
  pageSize: z.coerce
    .number(msg('pageInvalid'))
    .int(msg('pageInvalid'))
    .min(1, msg('pageInvalid'))
    .max(MANAGER_ORDERS_PAGE_SIZE_MAX, msg('pageInvalid'))
    .default(MANAGER_ORDERS_PAGE_SIZE),
});
export type ManagerOrdersQuery = z.input<typeof managerOrdersQuerySchema>;

/**
 * `total` is exact up to `MANAGER_ORDERS_COUNT_CAP` matches; above it `total_capped` is true and `total` is the cap
 * (counting a million rows for every page is not free; 5 page buttons never need more).
 */
export const MANAGER_ORDERS_COUNT_CAP = 10_000;
export const paginationMetaSchema = z.object({
  page: z.number().int(),
  pageSize: z.number().int(),
  total: z.number().int().nonnegative(),
  total_capped: z.boolean(),
});
export const managerOrdersResponseSchema = z.object({ data: z.array(managerOrderItemSchema), meta: paginationMetaSchema });
export type ManagerOrdersResponse = z.infer<typeof managerOrdersResponseSchema>;

/** GET /api/manager/active-orders: assigned … returned, today's pickups first, then by pickup time. */
export const activeOrdersResponseSchema = z.object({ data: z.array(managerOrderItemSchema) });

/** GET /api/manager/dashboard: today at a glance (Europe/Berlin day of the API's clock). */
export const managerDashboardSchema = z.object({
  unassigned_next_24h: z.array(managerOrderItemSchema),
  on_the_road: z.array(managerOrderItemSchema),
  waiting_for_costs: z.array(managerOrderItemSchema),
  /** Today's planned pickups (not cancelled), and what happened today whatever the pickup day. */
  today: z.object({
    pickups: z.number().int().nonnegative(),
    /** Orders that reached paid, unpaid or no charge today. */
    completed: z.number().int().nonnegative(),
    /** Orders cancelled today. */
    cancelled: z.number().int().nonnegative(),
    /** Money captured today: what the orders completed today brought, cents. */
    revenue: centsSchema,
  }),
});
export const managerDashboardResponseSchema = z.object({ data: managerDashboardSchema });
export type ManagerDashboard = z.infer<typeof managerDashboardSchema>;
