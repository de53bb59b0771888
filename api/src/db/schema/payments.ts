import { index, integer, jsonb, pgTable, text, timestamp, uuid } from 'drizzle-orm/pg-core';
import { orders } from './orders';

export const PAYMENT_PROVIDERS = ['sandbox', 'stripe'] as const;
export type PaymentProviderName = (typeof PAYMENT_PROVIDERS)[number];
export const CHECKOUT_STATUSES = ['open', 'authorized', 'declined', 'captured', 'cancelled', 'expired'] as const;
export type CheckoutStatus = (typeof CHECKOUT_STATUSES)[number];

/**
 * One checkout session per card order, whichever provider. For the sandbox provider this row *is* the session
 * (its outcome is stored here when the test-mode dialog posts a card); for Stripe it mirrors the Checkout Session.
 */
export const paymentSessions = pgTable(
  'payment_sessions',
  {
    /** The provider's session id (sandbox: `sbx_cs_…`, Stripe: `cs_…`). */
    id: text('id').primaryKey(),
    provider: text('provider', { enum: PAYMENT_PROVIDERS }).notNull(),
    /** The order (no foreign key: the sandbox writes its session in the placement transaction before the order row). */
    orderId: uuid('order_id').notNull(),
    amount: integer('amount').notNull(),
    currency: text('currency').notNull().default('eur'),
    status: text('status', { enum: CHECKOUT_STATUSES }).notNull().default('open'),
    /** Sandbox: secret the test-mode dialog must echo; Stripe: the Embedded Checkout client secret. */
    clientSecret: text('client_secret'),
    /** Stripe PaymentIntent id (capture and cancel go through it). */
    paymentIntentId: text('payment_intent_id'),
    cardLast4: text('card_last4'),
    /** Sandbox: the test card's fingerprint (derived from its number, as a provider's is stable per card). */
    cardFingerprint: text('card_fingerprint'),
    capturedAmount: integer('captured_amount'),
    /** Sandbox: cents refunded of the capture (the sandbox's record of its refunds). */
    refundedAmount: integer('refunded_amount').notNull().default(0),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_sessions_order_idx').on(table.orderId)],
);

/** Stripe webhook events already handled (Stripe delivers at least once). */
export const paymentWebhookEvents = pgTable('payment_webhook_events', {
  id: text('id').primaryKey(),
  type: text('type').notNull(),
  payload: jsonb('payload').$type<Record<string, unknown>>(),
  receivedAt: timestamp('received_at', { withTimezone: true }).notNull().defaultNow(),
});

export type PaymentSessionRow = typeof paymentSessions.$inferSelect;

/** `difference`: above the authorisation, off-session; `open_amount`: an unpaid order's open amount at a new checkout (ref: its session). */
export const PAYMENT_CHARGE_KINDS = ['difference', 'open_amount'] as const;
export const PAYMENT_CHARGE_STATUSES = ['pending', 'succeeded', 'failed'] as const;

/**
 * Charges after the service beyond the capture (drizzle/0008_dispatch.sql), one row per idempotency key
 * (`difference:<order>`, also sent to Stripe): a retried or doubled request finds its row and never charges twice.
 */
export const paymentCharges = pgTable(
  'payment_charges',
  {
    idempotencyKey: text('idempotency_key').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'cascade' }),
    kind: text('kind', { enum: PAYMENT_CHARGE_KINDS }).notNull(),
    amount: integer('amount').notNull(),
    status: text('status', { enum: PAYMENT_CHARGE_STATUSES }).notNull(),
    providerRef: text('provider_ref'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull().defaultNow(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull().defaultNow(),
  },
  (table) => [index('payment_charges_order_idx').on(table.orderId)],
);
export type PaymentChargeRow = typeof paymentCharges.$inferSelect;

export const REFUND_STATUSES = ['pending', 'succeeded', 'failed'] as const;
/** Where a part of a refund goes back to: the checkout's capture or a charge made after it (payment_charges). */
export interface RefundPart {
  kind: 'checkout' | 'charge';
  ref: string;
  amount: number;
  /** The provider's refund id once made. */
  providerRef?: string;
}

/**
 * Refunds of paid orders (issue 30, drizzle/0022_money.sql), one row per manager's request: claimed `pending` with
 * the order row locked (so two refunds never give back more than was paid), then made at the provider part by part
 * with `refund:<id>:<n>` as the idempotency key, then `succeeded` with its credit note (or `failed`).
 */
export const refunds = pgTable(
  'refunds',
  {
    id: uuid('id').primaryKey().defaultRandom(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    /** `<order id>:<Idempotency-Key>`: the same request refunds once. */
    idempotencyKey: text('idempotency_key').notNull().unique(),
    amount: integer('amount').notNull(),
    reason: text('reason').notNull(),
    status: text('status', { enum: REFUND_STATUSES }).notNull(),
    parts: jsonb('parts').$type<RefundPart[]>().notNull(),
    creditNote: text('credit_note'),
    error: text('error'),
    createdAt: timestamp('created_at', { withTimezone: true }).notNull(),
    updatedAt: timestamp('updated_at', { withTimezone: true }).notNull(),
  },
  (table) => [index('refunds_order_idx').on(table.orderId)],
);
export type RefundRow = typeof refunds.$inferSelect;
