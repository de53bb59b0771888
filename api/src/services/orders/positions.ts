import { and, eq, isNull, lte, or, gt, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import {
  isOnTheWay,
  ON_THE_WAY_STATES,
  POSITION_KEEP_HOURS,
  POSITION_MIN_INTERVAL_SECONDS,
  type OrderPosition,
  type OrderState,
} from '@chargevalet/contract';
import { rowsOf, type Db } from '../../db/client';
import { orderPositions, orders, type OrderPositionRow, type OrderRow } from '../../db/schema';
import { sqlTime } from '../../plugins/clock';
import { publish } from '../notifications/notify';

/** The queued job that deletes an order's position `POSITION_KEEP_HOURS` after the car is back. */
export const POSITION_DELETE_JOB = 'order-position.delete';

export interface Fix {
  lat: number;
  lng: number;
  accuracy: number | null;
  recordedAt: Date;
}

export type StoreOutcome = { kind: 'stored'; position: OrderPosition } | { kind: 'too_soon'; retryAfterSeconds: number } | { kind: 'not_on_the_way' };

/** The contract's list as a SQL array parameter. */
const onTheWay = `{${ON_THE_WAY_STATES.join(',')}}`;

export function toPositionResource(row: Pick<OrderPositionRow, 'orderId' | 'lat' | 'lng' | 'accuracy' | 'recordedAt'>): OrderPosition {
  return { order_id: row.orderId, lat: row.lat, lng: row.lng, accuracy: row.accuracy, recorded_at: row.recordedAt.toISOString() };
}

/** Advisory lock namespace of a driver's positions (the slots' is 5201). */
const POSITION_LOCK_NAMESPACE = 5202;

/**
 * Keeps `fix` as the order's last position and tells the order's customer and every manager on their streams
 * (NOTIFY at commit, like a notification, but nothing is stored for them). One fix per driver in
 * POSITION_MIN_INTERVAL_SECONDS: a sooner one stores nothing and says how long to wait. The driver's fixes take
 * turns under a transaction-scoped advisory lock, so of parallel calls exactly one is stored: each reads the
 * window after the one before has committed (a statement's snapshot is taken after the lock is granted).
 */
export async function storePosition(app: FastifyInstance, order: OrderRow, driverId: string, fix: Fix): Promise<StoreOutcome> {
  const now = app.clock.now();
  const nowSql = sqlTime(now);
  const windowStart = sqlTime(new Date(now.getTime() - POSITION_MIN_INTERVAL_SECONDS * 1000));
  return app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    await tx.execute(sql`select pg_advisory_xact_lock(${POSITION_LOCK_NAMESPACE}, hashtext(${driverId}))`);
    // Only while the order is still on the way (a status change may have come first) and when this driver sent
    // nothing within the window: one statement, no read-then-write gap.
    const result = await tx.execute(sql`
      insert into order_positions (order_id, driver_id, lat, lng, accuracy, recorded_at, received_at, delete_after)
      select ${order.id}::uuid, ${driverId}::uuid, ${fix.lat}::float8, ${fix.lng}::float8, ${fix.accuracy}::float8, ${sqlTime(fix.recordedAt)}, ${nowSql}, null
       where exists (select 1 from orders where id = ${order.id}::uuid and state::text = any(${onTheWay}::text[]))
         and not exists (select 1 from order_positions where driver_id = ${driverId}::uuid and received_at > ${windowStart})
      on conflict (order_id) do update
        set driver_id = excluded.driver_id, lat = excluded.lat, lng = excluded.lng, accuracy = excluded.accuracy,
            recorded_at = excluded.recorded_at, received_at = excluded.received_at, delete_after = null
      returning order_id`);
    if (rowsOf(result).length === 0) {
      const [current] = await tx.select({ state: orders.state }).from(orders).where(eq(orders.id, order.id));
      if (!current || !isOnTheWay(current.state as OrderState)) return { kind: 'not_on_the_way' };
      const [last] = await tx
        .select({ at: sql<string>`max(${orderPositions.receivedAt})` })
        .from(orderPositions)
        .where(eq(orderPositions.driverId, driverId));
      const lastAt = last?.at ? new Date(last.at).getTime() : now.getTime();
      const wait = Math.ceil((lastAt + POSITION_MIN_INTERVAL_SECONDS * 1000 - now.getTime()) / 1000);
      return { kind: 'too_soon', retryAfterSeconds: Math.min(POSITION_MIN_INTERVAL_SECONDS, Math.max(1, wait)) };
    }
    const position = toPositionResource({ orderId: order.id, ...fix });
    await publish(tx, [{ position, customer: order.customerId }]);
    return { kind: 'stored', position };
  });
}

/** An order's position as its read carries it (`readOrder`): JSON, times as text. */
export interface StoredPosition {
  order_id: string;
  lat: number;
  lng: number;
  accuracy: number | null;
  recorded_at: string;
  delete_after: string | null;
}

/** `readPosition` of a position read with its order. */
export const shownPosition = (stored: StoredPosition | null, now: Date): OrderPosition | null =>
  stored && (stored.delete_after === null || new Date(stored.delete_after) > now)
    ? toPositionResource({ orderId: stored.order_id, lat: stored.lat, lng: stored.lng, accuracy: stored.accuracy, recordedAt: new Date(stored.recorded_at) })
    : null;

/** The order's last position while it may be shown (on the way, or within the keep window after the return). */
export async function readPosition(db: Db, orderId: string, now: Date): Promise<OrderPosition | null> {
  const [row] = await db
    .select()
    .from(orderPositions)
    .where(and(eq(orderPositions.orderId, orderId), or(isNull(orderPositions.deleteAfter), gt(orderPositions.deleteAfter, now))));
  return row ? toPositionResource(row) : null;
}

/**
 * The lifecycle's part (called inside the status change's transaction): a position is kept only while the order is
 * on the way. Leaving the way to the pickup deletes it; the car back from the way to the return keeps it
 * POSITION_KEEP_HOURS, then a queued job deletes it.
 */
export async function positionAfterStatusChange(app: FastifyInstance, previous: OrderState, order: OrderRow, tx: Db): Promise<void> {
  if (!isOnTheWay(previous) || isOnTheWay(order.state as OrderState)) return;
  if (previous === 'on_the_way_to_return') {
    const deleteAfter = new Date(app.clock.now().getTime() + POSITION_KEEP_HOURS * 3_600_000);
    const kept = await tx
      .update(orderPositions)
      .set({ deleteAfter })
      .where(and(eq(orderPositions.orderId, order.id), isNull(orderPositions.deleteAfter)))
      .returning({ orderId: orderPositions.orderId });
    if (kept.length > 0) await app.jobs.enqueue(POSITION_DELETE_JOB, { orderId: order.id }, { runAt: deleteAfter, singletonKey: `${POSITION_DELETE_JOB}:${order.id}`, tx });
    return;
  }
  await tx.delete(orderPositions).where(eq(orderPositions.orderId, order.id));
}

/**
 * The job: deletes every position whose keep window has passed (the named order's and any left over), and any of
 * an order no longer on the way that has no window (none should exist: a safety net).
 */
export async function deleteExpiredPositions(db: Db, now: Date): Promise<number> {
  const offTheWay = sql`not exists (select 1 from ${orders} where ${orders.id} = ${orderPositions.orderId} and ${orders.state}::text = any(${onTheWay}::text[]))`;
  const gone = await db
    .delete(orderPositions)
    .where(or(lte(orderPositions.deleteAfter, now), and(isNull(orderPositions.deleteAfter), offTheWay)))
    .returning({ orderId: orderPositions.orderId });
  return gone.length;
}
