import { and, eq } from 'drizzle-orm';
import { handoverRequiredFor, type OrderState, type Role, type ValidationMessageKey } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orderHandovers } from '../../db/schema';

const MISSING: Record<'pickup' | 'return', ValidationMessageKey> = {
  pickup: 'handoverPickupRequired',
  return: 'handoverReturnRequired',
};

/**
 * Called by the status change before it applies `target` (issue 14): a driver moves the car on to the station only
 * with the pickup record made, and hands it back (parked, returned) only with the return record. Managers are not
 * held to it (they correct states after the fact). Returns the message key to answer 422 with, or null.
 */
export async function missingHandover(
  db: Pick<Db, 'select'>,
  order: { id: string },
  role: Role,
  target: OrderState,
): Promise<ValidationMessageKey | null> {
  const kind = handoverRequiredFor(target);
  if (!kind || role !== 'driver') return null;
  const [found] = await db
    .select({ id: orderHandovers.id })
    .from(orderHandovers)
    .where(and(eq(orderHandovers.orderId, order.id), eq(orderHandovers.kind, kind)))
    .limit(1);
  return found ? null : MISSING[kind];
}
