import { z } from 'zod';
import { msg } from '../messages';
import { orderStateSchema } from '../order-states';
import { timeGroupNameSchema } from '../booking/constants';
import { dayRule, timeEntryStatusSchema } from '../booking/time-slots';
import { managerOrderItemSchema } from '../orders/dispatch';

// The routes and URLs are zod-free (calendar-core.ts, part of @chargevalet/contract/core).
import { CALENDAR_MAX_DAYS } from './calendar-core';
export * from './calendar-core';

/**
 * The manager's calendar (issue 16, SPEC §3 "Calendar", §4 slot dialogs, §7). Only managers (401 / 403 otherwise);
 * POSTs need the CSRF header. Slots are the Europe/Berlin 30-minute grid of DESIGN §4 (07:00–20:30).
 *
 * | call | method, path | request | 200 answer |
 * |---|---|---|---|
 * | calendar | GET /api/manager/drivers/time-slots?from&days | `calendarQuerySchema` | `{ data: CalendarDriver[] }` |
 * | block / unblock a slot | POST /api/manager/drivers/time-slot/block, …/unblock | `{ driver_id, date_time }` | `{ data: { days: [day] } }` |
 * | block / unblock a day | POST /api/manager/drivers/time-slots/day/block, …/unblock | `{ driver_id, date }` | `{ data: { days: [day] } }` |
 * | assign from the calendar | POST /api/manager/drivers/time-slots/assign | `{ driver_id, order_id, date_time }` | `{ data: [{ driver_id, date_time, status }] }` or `{ error }` |
 * | unassigned orders of the days | GET /api/manager/drivers/time-slots/unassigned?from&days | `calendarQuerySchema` | `{ data: ManagerOrderItem[] }` (pickup order, at most `CALENDAR_UNASSIGNED_MAX`) |
 *
 * Refusals of a block (booked slot or day, capacity already promised to orders without a driver) are 422
 * `{ message, errors }`; an assignment the schedule refuses answers `{ error }` (translated) and changes nothing.
 */

/** The orders without a driver picked up on the calendar's days, beside it (issue 32), by pickup; at most this many. */
export const CALENDAR_UNASSIGNED_MAX = 100;
export const calendarUnassignedResponseSchema = z.object({ data: z.array(managerOrderItemSchema) });

/** `from` defaults to today (Berlin), `days` to 7. */
export const calendarQuerySchema = z.object({
  from: dayRule(msg('calendarFromInvalid')).optional(),
  days: z.coerce.number(msg('calendarDaysInvalid')).int(msg('calendarDaysInvalid')).min(1, msg('calendarDaysInvalid')).max(CALENDAR_MAX_DAYS, msg('calendarDaysInvalid')).default(7),
});
export type CalendarQuery = z.infer<typeof calendarQuerySchema>;

export const calendarEntrySchema = z.object({
  date_time: z.string(),
  status: timeEntryStatusSchema,
  order_id: z.string().nullable(),
  order_identity: z.string().nullable(),
  order_status: orderStateSchema.nullable(),
});
export type CalendarEntry = z.infer<typeof calendarEntrySchema>;

export const calendarDaySchema = z.object({
  date: z.string(),
  is_blocked: z.boolean(),
  time_groups: z.array(z.object({ name: timeGroupNameSchema, time_entries: z.array(calendarEntrySchema) })),
});
export type CalendarDay = z.infer<typeof calendarDaySchema>;

export const calendarDriverSchema = z.object({
  driver: z.object({ id: z.string(), name: z.string() }),
  days: z.array(calendarDaySchema),
});
export type CalendarDriver = z.infer<typeof calendarDriverSchema>;

export const calendarResponseSchema = z.object({ data: z.array(calendarDriverSchema) });
export type CalendarResponse = z.infer<typeof calendarResponseSchema>;

const driverIdRule = z.uuid(msg('driverRequired'));
const instantRule = z.iso.datetime({ offset: true, message: msg('slotInvalid') });

export const slotBlockRequestSchema = z.object({ driver_id: driverIdRule, date_time: instantRule });
export type SlotBlockRequest = z.infer<typeof slotBlockRequestSchema>;

export const dayBlockRequestSchema = z.object({ driver_id: driverIdRule, date: dayRule(msg('calendarFromInvalid')) });
export type DayBlockRequest = z.infer<typeof dayBlockRequestSchema>;

/** Block and unblock answers: the driver's day as it is now (SPEC §7 `data.days[0]`). */
export const calendarDayResponseSchema = z.object({ data: z.object({ days: z.array(calendarDaySchema) }) });
export type CalendarDayResponse = z.infer<typeof calendarDayResponseSchema>;

export const calendarAssignRequestSchema = z.object({
  driver_id: driverIdRule,
  order_id: z.uuid(msg('orderRequired')),
  date_time: instantRule,
});
export type CalendarAssignRequest = z.infer<typeof calendarAssignRequestSchema>;

/** The slots the assignment booked (pickup, and the return when it is another slot), or the reason it did not. */
export const calendarAssignResponseSchema = z.union([
  z.object({ data: z.array(z.object({ driver_id: z.string(), date_time: z.string(), status: timeEntryStatusSchema })) }),
  z.object({ error: z.string() }),
]);
export type CalendarAssignResponse = z.infer<typeof calendarAssignResponseSchema>;
