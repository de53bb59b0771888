import { z } from 'zod';
import { msg } from '../messages';
import { text } from '../text';
import { orderStateSchema } from '../order-states';
import { emailRule, firstNameRule, lastNameRule, storedPhoneRule } from '../rules';

// The routes and URLs are zod-free (drivers-core.ts, part of @chargevalet/contract/core).
export * from './drivers-core';

/**
 * The manager's drivers (issue 16, SPEC §3 "Driver", §7). Only managers; POSTs need the CSRF header.
 *
 * | call | method, path | request | 200 answer |
 * |---|---|---|---|
 * | list | GET /api/manager/drivers?query | `driversQuerySchema` | `{ data: DriverItem[] }` (the UI treats a failure as empty, SPEC §7) |
 * | add (invite) | POST /api/manager/drivers | `driverInputSchema` | 201 `{ data: DriverItem }`; the driver gets a set-password mail |
 * | one driver | GET /api/manager/driver/{id} | – | `{ data: DriverDetails }`; 404 |
 * | edit | POST /api/manager/driver/{id} | `driverUpdateSchema` | `{ data: DriverItem }`; 422 on the fields; deactivating while booked: 422 `errors.is_active` naming the orders |
 * | resend the invitation | POST /api/manager/driver/{id}/invitation | – | `{ data: DriverItem }`; a new set-password mail; 422 unless `invited`; 404 |
 *
 * A driver's `status`: `invited` until they set their password (staff SSO: none is set, so never), then `active`;
 * `inactive` once a manager switched them off. Phones are stored in one form (`storedPhone`, +49…).
 */

export const DRIVER_STATUSES = ['invited', 'active', 'inactive'] as const;
export type DriverStatus = (typeof DRIVER_STATUSES)[number];

export const driversQuerySchema = z.object({ query: text().trim().max(100, msg('searchTooLong')).optional() });
export const driverParamsSchema = z.object({ id: z.uuid(msg('driverRequired')) });

/** SPEC §3 Driver (manager list) plus the contact the details and the edit form need. */
export const driverItemSchema = z.object({
  id: z.string(),
  first_name: z.string(),
  last_name: z.string(),
  email: z.string(),
  phone: z.string().nullable(),
  is_active: z.boolean(),
  status: z.enum(DRIVER_STATUSES),
});
export type DriverItem = z.infer<typeof driverItemSchema>;
export const driversResponseSchema = z.object({ data: z.array(driverItemSchema) });

/** This week's (Monday to Sunday, Berlin) booked slots and load = booked ÷ slots not blocked. */
export const driverDetailsSchema = driverItemSchema.extend({
  rating: z.object({ average: z.number().nullable(), count: z.number().int() }),
  recent_comments: z.array(z.object({ rating: z.number().int(), feedback: z.string(), at: z.string(), order_identity: z.string() })),
  week: z.object({
    from: z.string(),
    to: z.string(),
    booked_slots: z.array(z.object({ date_time: z.string(), order_id: z.string(), order_identity: z.string(), order_status: orderStateSchema })),
    load: z.object({ booked: z.number().int(), available: z.number().int() }),
  }),
});
export type DriverDetails = z.infer<typeof driverDetailsSchema>;
export const driverDetailsResponseSchema = z.object({ data: driverDetailsSchema });

export const driverInputSchema = z.object({ first_name: firstNameRule, last_name: lastNameRule, phone: storedPhoneRule, email: emailRule });
export type DriverInput = z.infer<typeof driverInputSchema>;
export const driverUpdateSchema = driverInputSchema.extend({ is_active: z.boolean(msg('required')) });
export type DriverUpdate = z.infer<typeof driverUpdateSchema>;
export const driverResponseSchema = z.object({ data: driverItemSchema });
