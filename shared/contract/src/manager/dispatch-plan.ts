import { z } from 'zod';
import { msg } from '../messages';
import { text } from '../text';
import { dayRule } from '../booking/time-slots';

// The routes and URLs are zod-free (dispatch-plan-core.ts, part of @chargevalet/contract/core).
export * from './dispatch-plan-core';

/**
 * Plan the day in one click (issue 36). Only managers (401 / 403 otherwise); POSTs need the CSRF header.
 *
 * | call | method, path | request | answer |
 * |---|---|---|---|
 * | plan a day | POST /api/manager/dispatch-plan | `{ date, include_assigned? }` | 200 `{ data: DispatchPlan }` (changes nothing) |
 * | apply a plan | POST /api/manager/dispatch-plan/apply | `{ date, version, assignments }` | 200 `{ data: { assigned } }`; 409 `{ message }` |
 *
 * The plan covers the orders picked up on `date` that have no driver (with `include_assigned` also those whose driver
 * has not started, state `assigned`: the plan may give them another driver): each is a pickup job (customer's address →
 * station) in its pickup slot and a return job (station → return address) in its return slot, both for one driver.
 * Drivers start and end their day at the depot station; a driver does one job per slot; blocks and bookings hold.
 * Kilometres are estimates: the straight line × a road factor (`ROAD_FACTOR`). `total_km` is the plan's
 * empty kilometres (driving without a customer's car) over the drivers' days, `baseline_km` the greedy choice's
 * (each order in slot order to the free driver nearest to where that driver last was).
 *
 * Applying assigns every order of `assignments` or none (one transaction, each through the single assignment, which
 * notifies driver and customer; an assigned order planned for another driver is reassigned, one planned for its own
 * driver stays as it is; `assigned` counts the orders that changed). `version` is the plan's: when one of its orders or one of its drivers' days (blocks,
 * bookings) changed since, the answer is 409 and nothing changes; plan again.
 */

/** no_driver_free: every driver is blocked or booked at one of its slots; drivers_taken: the free ones drive other orders then. */
export const DISPATCH_UNASSIGNED_REASONS = ['no_driver_free', 'drivers_taken'] as const;
export type DispatchUnassignedReason = (typeof DISPATCH_UNASSIGNED_REASONS)[number];

export const DISPATCH_JOB_KINDS = ['pickup', 'return'] as const;

/** At most this many assignments in one apply (a day of one city). */
export const DISPATCH_MAX_ASSIGNMENTS = 2_000;

const dateRule = dayRule(msg('planDateInvalid'));

export const dispatchPlanRequestSchema = z.object({
  date: dateRule,
  /** Also re-plan the day's orders whose driver has not started (state `assigned`); default: only orders without a driver. */
  include_assigned: z.boolean(msg('planIncludeAssignedInvalid')).default(false),
});
export type DispatchPlanRequest = z.infer<typeof dispatchPlanRequestSchema>;

export const dispatchAssignmentSchema = z.object({ order_id: z.uuid(msg('orderRequired')), driver_id: z.uuid(msg('driverRequired')) });
export type DispatchAssignment = z.infer<typeof dispatchAssignmentSchema>;

export const dispatchJobSchema = z.object({
  order_id: z.string(),
  order_identity: z.string(),
  kind: z.enum(DISPATCH_JOB_KINDS),
  date_time: z.string(),
  /** Where the driver takes over the car (pickup: the customer's address; return: the station). */
  from: z.string(),
  /** Where the driver leaves it. */
  to: z.string(),
  /** False for a job the driver was already booked for. */
  planned: z.boolean(),
});
export type DispatchJob = z.infer<typeof dispatchJobSchema>;

export const dispatchDriverPlanSchema = z.object({
  driver: z.object({ id: z.string(), name: z.string() }),
  /** Estimated empty kilometres of the driver's days with the plan. */
  empty_km: z.number().nonnegative(),
  jobs: z.array(dispatchJobSchema),
});
export type DispatchDriverPlan = z.infer<typeof dispatchDriverPlanSchema>;

export const dispatchPlanSchema = z.object({
  date: z.string(),
  include_assigned: z.boolean(),
  /** What the plan was made from; apply sends it back. */
  version: z.string(),
  assignments: z.array(dispatchAssignmentSchema),
  total_km: z.number().nonnegative(),
  baseline_km: z.number().nonnegative(),
  unassigned: z.array(z.object({ order_id: z.string(), order_identity: z.string(), reason: z.enum(DISPATCH_UNASSIGNED_REASONS) })),
  /** Drivers with jobs, in the calendar's order. */
  drivers: z.array(dispatchDriverPlanSchema),
});
export type DispatchPlan = z.infer<typeof dispatchPlanSchema>;
export const dispatchPlanResponseSchema = z.object({ data: dispatchPlanSchema });
export type DispatchPlanResponse = z.infer<typeof dispatchPlanResponseSchema>;

export const dispatchApplyRequestSchema = z.object({
  date: dateRule,
  version: text(msg('planStale')).min(1, msg('planStale')).max(128, msg('planStale')),
  assignments: z
    .array(dispatchAssignmentSchema, msg('planEmpty'))
    .min(1, msg('planEmpty'))
    .max(DISPATCH_MAX_ASSIGNMENTS, msg('planEmpty'))
    .refine((items) => new Set(items.map((item) => item.order_id)).size === items.length, msg('planDuplicateOrder')),
});
export type DispatchApplyRequest = z.infer<typeof dispatchApplyRequestSchema>;

export const dispatchApplyResponseSchema = z.object({ data: z.object({ assigned: z.number().int().nonnegative() }) });
export type DispatchApplyResponse = z.infer<typeof dispatchApplyResponseSchema>;
