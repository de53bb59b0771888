import { and, count, eq, isNull, lt, ne, or, sql } from 'drizzle-orm';
import { normalizeDiscountCode } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { discountCodePackages, discountCodes, orders } from '../../db/schema';
import { validateDiscountCode, type DiscountCodeRecord, type DiscountValidation } from '../../domain';

/** A stored discount code in the domain's shape, plus its row id. */
export type StoredDiscountCode = DiscountCodeRecord & { id: number };

/** Any drizzle handle: the database or a transaction (order placement redeems inside its transaction). */
type DbOrTx = Pick<Db, 'select' | 'update'>;

/** Loads a code case-insensitively (`firstorder` finds FIRSTORDER: codes are stored upper case). */
export async function findDiscountRecord(db: DbOrTx, code: string): Promise<StoredDiscountCode | null> {
  const wanted = normalizeDiscountCode(code);
  if (!wanted) return null;
  const rows = await db
    .select({
      id: discountCodes.id,
      code: discountCodes.code,
      kind: discountCodes.kind,
      value: discountCodes.value,
      validFrom: discountCodes.validFrom,
      validUntil: discountCodes.validUntil,
      maxUses: discountCodes.maxUses,
      usedCount: discountCodes.usedCount,
      firstOrderOnly: discountCodes.firstOrderOnly,
      packageId: discountCodePackages.packageId,
    })
    .from(discountCodes)
    .leftJoin(discountCodePackages, eq(discountCodePackages.discountCodeId, discountCodes.id))
    .where(eq(discountCodes.code, wanted));
  const first = rows[0];
  if (!first) return null;
  return {
    id: first.id,
    code: first.code,
    kind: first.kind,
    value: first.value,
    eligible_package_ids: rows
      .map((row) => row.packageId)
      .filter((id): id is number => id !== null)
      .sort((a, b) => a - b),
    valid_from: first.validFrom,
    valid_until: first.validUntil,
    max_uses: first.maxUses,
    used_count: first.usedCount,
    first_order_only: first.firstOrderOnly,
  };
}

/**
 * Orders the customer placed before that count against "first order only": every order of `customerId` that is
 * not cancelled (an open card checkout counts, so two tabs cannot both use a first-order code).
 */
export async function countPreviousOrders(db: DbOrTx, customerId: string): Promise<number> {
  const [row] = await db
    .select({ n: count() })
    .from(orders)
    .where(and(eq(orders.customerId, customerId), ne(orders.state, 'cancelled')));
  return row?.n ?? 0;
}

export interface DiscountRequestContext {
  code: string;
  packageId: number;
  /** The signed-in user's id, or null for a guest (who gets `login_required`). */
  userId: string | null;
  now?: Date;
}

/**
 * POST /api/discount/validate and the discount part of every price: the domain's rules
 * (`validateDiscountCode`) over the stored code and the customer's previous orders.
 */
export async function validateDiscountForCustomer(db: DbOrTx, context: DiscountRequestContext): Promise<DiscountValidation> {
  const signedIn = context.userId !== null;
  // The domain answers format and sign-in before looking the code up; skip the queries it would not use.
  const record = signedIn ? await findDiscountRecord(db, context.code) : null;
  const previousOrders = signedIn && record?.first_order_only ? await countPreviousOrders(db, context.userId!) : 0;
  return validateDiscountCode(context.code, record, {
    package_id: context.packageId,
    now: context.now ?? new Date(),
    previous_order_count: previousOrders,
    signed_in: signedIn,
  });
}

/**
 * Counts one redemption of `code` when an order using it is placed; call it inside the placement transaction.
 * Race-free: the row is only incremented while `used_count < max_uses`. Returns false when the code is unknown
 * or used up (the placement must then be refused or priced without the code).
 */
export async function redeemDiscountCode(db: DbOrTx, code: string): Promise<boolean> {
  const rows = await db
    .update(discountCodes)
    .set({ usedCount: sql`${discountCodes.usedCount} + 1` })
    .where(
      and(
        eq(discountCodes.code, normalizeDiscountCode(code)),
        or(isNull(discountCodes.maxUses), lt(discountCodes.usedCount, discountCodes.maxUses)),
      ),
    )
    .returning({ id: discountCodes.id });
  return rows.length > 0;
}

/**
 * Serialises the first-order check of one customer across concurrent placements (two tabs placing with FIRSTORDER
 * at once would both count 0 previous orders). Call it inside the placement transaction before
 * `validateDiscountForCustomer`; the lock is released at commit or rollback.
 */
export async function lockCustomerDiscounts(tx: Pick<Db, 'execute'>, customerId: string): Promise<void> {
  await tx.execute(sql`select pg_advisory_xact_lock(hashtextextended(${`discount-customer:${customerId}`}, 0))`);
}
