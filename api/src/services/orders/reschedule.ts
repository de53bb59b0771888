import { and, eq, like } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  RETURN_MAX_DAYS_AFTER_PICKUP,
  isReschedulable,
  msg,
  translateMessage,
  type Locale,
  type OrderRescheduleRequest,
  type OrderState,
  type SlotSelection,
} from '@chargevalet/contract';
import { sqlState, type Db } from '../../db/client';
import { send } from '../../db/pipeline';
import { driverSlotBookings, jobs, orders, type OrderRow } from '../../db/schema';
import { capacityAt, checkPickupSlot, checkReturnSlot, firstBookableSlot, serviceDurationMinutes, slotOf, type ScheduleIndex, type Slot } from '../../domain';
import { getCatalog } from '../catalog/catalog-service';
import { queueAppointmentsChanged, scheduleReminders } from './customer-mails';
import { UNIQUE_VIOLATION } from './assignment';
import type { Actor } from './lifecycle';
import { appendHistory } from './placement';
import { lockedScheduleStatement, rangeOfDays, scheduleIndexOf } from './schedule';

export type RescheduleOutcome = { kind: 'updated'; row: OrderRow } | { kind: 'invalid'; errors: Record<string, string[]> } | { kind: 'stale'; row: OrderRow };

/** Thrown inside the transaction to roll it back with the answer to give. */
class Outcome extends Error {
  constructor(readonly outcome: RescheduleOutcome) {
    super(outcome.kind);
  }
}

/**
 * The schedule as if `order` held no slot: its own hold (no driver yet) or its driver's bookings are taken out, so
 * the order competes for its new slots like a booking and never with itself (a return moved by one slot, a pickup
 * kept as it was).
 */
function withoutOrder(index: ScheduleIndex, order: OrderRow): ScheduleIndex {
  const own = [order.pickupSlot.getTime(), order.returnSlot.getTime()];
  const heldCount = new Map(index.heldCount);
  const bookedSlots = new Map(index.bookedSlots);
  for (const at of own) {
    if (order.driverId === null) {
      if (heldCount.has(at)) heldCount.set(at, heldCount.get(at)! - 1);
    } else if (bookedSlots.get(at)?.has(order.driverId)) {
      const drivers = new Set(bookedSlots.get(at));
      drivers.delete(order.driverId);
      bookedSlots.set(at, drivers);
    }
  }
  return { ...index, heldCount, bookedSlots };
}

/** The assigned driver works then and has no other order at that slot. */
const driverFree = (index: ScheduleIndex, driverId: string, slot: Slot): boolean =>
  !index.blockedDays.get(slot.date)?.has(driverId) && !index.blockedSlots.get(slot.instant.getTime())?.has(driverId) && !index.bookedSlots.get(slot.instant.getTime())?.has(driverId);

/**
 * A manager moves an order's pickup and return slots (issue 31). In one transaction: the order locked, the new slots'
 * advisory locks taken (the placements' keys, so no booking races past) and the schedule read under them, then the
 * booking's checks — the pickup's lead time, bookable days and capacity (when it moves), the return within the
 * window after the service duration with capacity, "as soon as ready" as at booking — and an assigned driver free at
 * both. The order's hold follows its slots (trigger `orders_slot_holds`), the driver's bookings are moved, the pickup
 * reminders queued anew, and the customer mailed the updated calendar events through the address edit's one path
 * (`queueAppointmentsChanged`, same UIDs, SEQUENCE raised).
 */
export async function rescheduleOrder(app: FastifyInstance, row: OrderRow, actor: Actor, body: OrderRescheduleRequest, locale: Locale): Promise<RescheduleOutcome> {
  if (body.expected_updated_at && body.expected_updated_at !== row.updatedAt.toISOString()) return { kind: 'stale', row };
  const refuse = (field: string, key: string): RescheduleOutcome => ({ kind: 'invalid', errors: { [field]: [translateMessage(key, locale)] } });
  if (!isReschedulable(row.state as OrderState)) return refuse('pickup_time_slot', msg('rescheduleState'));
  const pickup = slotOf(body.pickup_time_slot);
  if (!pickup) return refuse('pickup_time_slot', msg('pickupTimeRequired'));
  const chosenReturn = body.return_time_slot ? slotOf(body.return_time_slot) : null;
  if (body.return_time_slot && !chosenReturn) return refuse('return_time_slot', msg('returnTimeInvalid'));

  const level = (await getCatalog(app.db)).pricing.chargingLevels.find((candidate) => candidate.id === row.chargingLevelId);
  const serviceMinutes = serviceDurationMinutes(row.carType, level?.battery_percent ?? 100);
  const now = app.booking.now();
  const pickupSelection: SlotSelection = { date: pickup.date, time: pickup.time };

  try {
    const updated = await app.db.transaction(async (transaction) => {
      const tx = transaction as unknown as Db;
      const [current] = await tx.select().from(orders).where(eq(orders.id, row.id)).for('update');
      if (!current || current.state !== row.state || current.updatedAt.getTime() !== row.updatedAt.getTime()) throw new Outcome({ kind: 'stale', row: current ?? row });

      const { from, to } = rangeOfDays(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP + 1);
      const locks = chosenReturn ? [pickup.instant, chosenReturn.instant] : [pickup.instant];
      const schedule = withoutOrder(scheduleIndexOf(await send(tx, lockedScheduleStatement(locks, from, to, now))), current);

      const errors: Record<string, string[]> = {};
      const add = (field: string, key: string) => (errors[field] ??= []).push(translateMessage(key, locale));
      const pickupMoved = pickup.instant.getTime() !== current.pickupSlot.getTime();
      const pickupRefusal = pickupMoved ? checkPickupSlot(now, schedule, pickupSelection) : null;
      if (pickupRefusal) add('pickup_time_slot', msg(pickupRefusal));
      let returnSlot: Slot | null = null;
      if (chosenReturn) {
        const refusal = checkReturnSlot(schedule, pickupSelection, body.return_time_slot!, serviceMinutes);
        if (refusal) add('return_time_slot', msg(refusal));
        else returnSlot = chosenReturn;
      } else {
        returnSlot = firstBookableSlot(schedule, pickupSelection, serviceMinutes);
        if (!returnSlot) add('return_time_slot', msg('slotUnavailable'));
      }
      const driverId = current.driverId;
      if (driverId) {
        if (!pickupRefusal && !driverFree(schedule, driverId, pickup)) add('pickup_time_slot', msg('rescheduleDriverBusy'));
        if (returnSlot && !driverFree(schedule, driverId, returnSlot)) add('return_time_slot', msg('rescheduleDriverBusy'));
      }
      // the return slot is locked now when it was not chosen (capacity re-read under its lock, as a placement does)
      if (returnSlot && !chosenReturn && Object.keys(errors).length === 0) {
        const rows = await send(tx, lockedScheduleStatement([returnSlot.instant], returnSlot.instant, new Date(returnSlot.instant.getTime() + 60_000), now));
        if (capacityAt(withoutOrder(scheduleIndexOf(rows), current), returnSlot.date, returnSlot.instant).capacity <= 0) add('return_time_slot', msg('slotUnavailable'));
      }
      if (Object.keys(errors).length > 0 || !returnSlot) throw new Outcome({ kind: 'invalid', errors });

      const fields = [
        ...(pickupMoved ? ['pickup_time_slot'] : []),
        ...(returnSlot.instant.getTime() !== current.returnSlot.getTime() || current.returnSlotChosen !== (chosenReturn !== null) ? ['return_time_slot'] : []),
      ];
      if (fields.length === 0) return { row: current, changed: false };

      if (driverId) {
        await tx.delete(driverSlotBookings).where(eq(driverSlotBookings.orderId, current.id));
        await tx.insert(driverSlotBookings).values([
          { driverId, slotStart: pickup.instant, orderId: current.id, kind: 'pickup', createdAt: now },
          { driverId, slotStart: returnSlot.instant, orderId: current.id, kind: 'return', createdAt: now },
        ]);
      }
      const [done] = await tx
        .update(orders)
        .set({
          pickupSlot: pickup.instant,
          returnSlot: returnSlot.instant,
          returnSlotChosen: chosenReturn !== null,
          calendarSequence: (current.calendarSequence ?? 0) + 1,
          updatedAt: now,
          statusHistory: appendHistory({ state: current.state, kind: 'edited', fields, at: now.toISOString(), actor: { id: actor.id, role: actor.role, name: actor.name } }),
        })
        .where(eq(orders.id, current.id))
        .returning();
      if (pickupMoved) {
        // the reminders follow the pickup: the pending ones (a singleton each) go, the new ones are queued
        await tx.delete(jobs).where(and(eq(jobs.state, 'pending'), like(jobs.singletonKey, `pickup-reminder:${current.id}:%`)));
        await scheduleReminders(app, done!, tx);
      }
      await queueAppointmentsChanged(app, done!, tx);
      return { row: done!, changed: true };
    });
    if (updated.changed) {
      app.booking.slotAnswers.invalidate();
      await app.orderViews.changed(app.db);
    }
    return { kind: 'updated', row: updated.row };
  } catch (error) {
    if (error instanceof Outcome) return error.outcome;
    // the driver's UNIQUE (driver_id, slot_start): another order took the driver at that slot meanwhile
    if (sqlState(error) === UNIQUE_VIOLATION) return refuse('pickup_time_slot', msg('rescheduleDriverBusy'));
    throw error;
  }
}
