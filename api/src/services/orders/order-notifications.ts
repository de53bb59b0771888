import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import { sendAll, type Statement } from '../../db/pipeline';
import type { OrderRow } from '../../db/schema';
import { notifyStatement } from '../notifications/notify';
import { customerStateWrites, driverChangedWrites, type KnownPeople } from './customer-mails';

/**
 * Who hears of an order's change (issue 15), written inside the transaction of the change, so a notification exists
 * exactly when the change does. The writes are statements sent together: one round trip, whatever the change.
 */

/**
 * Every state change → the customer; a cancellation → its driver; a failed charge → the managers; the customer's
 * e-mail (driver assigned, on the way, parked/returned, receipt) and the rate request on return. `known`: the
 * order's people as the caller read them (`readOrder`). The shared order views' NOTIFY is the caller's
 * (`orderViews.changing()`): inside the transaction, or right after its commit (lifecycle.ts).
 */
export async function statusChangeWrites(app: FastifyInstance, order: OrderRow, tx: Db, known?: KnownPeople): Promise<Statement[]> {
  const writes = [
    order.customerId ? notifyStatement(app, { userIds: [order.customerId], kind: 'order_status_changed', order, data: { status: order.state } }) : null,
    order.state === 'cancelled' && order.driverId ? notifyStatement(app, { userIds: [order.driverId], kind: 'order_cancelled', order }) : null,
    order.state === 'unpaid' ? notifyStatement(app, { role: 'manager', kind: 'payment_failed', order }) : null,
  ];
  return [...writes.filter((write) => write !== null), ...(await customerStateWrites(app, order, tx, known))];
}

/** `statusChangeWrites` and the views' NOTIFY, sent now. */
export async function notifyStatusChange(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  await sendAll(tx, [app.orderViews.changing(), ...(await statusChangeWrites(app, order, tx))]);
}

/** An assignment → the new driver (and the customer, when the order became `assigned`); a reassignment → the previous driver and the customer too. */
export async function notifyAssignment(app: FastifyInstance, order: OrderRow, previousDriverId: string | null, tx: Db): Promise<void> {
  const driverNotes = [
    order.driverId ? notifyStatement(app, { userIds: [order.driverId], kind: 'order_assigned', order }) : null,
    previousDriverId ? notifyStatement(app, { userIds: [previousDriverId], kind: 'order_unassigned', order }) : null,
  ].filter((write) => write !== null);
  // a reassignment leaves the state as it was: the customer hears of the new driver instead
  const rest = previousDriverId ? (previousDriverId === order.driverId ? [] : await driverChangedWrites(app, order, tx)) : await statusChangeWrites(app, order, tx);
  await sendAll(tx, [app.orderViews.changing(), ...driverNotes, ...rest]);
}
