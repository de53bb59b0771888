import { and, asc, eq, gte, inArray, lt, ne, or, sql } from 'drizzle-orm';
import { DRIVER_STATES, SERVICE_TIME_ZONE, type DriverOrderItem } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders, type OrderRow } from '../../db/schema';
import { addDays, zonedToInstant } from '../../domain/zoned-time';
import { todayInBerlin } from '../../domain/time-slots';
import { driverSeesContact } from '../../services/orders/resource';

const startOfDay = (date: string): Date => zonedToInstant(date, '00:00', SERVICE_TIME_ZONE);

/**
 * The order the driver works on now: one of theirs already on the road (on the way to pickup … parked) whatever
 * its day, else the assigned one whose pickup is today or overdue, the earliest first.
 */
export async function findActiveOrder(db: Db, driverId: string, now: Date): Promise<OrderRow | null> {
  const endOfToday = startOfDay(addDays(todayInBerlin(now), 1));
  const [row] = await db
    .select()
    .from(orders)
    .where(and(eq(orders.driverId, driverId), inArray(orders.state, [...DRIVER_STATES]), or(ne(orders.state, 'assigned'), lt(orders.pickupSlot, endOfToday))))
    .orderBy(sql`(${orders.state} = 'assigned')`, asc(orders.pickupSlot))
    .limit(1);
  return row ?? null;
}

/**
 * The driver's orders with a pickup or a return on the Berlin days `from` … `to` (cancelled ones left out); the
 * customer's name blank once the driver's time with it is over (`driverSeesContact`).
 */
export async function listDriverOrders(db: Db, driverId: string, from: string, to: string, now: Date): Promise<DriverOrderItem[]> {
  const start = startOfDay(from);
  const end = startOfDay(addDays(to, 1));
  const rows = await db
    .select()
    .from(orders)
    .where(
      and(
        eq(orders.driverId, driverId),
        ne(orders.state, 'cancelled'),
        or(and(gte(orders.pickupSlot, start), lt(orders.pickupSlot, end)), and(gte(orders.returnSlot, start), lt(orders.returnSlot, end))),
      ),
    )
    .orderBy(asc(orders.pickupSlot));
  return rows.map((row) => ({
    id: row.id,
    identity: row.identity,
    state: row.state === 'pending_checkout' ? 'pending_payment' : row.state,
    car: { license_plate: row.licensePlate, brand: row.brand, model: row.model, color: row.color },
    customer: { firstname: driverSeesContact(row, now) ? row.customerFirstName : '' },
    pickup_time_slot: { date_time: row.pickupSlot.toISOString() },
    return_time_slot: row.returnSlotChosen ? { date_time: row.returnSlot.toISOString() } : null,
    pickup_address: { street: row.pickupStreet },
    return_address: { street: row.returnStreet },
  }));
}
