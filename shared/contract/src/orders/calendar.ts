import { z } from 'zod';
import { msg } from '../messages';
import { orderStateSchema } from '../order-states';
import { dayRule } from '../booking/time-slots';

/**
 * The customer's calendar and the personal iCalendar feeds (issue 31).
 *
 * | call | method, path | answer |
 * |---|---|---|
 * | the customer's appointments | GET /api/customer/calendar?from=&to= (Berlin dates, `to` exclusive, ≤ 62 days) | `{ data: CustomerCalendarEntry[] }` by time |
 * | the feed's address | GET /api/{customer,driver}/calendar-feed | `{ data: { url } }` (made on first ask) |
 * | a new address | POST /api/{customer,driver}/calendar-feed/renew | `{ data: { url } }`; the old URL answers 404 |
 * | the feed | GET /api/calendar/{token}.ics (no sign-in: calendar apps poll it) | text/calendar, METHOD:PUBLISH |
 */
// The feeds' paths are zod-free (calendar-core.ts, part of @chargevalet/contract/core).
import { CALENDAR_RANGE_MAX_DAYS } from './calendar-core';
export * from './calendar-core';

const day = dayRule(msg('dateInvalid'));
const daysBetween = (from: string, to: string) => (Date.parse(`${to}T00:00:00Z`) - Date.parse(`${from}T00:00:00Z`)) / 86_400_000;

export const customerCalendarQuerySchema = z
  .object({ from: day, to: day })
  .refine((q) => daysBetween(q.from, q.to) > 0 && daysBetween(q.from, q.to) <= CALENDAR_RANGE_MAX_DAYS, { path: ['to'], message: msg('calendarRangeInvalid') });
export type CustomerCalendarQuery = z.infer<typeof customerCalendarQuerySchema>;

/** One pickup or return of the customer's own orders; `address` as the one format writes it. */
export const customerCalendarEntrySchema = z.object({
  order_id: z.string(),
  identity: z.string(),
  kind: z.enum(['pickup', 'return']),
  at: z.string(),
  /** false: the return "as soon as the car is ready" (the time is the expected one). */
  fixed: z.boolean(),
  address: z.string(),
  state: orderStateSchema,
});
export type CustomerCalendarEntry = z.infer<typeof customerCalendarEntrySchema>;
export const customerCalendarResponseSchema = z.object({ data: z.array(customerCalendarEntrySchema) });
export const calendarFeedResponseSchema = z.object({ data: z.object({ url: z.string() }) });
