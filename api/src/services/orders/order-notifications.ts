import type { FastifyInstance } from 'fastify';
import type { Db } from '../../db/client';
import type { OrderRow } from '../../db/schema';
import { notify } from '../notifications/notify';
import { onCustomerStateChange } from './customer-mails';

/**
 * Who hears of an order's change (issue 15). Called inside the transaction of the change, so a notification exists
 * exactly when the change does.
 */

/** Every state change → the customer; a cancellation → its driver; a failed charge → the managers; the shared order views. */
export async function notifyStatusChange(app: FastifyInstance, order: OrderRow, tx: Db): Promise<void> {
  await app.orderViews.changed(tx);
  if (order.customerId) {
    await notify(app, { userIds: [order.customerId], kind: 'order_status_changed', order, data: { status: order.state } }, { tx });
  }
  if (order.state === 'cancelled' && order.driverId) await notify(app, { userIds: [order.driverId], kind: 'order_cancelled', order }, { tx });
  if (order.state === 'unpaid') await notify(app, { role: 'manager', kind: 'payment_failed', order }, { tx });
  // The customer's e-mail (driver assigned, on the way, parked/returned, receipt) and the rate request on return.
  await onCustomerStateChange(app, order, tx);
}

/** An assignment → the new driver (and the customer, when the order became `assigned`); a reassignment → the previous driver too. */
export async function notifyAssignment(app: FastifyInstance, order: OrderRow, previousDriverId: string | null, tx: Db): Promise<void> {
  await app.orderViews.changed(tx);
  if (order.driverId) await notify(app, { userIds: [order.driverId], kind: 'order_assigned', order }, { tx });
  if (previousDriverId) await notify(app, { userIds: [previousDriverId], kind: 'order_unassigned', order }, { tx });
  else await notifyStatusChange(app, order, tx);
}
