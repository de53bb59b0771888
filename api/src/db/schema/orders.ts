import { sql } from 'drizzle-orm';
import {
  boolean,
  doublePrecision,
  index,
  integer,
  jsonb,
  pgEnum,
  pgTable,
  text,
  timestamp,
  uniqueIndex,
  uuid,
} from 'drizzle-orm/pg-core';
import { CAR_TYPES, DRIVER_STATES, ORDER_STATES, PAYMENT_METHOD_CODES, type OrderState, type Role, type TitleTranslations } from '@chargevalet/contract';
import { localeEnum, users } from './users';

/**
 * `pending_checkout` is internal (never in a resource): an order whose card checkout has started. It holds its
 * slots until `hold_expires_at`; completing the checkout makes it `created`, a decline or abandonment `cancelled`.
 */
export const ORDER_DB_STATES = ['pending_checkout', ...ORDER_STATES] as const;
export type OrderDbState = (typeof ORDER_DB_STATES)[number];
export const orderStateEnum = pgEnum('order_state', ORDER_DB_STATES);

/**
 * The state as the indexes of `orders` read it (the generated column list_state, drizzle/0020_hot_driver_steps.sql):
 * the driver's steps fold into 'assigned', so a step changes no indexed column and is a HOT update (no index
 * written). Queries select by list_state for the index and by state for the exact states (manager-lists `stateIn`).
 */
export const listStateOf = (state: OrderDbState): OrderDbState => ((DRIVER_STATES as readonly OrderDbState[]).includes(state) ? 'assigned' : state);
const LIST_STATE = sql.raw(
  `case when "state" in (${DRIVER_STATES.map((state) => `'${state}'`).join(', ')}) then 'assigned'::"order_state" else "state" end`,
);

export const PAYMENT_STATUSES = ['none', 'pending', 'authorized', 'declined', 'captured', 'voided', 'failed', 'expired'] as const;
export type PaymentStatus = (typeof PAYMENT_STATUSES)[number];

export interface StatusHistoryEntry {
  state: OrderState | 'pending_checkout';
  at: string;
  actor: { id: string | null; role: Role | 'guest' | 'system'; name?: string | null } | null;
  /** Why the system moved the order (e.g. a declined charge → unpaid). */
  reason?: string | null;
  /** `edited`: the order's details were corrected, `fields` the request fields that changed (state unchanged). */
  kind?: 'edited';
  fields?: string[];
}

/** What the order was booked with, kept as booked even when the catalogue changes later. */
export interface CatalogSnapshot {
  id: number;
  title: string;
  translations: TitleTranslations;
}

/** SPEC §3 Order. Money in integer cents; slots are UTC instants. */
export const orders = pgTable(
  'orders',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    /** Displayed number, e.g. CV-7K4Q2M (random, unique). */
    identity: text('identity').notNull(),
    state: orderStateEnum('state').notNull(),
    /** Read-only: what the indexes read instead of state (listStateOf). */
    listState: orderStateEnum('list_state')
      .notNull()
      .generatedAlwaysAs(LIST_STATE),
    statusHistory: jsonb('status_history').$type<StatusHistoryEntry[]>().notNull().default([]),

    /** Null for a guest order placed without an account. */
    customerId: uuid('customer_id').references(() => users.id, { onDelete: 'set null' }),
    customerFirstName: text('customer_first_name').notNull(),
    customerLastName: text('customer_last_name').notNull(),
    customerEmail: text('customer_email').notNull(),
    customerPhone: text('customer_phone').notNull(),
    /** Language of the customer's mails. */
    locale: localeEnum('locale').notNull().default('de'),
    billingStreet: text('billing_street').notNull(),
    billingZip: text('billing_zip').notNull(),

    carType: text('car_type', { enum: CAR_TYPES }).notNull(),
    licensePlate: text('license_plate').notNull(),
    brand: text('brand').notNull().default(''),
    model: text('model').notNull().default(''),
    color: text('color').notNull().default(''),

    packageId: integer('package_id').notNull(),
    package: jsonb('package').$type<CatalogSnapshot>().notNull(),
    chargingLevelId: integer('charging_level_id').notNull(),
    chargingLevel: jsonb('charging_level').$type<CatalogSnapshot>().notNull(),
    returnTypeId: integer('return_type_id').notNull(),
    returnType: jsonb('return_type').$type<CatalogSnapshot>().notNull(),
    /** Chosen option ids (return type, wash, cleaning). */
    selectedServices: integer('selected_services').array().notNull(),
    isWashCar: boolean('is_wash_car').notNull(),
    isCleanCar: boolean('is_clean_car').notNull(),
    isUseFuelCard: boolean('is_use_fuel_card').notNull(),
    isSendBill: boolean('is_send_bill').notNull(),

    pickupStreet: text('pickup_street').notNull(),
    pickupZip: text('pickup_zip').notNull(),
    pickupLat: doublePrecision('pickup_lat').notNull(),
    pickupLng: doublePrecision('pickup_lng').notNull(),
    returnStreet: text('return_street').notNull(),
    returnZip: text('return_zip').notNull(),
    returnLat: doublePrecision('return_lat').notNull(),
    returnLng: doublePrecision('return_lng').notNull(),
    stationAddress: jsonb('station_address').$type<{ street: string; latitude: number | null; longitude: number | null }>(),

    pickupSlot: timestamp('pickup_slot', { withTimezone: true }).notNull(),
    /** The return slot: the chosen one, or the first one once the car is ready (`return_slot_chosen` false). */
    returnSlot: timestamp('return_slot', { withTimezone: true }).notNull(),
    returnSlotChosen: boolean('return_slot_chosen').notNull(),
    serviceMinutes: integer('service_minutes').notNull(),
    driverId: uuid('driver_id').references(() => users.id, { onDelete: 'set null' }),
    /** The manager who dispatched the order (the assigning one); null: the manager on duty answers. */
    managerId: uuid('manager_id').references(() => users.id, { onDelete: 'set null' }),

    paymentMethod: text('payment_method', { enum: PAYMENT_METHOD_CODES }).notNull(),
    paymentStatus: text('payment_status', { enum: PAYMENT_STATUSES }).notNull().default('none'),
    paymentProvider: text('payment_provider'),
    checkoutSessionId: text('checkout_session_id'),
    isGuestOrder: boolean('is_guest_order').notNull(),
    /** The session (sessions.id) that placed a guest order: that browser may read it (totals, completion answer). */
    guestSessionId: text('guest_session_id'),
    isFree: boolean('is_free').notNull(),
    marketingConsent: boolean('marketing_consent').notNull().default(false),

    estimatedServiceTotal: integer('estimated_service_total').notNull(),
    estimatedElectricityTotal: integer('estimated_electricity_total').notNull(),
    estimatedGrandTotal: integer('estimated_grand_total').notNull(),
    serviceTotal: integer('service_total'),
    electricityTotal: integer('electricity_total'),
    grandTotal: integer('grand_total'),
    discountCode: text('discount_code'),
    discountCents: integer('discount_cents').notNull().default(0),
    /** Cents paid after the service: the capture plus a difference charged above the authorisation. */
    paidTotal: integer('paid_total').notNull().default(0),
    /** Cents given back of it (refunds, issue 30). */
    refundedTotal: integer('refunded_total').notNull().default(0),

    /** The SEQUENCE of the order's calendar events sent by mail (RFC 5545), raised by a reschedule and the cancellation; null: 0. */
    calendarSequence: integer('calendar_sequence'),
    /** The tracking link's generation (services/orders/tracking.ts); revoking raises it, so older links answer 404. Null: 0. */
    trackGeneration: integer('track_generation'),
    /** When the order reached a final state (paid, unpaid, no_charge, cancelled); set by a trigger (drizzle/0024). */
    closedAt: timestamp('closed_at', { withTimezone: true }),
    /** pending_checkout only: the slot is released after this instant. */
    holdExpiresAt: timestamp('hold_expires_at', { withTimezone: true }),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [
    uniqueIndex('orders_identity_unique').on(table.identity),
    uniqueIndex('orders_checkout_session_unique').on(table.checkoutSessionId),
    index('orders_customer_idx').on(table.customerId, table.createdAt),
    index('orders_driver_idx').on(table.driverId),
    // No index reads state (drizzle/0020_hot_driver_steps.sql): list_state instead, so a driver's step is a HOT update.
    // Checkouts whose hold runs out (only pending checkouts have hold_expires_at; the release job runs at it).
    index('orders_pending_hold_idx').on(table.holdExpiresAt).where(sql`${table.holdExpiresAt} is not null`),
    // Hand-written in drizzle/0025_checkout_card_limit.sql (expressions of the hoarding guard): pending checkouts by
    // guest session, by lower(e-mail) and by normalised phone (orders_pending_session_idx, _email_idx, _phone_idx).
    // The manager's list (drizzle/0008_dispatch.sql): sorted by pickup (searched through order_search).
    index('orders_list_pickup_idx').on(table.pickupSlot, table.id).where(sql`${table.listState} <> 'pending_checkout'`),
    index('orders_list_state_pickup_idx').on(table.listState, table.pickupSlot),
    // The customer's list (drizzle/0014_customer_orders.sql): one customer's orders by pickup.
    index('orders_customer_pickup_idx').on(table.customerId, table.pickupSlot, table.id).where(sql`${table.listState} <> 'pending_checkout'`),
    // Active orders and the dashboard's orders on the road (drizzle/0016_order_list_indexes.sql): by pickup.
    index('orders_active_pickup_idx').on(table.pickupSlot, table.id).where(sql`${table.listState} in ('assigned', 'returned')`),
    // Hand-written in drizzle/0015_stats_indexes.sql and 0020 (drizzle-kit has no INCLUDE): covering indexes of the
    // manager's stats, orders_stats_created_idx (created_at) and orders_stats_revenue_idx (pickup_slot, partial on paid_total > 0);
    // in 0024 the dashboard's orders_closed_idx (closed_at, including list_state and paid_total).
  ],
);

/**
 * The searchable text of each order (drizzle/0018_order_search.sql): number, plate (also without spaces), name,
 * e-mail and phone digits, brand and model (0024: also the phone's national form and the names folded to ASCII),
 * lower case (SQL function cv_order_search_text), kept by a trigger on those columns and
 * searched through its trigram index. Apart from the orders, so that a status change does not write that index.
 */
export const orderSearch = pgTable(
  'order_search',
  {
    orderId: uuid('order_id')
      .primaryKey()
      .references(() => orders.id, { onDelete: 'cascade' }),
    text: text('text').notNull(),
    // What the list sorts and filters by (drizzle/0026_order_search_sort_key.sql): a search's matches are counted and
    // sorted here, and "orders" is read for the page's rows only. Kept by the same trigger.
    pickupSlot: timestamp('pickup_slot', { withTimezone: true }).notNull(),
    listState: orderStateEnum('list_state').notNull(),
  },
  (table) => [index('order_search_trgm_idx').using('gin', sql`${table.text} gin_trgm_ops`)],
);

export type OrderRow = typeof orders.$inferSelect;
export type NewOrderRow = typeof orders.$inferInsert;
