import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { carTypeSchema, timeGroupNameSchema } from './constants';
import { idField } from './ids';

/** The years a date of this service can name: PostgreSQL has no year 0, and JS prints years past 9999 as `+010000`. */
const FIRST_YEAR = 2000;
const LAST_YEAR = 2999;

/** A day that exists (no 31 November), in the years above: what the database and the day arithmetic accept. */
export function isServiceDate(date: string): boolean {
  const [year = NaN, month = NaN, day = NaN] = date.split('-').map(Number);
  const instant = new Date(Date.UTC(year, month - 1, day));
  return year >= FIRST_YEAR && year <= LAST_YEAR && instant.getUTCMonth() === month - 1 && instant.getUTCDate() === day;
}

/** A calendar date in Europe/Berlin, `YYYY-MM-DD`, that exists; `message` is the field's one message for any other text. */
export const dayRule = (message: string) =>
  text()
    .regex(/^\d{4}-(0[1-9]|1[0-2])-(0[1-9]|[12]\d|3[01])$/, message)
    // only a well-formed date is looked at as a day (one message, not two)
    .refine(isServiceDate, { message, when: (payload) => payload.issues.length === 0 });

/** The booking's date (SPEC §5: its message asks for the pickup time). */
export const dateRule = dayRule(msg('pickupTimeRequired'));
/** Wall-clock time in Europe/Berlin on the 30-minute grid, `HH:mm`. */
export const timeRule = text().regex(/^([01]\d|2[0-3]):(00|30)$/, msg('pickupTimeRequired'));

export const TIME_ENTRY_STATUSES = ['free', 'booked', 'blocked'] as const;
export const timeEntryStatusSchema = z.enum(TIME_ENTRY_STATUSES);
export type TimeEntryStatus = z.infer<typeof timeEntryStatusSchema>;

/** SPEC §3 time entry; `date_time` is the slot's start as a UTC ISO instant. */
export const timeEntrySchema = z.object({
  time: z.string(),
  date_time: z.string(),
  is_available: z.boolean(),
  status: timeEntryStatusSchema,
});
export type TimeEntry = z.infer<typeof timeEntrySchema>;

/** SPEC §3 time slot day; `is_past` is true once the day's last slot has started. */
export const timeSlotDaySchema = z.object({
  date: z.string(),
  date_formatted: z.string(),
  is_available: z.boolean(),
  is_past: z.boolean(),
});
export type TimeSlotDay = z.infer<typeof timeSlotDaySchema>;

export const timeGroupSchema = z.object({ name: timeGroupNameSchema, time_entries: z.array(timeEntrySchema) });
export type TimeGroup = z.infer<typeof timeGroupSchema>;

/** A day with its slots grouped into morning, afternoon and evening. */
export const timeSlotDayWithEntriesSchema = timeSlotDaySchema.extend({ time_groups: z.array(timeGroupSchema) });
export type TimeSlotDayWithEntries = z.infer<typeof timeSlotDayWithEntriesSchema>;

/** GET /api/order/pick-up/time-slots/{id} and GET /api/order/return/time-slots/{id}. */
export const timeSlotsResponseSchema = z.object({ data: z.object({ days: z.array(timeSlotDayWithEntriesSchema) }) });
export type TimeSlotsResponse = z.infer<typeof timeSlotsResponseSchema>;

/** Query of the return slots: the chosen pickup and what decides the service duration. */
export const returnTimeSlotsQuerySchema = z.object({
  pickup_date: dateRule,
  pickup_time: timeRule,
  charging_level_id: idField().optional(),
  car_type: carTypeSchema.optional(),
});
export type ReturnTimeSlotsQuery = z.infer<typeof returnTimeSlotsQuerySchema>;

/** A chosen slot in a request (SPEC §3 order request): Berlin date and time. */
export const slotSelectionSchema = z.object({ date: dateRule, time: timeRule });
export type SlotSelection = z.infer<typeof slotSelectionSchema>;
