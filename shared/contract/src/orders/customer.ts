import { z } from 'zod';
import { msg } from '../messages';
import { multilineText } from '../text';
import type { OrderState } from '../order-states';
import { DRIVER_STATES } from './lifecycle';
import { managerOrderItemSchema, paginationMetaSchema } from './dispatch';

/**
 * The customer's orders (issue 15, SPEC §2 "My orders"). Signed-in customers only: anonymous 401, drivers and
 * managers 403; another customer's order 404 (nobody learns it exists). Unfinished card checkouts are no orders.
 *
 * | call | method, path | request | response |
 * |---|---|---|---|
 * | my orders | GET /api/customer/orders?page= | `customerOrdersQuerySchema` | 200 `customerOrdersResponseSchema` (newest pickup first, 10 a page) |
 * | my active orders | GET /api/customer/active-orders | – | 200 `{ data: items }` (not yet returned or cancelled, next pickup first) |
 * | one order | GET /api/customer/order/{id} | – | 200 `{ data: order }` (the SPEC §3 resource) |
 * | write to the manager | POST /api/customer/order/{id}/contact-manager | `contactManagerRequestSchema` | 202 `{ message }`; 422; 429 |
 *
 * Cancelling is the dispatch call `POST /api/customer/order/status/{id}` `{ status: 'cancelled' }`; the
 * handover records `GET /api/customer/order/{id}/handovers` (driver.ts).
 */
// The routes, URLs and limits are zod-free (customer-core.ts, part of @chargevalet/contract/core).
import { CONTACT_MESSAGE_MAX } from './customer-core';
export * from './customer-core';

/** Orders the customer still waits for: booked, with a driver or on the road — not yet returned, not cancelled. */
export const CUSTOMER_ACTIVE_STATES = ['created', ...DRIVER_STATES] as const satisfies readonly OrderState[];

/** One row of the customer's lists: the manager's slim list row (the same columns, the customer's own orders). */
export const customerOrderItemSchema = managerOrderItemSchema;
export type CustomerOrderItem = z.infer<typeof customerOrderItemSchema>;

export const customerOrdersQuerySchema = z.object({
  page: z.coerce.number(msg('pageInvalid')).int(msg('pageInvalid')).min(1, msg('pageInvalid')).max(100_000, msg('pageInvalid')).default(1),
});
export type CustomerOrdersQuery = z.input<typeof customerOrdersQuerySchema>;
export const customerOrdersResponseSchema = z.object({ data: z.array(customerOrderItemSchema), meta: paginationMetaSchema });
export type CustomerOrdersResponse = z.infer<typeof customerOrdersResponseSchema>;
export const customerActiveOrdersResponseSchema = z.object({ data: z.array(customerOrderItemSchema) });
export type CustomerActiveOrdersResponse = z.infer<typeof customerActiveOrdersResponseSchema>;

/** The message to the order's manager: 1 to 2000 characters, no control characters (line breaks are typed as such). */
/** Messages a customer may send to managers per hour (all orders together). */
export const CONTACT_MANAGER_PER_HOUR = 5;
export const contactMessageRule = multilineText(msg('contactMessageRequired'))
  .pipe(z.string().trim().min(1, msg('contactMessageRequired')).max(CONTACT_MESSAGE_MAX, msg('contactMessageMax')));
export const contactManagerRequestSchema = z.object({ message: contactMessageRule });
export type ContactManagerRequest = z.input<typeof contactManagerRequestSchema>;
