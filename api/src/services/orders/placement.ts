import { randomUUID } from 'node:crypto';
import { eq, sql } from 'drizzle-orm';
import {
  DISCOUNT_ERROR_MESSAGES,
  msg,
  RETURN_MAX_DAYS_AFTER_PICKUP,
  translateMessage,
  type Locale,
  type OrderRequest,
  type Role,
} from '@chargevalet/contract';
import type { FastifyInstance } from 'fastify';
import { sqlState, UNIQUE_VIOLATION } from '../../db/client';
import { pipelinedTransaction, send, type Statement } from '../../db/pipeline';
import { orders, type NewOrderRow, type OrderRow, type StatusHistoryEntry } from '../../db/schema';
import {
  calculateTotals,
  capacityAt,
  checkOrderRequest,
  expectedReturnSlot,
  PricingError,
  slotOf,
  type AppliedDiscount,
  type CheckedOrder,
} from '../../domain';
import { getCatalog, type Catalog } from '../catalog/catalog-service';
import { lockCustomerDiscounts, redeemDiscountCode, validateDiscountForCustomer } from '../discounts/discount-service';
import { normalizePhone } from '../accounts/phone';
import type { LocalCheckoutSession, OpenedCheckout } from '../payments/provider';
import { pricingErrorField } from '../pricing/cost-calculation';
import { newOrderIdentity } from './identity';
import { ORDER_IDENTITY_INDEX, orderInsertStatement, orderRowOf } from './order-insert';
import { lockedScheduleStatement, scheduleIndexOf, scheduleStatement } from './schedule';
import { queueOrderConfirmation } from './confirmation';
import { createGuestAccount } from './guest-account';
import { issuePasswordSetupLink } from '../accounts/password-tokens';

export const RELEASE_HOLD_JOB = 'orders.release-hold';

export interface PlacementActor {
  /** The signed-in customer, or null for a guest. */
  user: { id: string; role: Role } | null;
  locale: Locale;
}

export type PlacementMode = 'free' | 'checkout';

export type PlacementOutcome =
  | { kind: 'placed'; order: OrderRow; checkout: { sessionId: string; clientSecret: string } | null; guestAccountId: string | null }
  | { kind: 'invalid'; errors: Record<string, string[]>; outOfServiceArea: boolean }
  | { kind: 'account_exists'; field: 'email' | 'phone' }
  | { kind: 'provider_failed' };

/** SPEC §5: the guest's e-mail or phone belongs to an account; rolls the placement back. */
class AccountExists extends Error {
  constructor(readonly field: 'email' | 'phone') {
    super('account exists');
  }
}

/** A refusal found inside the placement transaction: rolls it back. */
class Refusal extends Error {
  constructor(
    readonly errors: Record<string, string[]>,
    readonly outOfServiceArea = false,
  ) {
    super('order refused');
  }
}

const translateErrors = (errors: Record<string, string[]>, locale: Locale): Record<string, string[]> =>
  Object.fromEntries(Object.entries(errors).map(([field, keys]) => [field, keys.map((key) => translateMessage(key, locale))]));

/**
 * A guest's read: the locked schedule plus, as a row with k = -1 and the account's e-mail in d, an account with
 * the guest's e-mail or phone number (SPEC §5 duplicates; the phone compared normalised, as the generated column
 * users.phone_normalized keeps it), in one statement.
 */
function withGuestConflict(read: Statement, email: string, phone: string): Statement {
  const next = read.values.length;
  return {
    name: `${read.name}_guest`,
    text: `${read.text} union all (select -1, "email", null, null, null from "users" where "email" = $${next + 1} or "phone_normalized" = $${next + 2} limit 1)`,
    values: [...read.values, email.toLowerCase(), normalizePhone(phone)],
  };
}

function conflictOf(rows: readonly unknown[], email: string): 'email' | 'phone' | null {
  const account = (rows as Array<{ k: number; d: string | null }>).find((row) => row.k === -1);
  if (!account) return null;
  return account.d === email.toLowerCase() ? 'email' : 'phone';
}

/** Message of the `{ error: { message_template } }` answer; the browser turns {log_in_link} into a link. */
export function accountExistsTemplate(field: 'email' | 'phone', locale: Locale): string {
  if (locale === 'de') {
    return field === 'email'
      ? 'Für diese E-Mail-Adresse gibt es bereits ein Konto. Bitte {log_in_link}, um deine Bestellung aufzugeben.'
      : 'Für diese Telefonnummer gibt es bereits ein Konto. Bitte {log_in_link}, um deine Bestellung aufzugeben.';
  }
  return field === 'email'
    ? 'An account already exists for this e-mail address. Please {log_in_link} to place your order.'
    : 'An account already exists for this phone number. Please {log_in_link} to place your order.';
}

function snapshot(catalog: Catalog, checked: CheckedOrder, request: OrderRequest) {
  const pkg = catalog.packages.find((candidate) => candidate.id === request.package_id)!;
  const level = catalog.chargingLevels.find((candidate) => candidate.id === request.charging_level_id)!;
  const returnType = catalog.serviceAttributes.find((attribute) => attribute.id === checked.returnTypeId);
  const titles = (translations: Record<Locale, { title: string }>) =>
    Object.fromEntries(Object.entries(translations).map(([locale, texts]) => [locale, { title: texts.title }])) as Record<Locale, { title: string }>;
  return {
    package: { id: pkg.id, title: pkg.title, translations: titles(pkg.translations) },
    chargingLevel: { id: level.id, title: level.title, translations: titles(level.translations) },
    returnType: returnType
      ? { id: returnType.id, title: returnType.title, translations: titles(returnType.translations) }
      : { id: checked.returnTypeId, title: String(checked.returnTypeId), translations: { de: { title: '' }, en: { title: '' } } },
  };
}

export interface PlaceOrderInput {
  request: OrderRequest & { marketing_consent?: boolean | undefined };
  actor: PlacementActor;
  mode: PlacementMode;
  /** A guest's session id (sessions.id): that browser may read the order afterwards. */
  guestSessionId?: string | null;
}

/**
 * Places an order race-free (DESIGN §4). Everything the browser sent is checked again on the server
 * (checkOrderRequest: catalogue, options, addresses, lead time, capacity; the price from the catalogue and a
 * server-validated discount). In ONE transaction: advisory locks on the pickup slot and the expected return slot
 * (always later, so every placement locks in time order) serialise every placement competing for them, the
 * capacity is read under the locks, the discount is redeemed and the order inserted. A free order is `created` at
 * once (guest account and confirmation mail in the same transaction); a card order is `pending_checkout`, holding
 * its slots until `hold_expires_at`, with a release job and the checkout session.
 *
 * Round trips (the placement's main cost, see db/pipeline.ts): BEGIN, the guest duplicate check, the locks and the
 * capacity read travel together; the inserts travel with COMMIT.
 */
export async function placeOrder(app: FastifyInstance, input: PlaceOrderInput): Promise<PlacementOutcome> {
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await placeOrderOnce(app, input);
    } catch (error) {
      // The order number is random: on the (rare) collision the whole placement runs again with a new one.
      if (!isIdentityCollision(error) || attempt >= 5) throw error;
    }
  }
}

function isIdentityCollision(error: unknown): boolean {
  const failed = error as { constraint?: string; cause?: { constraint?: string } } | null;
  return sqlState(error) === UNIQUE_VIOLATION && (failed?.constraint ?? failed?.cause?.constraint) === ORDER_IDENTITY_INDEX;
}

async function placeOrderOnce(app: FastifyInstance, input: PlaceOrderInput): Promise<PlacementOutcome> {
  const { db, booking, config } = app;
  const { request, actor, mode } = input;
  const { locale } = actor;
  const now = booking.now();
  const isGuest = actor.user === null;

  const catalog = await getCatalog(db);
  const orderId = randomUUID();
  const holdExpiresAt = mode === 'checkout' ? new Date(now.getTime() + config.payments.holdMinutes * 60_000) : null;
  const provider = booking.provider;

  let placed: { order: OrderRow; checkout: OpenedCheckout | null; guestAccountId: string | null };
  try {
    let outcome: typeof placed | undefined;
    await pipelinedTransaction(db, async (tx) => {
      // 1. The discount (signed-in customers only), serialised per customer for first-order-only codes.
      let discount: AppliedDiscount | null = null;
      if (request.discount_code && actor.user) {
        await lockCustomerDiscounts(tx, actor.user.id);
        const validation = await validateDiscountForCustomer(tx, { code: request.discount_code, packageId: request.package_id, userId: actor.user.id, now });
        if (!validation.valid) throw new Refusal({ discount_code: [msg(DISCOUNT_ERROR_MESSAGES[validation.error ?? 'invalid'])] });
        discount = validation.applied;
      }

      // 2. The slot locks, the schedule read under them and a guest's duplicate check (SPEC §5): one statement.
      const pickupSlot = slotOf(request.pickup_time_slot)?.instant ?? null;
      const expectedReturn = pickupSlot ? expectedReturnSlot(request, catalog.pricing)?.instant : undefined;
      const lockedReturn = expectedReturn && expectedReturn > pickupSlot! ? expectedReturn : null;
      // The pickup and every return candidate (at most 3 days after the pickup, DESIGN §4) …
      const windowEnd = new Date((pickupSlot ?? now).getTime() + (RETURN_MAX_DAYS_AFTER_PICKUP + 1) * 86_400_000);
      // … but read first only up to the expected return: later candidates matter only when that one is full.
      const readEnd = lockedReturn ? new Date(lockedReturn.getTime() + 60_000) : windowEnd;
      const locks = pickupSlot ? (lockedReturn ? [pickupSlot, lockedReturn] : [pickupSlot]) : [];
      const read = lockedScheduleStatement(locks, pickupSlot ?? now, readEnd, now);
      const rows = await send(tx, isGuest ? withGuestConflict(read, request.user.email, request.user.phone) : read);
      if (isGuest) {
        const conflict = conflictOf(rows, request.user.email);
        if (conflict) throw new AccountExists(conflict);
        if (request.discount_code) throw new Refusal({ discount_code: [msg(DISCOUNT_ERROR_MESSAGES.login_required)] });
      }

      // 3. Price from the catalogue, never from the browser.
      let totals;
      try {
        totals = calculateTotals(
          catalog.pricing,
          {
            package_id: request.package_id,
            charging_level_id: request.charging_level_id,
            selected_services: request.selected_services,
            is_use_fuel_card: request.is_use_fuel_card,
            car_type: request.car.car_type,
          },
          discount,
        );
      } catch (error) {
        if (!(error instanceof PricingError)) throw error;
        const { field, message } = pricingErrorField(error);
        throw new Refusal({ [field]: [message] });
      }
      if (mode === 'free' && totals.grand_total !== 0) throw new Refusal({ payment_method: [msg('paymentMethodRequired')] });
      if (mode === 'checkout' && totals.grand_total === 0) throw new Refusal({ payment_method: [msg('paymentMethodRequired')] });

      // 4. Everything the browser sent, against the schedule read under the locks. When the expected return is
      // full, the check looked past the read: read every return candidate and check again.
      const check = (rows: readonly unknown[]) => checkOrderRequest(request, { now, schedule: scheduleIndexOf(rows), catalog: catalog.pricing, discount });
      let checked = check(rows);
      if (checked.ok && lockedReturn && checked.returnSlot.instant > lockedReturn) checked = check(await send(tx, scheduleStatement(pickupSlot!, windowEnd, now)));
      if (!checked.ok) throw new Refusal(checked.errors, checked.outOfServiceArea);

      // 5. A return slot later than the expected one (that one is full): lock it too and re-read it under the lock.
      const returnAt = checked.returnSlot.instant;
      if (returnAt.getTime() !== lockedReturn?.getTime() && returnAt.getTime() !== checked.pickupSlot.instant.getTime()) {
        const rows = await send(tx, lockedScheduleStatement([returnAt], returnAt, new Date(returnAt.getTime() + 60_000), now));
        if (capacityAt(scheduleIndexOf(rows), checked.returnSlot.date, returnAt).capacity <= 0) throw new Refusal({ return_time_slot: [msg('slotUnavailable')] });
      }

      // 6. Redeem the code (race-free against its usage limit).
      if (request.discount_code && discount) {
        const redeemed = await redeemDiscountCode(tx, request.discount_code);
        if (!redeemed) throw new Refusal({ discount_code: [msg(DISCOUNT_ERROR_MESSAGES.usage_limit)] });
      }

      // 7. A free guest order creates the customer's account now (a card order when its payment is authorised).
      let guestAccountId: string | null = null;
      if (isGuest && mode === 'free') {
        guestAccountId = await createGuestAccount(tx, request.user, locale, request.marketing_consent ?? false);
        if (guestAccountId) await issuePasswordSetupLink(app, guestAccountId, locale, { tx });
      }

      const history: StatusHistoryEntry = {
        state: mode === 'free' ? 'created' : 'pending_checkout',
        at: now.toISOString(),
        actor: actor.user ? { id: actor.user.id, role: actor.user.role } : { id: guestAccountId, role: 'guest' },
      };
      const values: NewOrderRow = {
        id: orderId,
        identity: newOrderIdentity(),
        state: history.state,
        statusHistory: [history],
        customerId: actor.user?.id ?? guestAccountId,
        customerFirstName: request.user.first_name,
        customerLastName: request.user.last_name,
        customerEmail: request.user.email,
        customerPhone: request.user.phone,
        locale,
        billingStreet: request.user.billing_address.street,
        billingZip: request.user.billing_address.zip_code,
        carType: request.car.car_type,
        licensePlate: request.car.license_plate,
        brand: request.car.brand,
        model: request.car.model,
        color: request.car.color,
        packageId: request.package_id,
        chargingLevelId: request.charging_level_id,
        ...snapshot(catalog, checked, request),
        returnTypeId: checked.returnTypeId,
        selectedServices: checked.selectedServices,
        isWashCar: checked.isWashCar,
        isCleanCar: checked.isCleanCar,
        isUseFuelCard: request.is_use_fuel_card,
        isSendBill: request.is_send_bill,
        pickupStreet: checked.pickupAddress.street,
        pickupZip: checked.pickupAddress.zip_code,
        pickupLat: checked.pickupAddress.latitude,
        pickupLng: checked.pickupAddress.longitude,
        returnStreet: checked.returnAddress.street,
        returnZip: checked.returnAddress.zip_code,
        returnLat: checked.returnAddress.latitude,
        returnLng: checked.returnAddress.longitude,
        pickupSlot: checked.pickupSlot.instant,
        returnSlot: checked.returnSlot.instant,
        returnSlotChosen: checked.returnChosen,
        serviceMinutes: checked.serviceMinutes,
        paymentMethod: mode === 'free' ? 'free' : 'card',
        paymentStatus: mode === 'free' ? 'none' : 'pending',
        paymentProvider: mode === 'free' ? null : provider.name,
        isGuestOrder: isGuest,
        guestSessionId: isGuest ? (input.guestSessionId ?? null) : null,
        isFree: totals.grand_total === 0,
        marketingConsent: request.marketing_consent ?? false,
        estimatedServiceTotal: totals.service_total,
        estimatedElectricityTotal: totals.electricity_total,
        estimatedGrandTotal: totals.grand_total,
        discountCode: discount ? request.discount_code : null,
        discountCents: totals.breakdown.discount_cents,
        holdExpiresAt,
        createdAt: now,
        updatedAt: now,
      };
      const order = orderRowOf(values);
      // The sandbox's checkout session and a checkout's release job (its hold ends at holdExpiresAt) are written
      // by the order's own insert.
      let checkout: OpenedCheckout | null = null;
      let checkoutSession: LocalCheckoutSession | undefined;
      if (mode === 'checkout' && provider.local) {
        const opened = provider.openCheckout(checkoutOrderOf(order));
        checkout = { sessionId: opened.sessionId, clientSecret: opened.clientSecret };
        checkoutSession = opened.session;
        order.checkoutSessionId = values.checkoutSessionId = opened.sessionId;
      }
      const job =
        mode === 'checkout'
          ? { name: RELEASE_HOLD_JOB, payload: { order_id: orderId }, runAt: holdExpiresAt!, singletonKey: `release-hold:${orderId}` }
          : undefined;
      if (mode === 'free') await queueOrderConfirmation(app, order, tx);
      outcome = { order, checkout, guestAccountId };
      return [orderInsertStatement(values, { job, checkoutSession })];
    });
    placed = outcome!;
  } catch (error) {
    if (error instanceof AccountExists) return { kind: 'account_exists', field: error.field };
    if (error instanceof Refusal) return { kind: 'invalid', errors: translateErrors(error.errors, locale), outOfServiceArea: error.outOfServiceArea };
    throw error;
  }
  booking.slotAnswers.invalidate();

  // A remote provider is called after the commit: no slot lock is held during a network call.
  if (mode === 'checkout' && !provider.local) {
    try {
      const checkout = await provider.createCheckout(checkoutOrderOf(placed.order), db);
      const [order] = await db.update(orders).set({ checkoutSessionId: checkout.sessionId }).where(eq(orders.id, placed.order.id)).returning();
      return { kind: 'placed', order: order!, checkout, guestAccountId: null };
    } catch (error) {
      app.log.error({ err: error, orderId: placed.order.id }, 'checkout session could not be created; releasing the order');
      await cancelPendingOrder(app, placed.order.id, 'failed');
      return { kind: 'provider_failed' };
    }
  }
  return { kind: 'placed', ...placed };
}

export function checkoutOrderOf(order: OrderRow) {
  return {
    id: order.id,
    identity: order.identity,
    amount: order.estimatedGrandTotal,
    currency: 'eur' as const,
    customerEmail: order.customerEmail,
    locale: order.locale,
    holdExpiresAt: order.holdExpiresAt ?? new Date(Date.now() + 30 * 60_000),
  };
}

/** Appends a status change to status_history (SQL, so concurrent appends never lose one). */
export const appendHistory = (entry: StatusHistoryEntry) =>
  sql`${orders.statusHistory} || ${JSON.stringify([entry])}::jsonb`;

/** Cancels a still-pending checkout order (slot released at once). Returns whether this call cancelled it. */
export async function cancelPendingOrder(app: FastifyInstance, orderId: string, paymentStatus: 'expired' | 'declined' | 'failed' | 'voided'): Promise<boolean> {
  const now = app.booking.now();
  const rows = await app.db
    .update(orders)
    .set({
      state: 'cancelled',
      paymentStatus,
      holdExpiresAt: null,
      updatedAt: now,
      statusHistory: appendHistory({ state: 'cancelled', at: now.toISOString(), actor: { id: null, role: 'system' } }),
    })
    .where(sql`${orders.id} = ${orderId} and ${orders.state} = 'pending_checkout'`)
    .returning({ id: orders.id });
  app.booking.slotAnswers.invalidate();
  return rows.length > 0;
}
