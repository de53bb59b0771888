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
  type ScheduleIndex,
} from '../../domain';
import { getCatalog, type Catalog } from '../catalog/catalog-service';
import { lockCustomerDiscounts, redeemDiscountCode, validateDiscountForCustomer } from '../discounts/discount-service';
import type { LocalCheckoutSession, OpenedCheckout } from '../payments/provider';
import { pricingErrorField } from '../pricing/cost-calculation';
import { newOrderIdentity } from './identity';
import { claimRefusal, guestContact } from './claim';
import { ORDER_IDENTITY_INDEX, orderInsertParts, orderInsertStatement, orderRowOf, type OrderJob } from './order-insert';
import { checkoutStartOf, checkoutStartStatement, type CheckoutHolds, type CheckoutStart, type CheckoutStartRow } from './hoarding';
import type { Consumed } from '../../lib/rate-limiter';
import { loadScheduleIndex, lockedScheduleStatement, rangeOfDays, scheduleIndexOf, scheduleStatement } from './schedule';
import { queueOrderConfirmation } from './confirmation';
import { scheduleReminders } from './customer-mails';
import { notify } from '../notifications/notify';
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
  | { kind: 'provider_failed' }
  /** The checkout's guards stopped it (nothing placed): a limit (`consumed.wait`), or the contact's unpaid checkouts. */
  | { kind: 'guarded'; consumed: Consumed; holds: CheckoutHolds };

/** SPEC §5: the guest's e-mail or phone belongs to an account; rolls the placement back. */
class AccountExists extends Error {
  constructor(readonly field: 'email' | 'phone') {
    super('account exists');
  }
}

/** The checkout's guards stopped it (`checkoutStartOf`'s answer). */
class Guarded extends Error {
  constructor(readonly start: { consumed: Consumed; holds: CheckoutHolds }) {
    super('checkout guarded');
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
 * A guest's read: the locked schedule plus, as a row with k = -1 and the matching field in d, an account with the
 * guest's e-mail or phone number (`cv_guest_account`, SPEC §5 duplicates), in one statement.
 */
function withGuestConflict(read: Statement, contact: { email: string; phone: string }): Statement {
  const next = read.values.length;
  return {
    name: `${read.name}_guest`,
    text: `${read.text} union all (select -1, a.field, null, null, null from (select cv_guest_account($${next + 1}, $${next + 2}) as field) a where a.field is not null)`,
    values: [...read.values, ...guestContact(contact)],
  };
}

const conflictOf = (rows: readonly unknown[]): 'email' | 'phone' | null =>
  ((rows as Array<{ k: number; d: 'email' | 'phone' | null }>).find((row) => row.k === -1)?.d ?? null);

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
  /** A checkout start's guards against slot hoarding (hoarding.ts), checked and counted once before the order. */
  guard?: CheckoutGuard | undefined;
}

export interface CheckoutGuard {
  start: CheckoutStart;
  /** Releases the browser's own unpaid checkouts (checkout.ts `releaseHolds`): a new checkout replaces them. */
  release(ids: readonly string[]): Promise<void>;
}

/**
 * Places an order race-free (DESIGN §4). Everything the browser sent is checked again on the server
 * (checkOrderRequest: catalogue, options, addresses, lead time, capacity; the price from the catalogue and a
 * server-validated discount), and no load can give a slot more orders than it has capacity: the capacity is always
 * checked again under the slot's advisory lock, in the statement or transaction that inserts the order. A card
 * checkout without a code is placed in one statement (`placeByClaim`); everything else, and every placement the
 * claim does not settle, in one transaction (`placeInTransaction`). A free order is `created` at once (guest account
 * and confirmation mail in the same transaction); a card order is `pending_checkout`, holding its slots until
 * `hold_expires_at`, with a release job and the checkout session.
 */
export async function placeOrder(app: FastifyInstance, input: PlaceOrderInput & { guard?: undefined }): Promise<Exclude<PlacementOutcome, { kind: 'guarded' }>>;
export async function placeOrder(app: FastifyInstance, input: PlaceOrderInput): Promise<PlacementOutcome>;
export async function placeOrder(app: FastifyInstance, input: PlaceOrderInput): Promise<PlacementOutcome> {
  // the guards count once: an attempt after they were committed runs without them
  const guard: GuardState = { pending: input.guard ?? null };
  for (let attempt = 1; ; attempt += 1) {
    try {
      return await placeOrderOnce(app, input, guard);
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

/** What every step of one placement attempt shares. */
interface Placement extends PlaceOrderInput {
  app: FastifyInstance;
  catalog: Catalog;
  now: Date;
  orderId: string;
  holdExpiresAt: Date | null;
  isGuest: boolean;
}

type Placed = { order: OrderRow; checkout: OpenedCheckout | null; guestAccountId: string | null };

/** A placement's guards until a statement that checked and counted them committed. */
interface GuardState {
  pending: CheckoutGuard | null;
}

/**
 * What the guards' answer means: a limit over stops the checkout; else the browser's own unpaid checkouts are
 * released (a new checkout replaces them, and they do not count against the contact), and the contact's other
 * unpaid checkouts stop it when there are `maxUnpaid` of them. Throws Guarded when stopped.
 */
async function passGuard(guard: CheckoutGuard, row: CheckoutStartRow): Promise<void> {
  const start = checkoutStartOf(row, guard.start.now);
  if (start.consumed.wait > 0) throw new Guarded(start);
  await guard.release(start.holds.mine);
  if (start.holds.others.count >= guard.start.maxUnpaid) throw new Guarded(start);
}

/** The guards in a statement of their own (a placement that is not claimed in one statement). */
async function checkGuard(app: FastifyInstance, state: GuardState): Promise<void> {
  const guard = state.pending;
  if (!guard) return;
  const [row] = await send<CheckoutStartRow>(app.db, checkoutStartStatement(guard.start));
  state.pending = null;
  await passGuard(guard, row!);
}

async function placeOrderOnce(app: FastifyInstance, input: PlaceOrderInput, guard: GuardState): Promise<PlacementOutcome> {
  const { booking, config, db } = app;
  const now = booking.now();
  const placement: Placement = {
    ...input,
    app,
    catalog: await getCatalog(db),
    now,
    orderId: randomUUID(),
    holdExpiresAt: input.mode === 'checkout' ? new Date(now.getTime() + config.payments.holdMinutes * 60_000) : null,
    isGuest: input.actor.user === null,
  };
  let placed: Placed;
  try {
    // A card checkout without a code is claimed in one statement; when that does not settle it (a refusal or a
    // slot found full), and for every other order, the placement runs as one transaction under the slot locks.
    const claimable = input.mode === 'checkout' && !input.request.discount_code;
    const claimed = claimable ? await placeByClaim(placement, guard) : null;
    if (claimed) placed = claimed;
    else {
      await checkGuard(app, guard);
      placed = await placeInTransaction(placement);
    }
  } catch (error) {
    const { locale } = input.actor;
    if (error instanceof Guarded) return { kind: 'guarded', ...error.start };
    if (error instanceof AccountExists) return { kind: 'account_exists', field: error.field };
    if (error instanceof Refusal) return { kind: 'invalid', errors: translateErrors(error.errors, locale), outOfServiceArea: error.outOfServiceArea };
    throw error;
  }
  booking.slotAnswers.invalidate();
  // a held checkout is in no list yet; any other order is (created at once)
  if (placed.order.state !== 'pending_checkout') await app.orderViews.changed(db);

  // A remote provider is called after the commit: no slot lock is held during a network call.
  const { provider } = booking;
  if (input.mode === 'checkout' && !provider.local) {
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

/**
 * The fast way (DESIGN §4, race-free without a transaction): decide from the schedule of the pickup date as this
 * instance read it within `SLOTS_CACHE_MS` (one shared read), then insert with a claim that locks the slots and
 * re-checks their capacity in the same statement (claim.ts), the checkout's guards in front of it (hoarding.ts).
 * Only an outcome the locked way would give too is kept; null hands the placement to the locked way: a refusal (it
 * may come from a stale schedule), a return slot later than the expected one (an earlier one may have become
 * free), a slot the claim found full.
 */
async function placeByClaim(placement: Placement, guard: GuardState): Promise<Placed | null> {
  const { app, request, now, catalog, isGuest } = placement;
  const pickup = slotOf(request.pickup_time_slot);
  if (!pickup) return null;
  const schedule = await app.booking.schedules.get(pickup.date, now.getTime(), () => {
    const { from, to } = rangeOfDays(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP + 1);
    return loadScheduleIndex(app.db, from, to, now);
  });
  let assessed: Assessed;
  try {
    assessed = assess(placement, schedule, null);
  } catch (error) {
    if (error instanceof Refusal) return null;
    throw error;
  }
  const { checked } = assessed;
  const expected = expectedReturnSlot(request, catalog.pricing)?.instant;
  if (!checked.returnChosen && checked.returnSlot.instant.getTime() !== expected?.getTime()) return null;
  const claim = {
    slots: [checked.pickupSlot.instant, checked.returnSlot.instant],
    now,
    guest: isGuest ? request.user : undefined,
  };
  const decided = prepare(placement, assessed, null, null);
  const extras = { ...decided.extras, claim };
  const claimAlone = async () => (await send<{ refusal: string | null }>(app.db, orderInsertStatement(decided.values, extras)))[0]!.refusal;
  let answer: string | null;
  const pending = guard.pending;
  if (pending) {
    // one statement: the guards, then the claim and the insert when they let the checkout go
    const [row] = await send<CheckoutStartRow>(app.db, checkoutStartStatement(pending.start, orderInsertParts(decided.values, extras, 'go')));
    guard.pending = null;
    answer = row!.refusal ?? null;
    // neither inserted nor refused: the guards stopped it, or the browser's own unpaid checkout is released first
    if (!row!.id && answer === null) {
      await passGuard(pending, row!);
      answer = await claimAlone();
    }
  } else answer = await claimAlone();
  const refusal = claimRefusal(answer);
  if (refusal?.kind === 'account_exists') throw new AccountExists(refusal.field);
  if (refusal?.kind === 'slot_full') return null;
  return decided.placed;
}

/**
 * The locked way, in ONE transaction: advisory locks on the pickup slot and the expected return slot (always later,
 * so every placement locks in time order) serialise every placement competing for them, the capacity is read under
 * the locks, the discount is redeemed and the order inserted. Round trips (see db/pipeline.ts): BEGIN, the guest
 * duplicate check, the locks and the capacity read travel together; the inserts travel with COMMIT.
 */
async function placeInTransaction(placement: Placement): Promise<Placed> {
  const { app, request, actor, mode, now, catalog, isGuest } = placement;
  let placed: Placed | undefined;
  await pipelinedTransaction(app.db, async (tx) => {
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
    const rows = await send(tx, isGuest ? withGuestConflict(read, request.user) : read);
    if (isGuest) {
      const conflict = conflictOf(rows);
      if (conflict) throw new AccountExists(conflict);
      if (request.discount_code) throw new Refusal({ discount_code: [msg(DISCOUNT_ERROR_MESSAGES.login_required)] });
    }

    // 3. Price and checks against the schedule read under the locks. When the expected return is full, the check
    // looked past the read: read every return candidate and decide again.
    let assessed = assess(placement, scheduleIndexOf(rows), discount);
    if (lockedReturn && assessed.checked.returnSlot.instant > lockedReturn) assessed = assess(placement, scheduleIndexOf(await send(tx, scheduleStatement(pickupSlot!, windowEnd, now))), discount);
    const { checked } = assessed;

    // 4. A return slot later than the expected one (that one is full): lock it too and re-read it under the lock.
    const returnAt = checked.returnSlot.instant;
    if (returnAt.getTime() !== lockedReturn?.getTime() && returnAt.getTime() !== checked.pickupSlot.instant.getTime()) {
      const rows = await send(tx, lockedScheduleStatement([returnAt], returnAt, new Date(returnAt.getTime() + 60_000), now));
      if (capacityAt(scheduleIndexOf(rows), checked.returnSlot.date, returnAt).capacity <= 0) throw new Refusal({ return_time_slot: [msg('slotUnavailable')] });
    }

    // 5. Redeem the code (race-free against its usage limit).
    if (request.discount_code && discount) {
      const redeemed = await redeemDiscountCode(tx, request.discount_code);
      if (!redeemed) throw new Refusal({ discount_code: [msg(DISCOUNT_ERROR_MESSAGES.usage_limit)] });
    }

    // 6. A free guest order creates the customer's account now (a card order when its payment is authorised).
    let guestAccountId: string | null = null;
    if (isGuest && mode === 'free') {
      guestAccountId = await createGuestAccount(tx, request.user, actor.locale, request.marketing_consent ?? false);
      if (guestAccountId) await issuePasswordSetupLink(app, guestAccountId, actor.locale, { tx });
    }
    const decided = prepare(placement, assessed, discount, guestAccountId);
    if (mode === 'free') {
      await queueOrderConfirmation(app, decided.placed.order, tx);
      await scheduleReminders(app, decided.placed.order, tx);
      await notify(app, { role: 'manager', kind: 'order_created', order: decided.placed.order }, { tx });
    }
    placed = decided.placed;
    return [orderInsertStatement(decided.values, decided.extras)];
  });
  return placed!;
}

/** An order request priced and checked against a schedule. */
interface Assessed {
  checked: CheckedOrder;
  totals: ReturnType<typeof calculateTotals>;
}

/**
 * Prices the order from the catalogue (never from the browser) and checks everything the browser sent against
 * `schedule` (checkOrderRequest: catalogue, options, addresses, lead time, capacity). Throws a Refusal.
 */
function assess({ request, mode, now, catalog }: Placement, schedule: ScheduleIndex, discount: AppliedDiscount | null): Assessed {
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
  const checked = checkOrderRequest(request, { now, schedule, catalog: catalog.pricing, discount });
  if (!checked.ok) throw new Refusal(checked.errors, checked.outOfServiceArea);
  return { checked, totals };
}

/** A placement ready to insert: the order's row, its insert's extras and what the caller answers. */
interface Prepared {
  values: NewOrderRow;
  extras: { job?: OrderJob | undefined; checkoutSession?: LocalCheckoutSession | undefined };
  placed: Placed;
}

/** The order's row, and for a checkout its release job and (a local provider) its checkout session. */
function prepare(placement: Placement, { checked, totals }: Assessed, discount: AppliedDiscount | null, guestAccountId: string | null): Prepared {
  const { app, request, actor, mode, now, catalog, isGuest, orderId, holdExpiresAt } = placement;
  const { provider } = app.booking;
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
    locale: actor.locale,
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
    guestSessionId: isGuest ? (placement.guestSessionId ?? null) : null,
    isFree: totals.grand_total === 0,
    marketingConsent: request.marketing_consent ?? false,
    estimatedServiceTotal: totals.service_total,
    estimatedElectricityTotal: totals.electricity_total,
    estimatedGrandTotal: totals.grand_total,
    discountCode: discount ? request.discount_code : null,
    discountCents: totals.breakdown.discount_cents,
    paidTotal: 0,
    refundedTotal: 0,
    holdExpiresAt,
    createdAt: now,
    updatedAt: now,
  };
  const order = orderRowOf(values);
  // The sandbox's checkout session and a checkout's release job (its hold ends at holdExpiresAt) are written by
  // the order's own insert.
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
  return { values, extras: { job, checkoutSession }, placed: { order, checkout, guestAccountId } };
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
  if (rows.length > 0) await app.orderViews.changed(app.db);
  return rows.length > 0;
}
