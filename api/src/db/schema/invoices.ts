import { sql } from 'drizzle-orm';
import { check, index, integer, jsonb, pgTable, primaryKey, text, timestamp, uniqueIndex, uuid, type AnyPgColumn } from 'drizzle-orm/pg-core';
import type { Locale } from '@chargevalet/contract';
import { orders } from './orders';

/**
 * Gapless number series of invoices and credit notes (§ 14 UStG, drizzle/0022_money.sql): one row per series and
 * year holding the last number given. A number is taken by an UPDATE of this row inside the transaction that issues
 * the document, so a rollback (a failed payment) gives it back and concurrent issuers queue on the row lock.
 */
export const invoiceCounters = pgTable(
  'invoice_counters',
  {
    series: text('series').notNull(),
    year: integer('year').notNull(),
    last: integer('last').notNull(),
  },
  (table) => [primaryKey({ columns: [table.series, table.year] })],
);

export const INVOICE_KINDS = ['invoice', 'credit_note'] as const;
export type InvoiceKind = (typeof INVOICE_KINDS)[number];

/** One line of a document: quantity × unit price (cents, gross) = total. */
export interface InvoiceItem {
  description: Record<Locale, string>;
  quantity: number;
  unit: Record<Locale, string>;
  unitPrice: number;
  total: number;
}

/** What a document says, frozen when it is issued (a later edit or refund of the order never rewrites it). */
export interface InvoiceContent {
  seller: { name: string; street: string; city: string; vatId: string; register: string; email: string; phone: string; managingDirectors: string };
  customer: { name: string; addressLines: string[]; email: string };
  orderIdentity: string;
  /** ISO date (Europe/Berlin) the service was done: the car's return. */
  serviceDate: string;
  items: InvoiceItem[];
  net: number;
  vatRatePercent: number;
  vat: number;
  gross: number;
  /** Credit notes: why the money went back. */
  reason?: string;
}

/**
 * Invoices (Rechnung) and credit notes (Gutschrift) of orders: the invoice is issued in the transaction that makes
 * the order `paid`, a credit note with each refund (`refers_to`: the invoice's number). Never deleted with the order
 * (retention, § 14b UStG).
 */
export const invoices = pgTable(
  'invoices',
  {
    number: text('number').primaryKey(),
    orderId: uuid('order_id')
      .notNull()
      .references(() => orders.id, { onDelete: 'restrict' }),
    kind: text('kind', { enum: INVOICE_KINDS }).notNull(),
    refersTo: text('refers_to').references((): AnyPgColumn => invoices.number),
    issuedAt: timestamp('issued_at', { withTimezone: true }).notNull(),
    gross: integer('gross').notNull(),
    content: jsonb('content').$type<InvoiceContent>().notNull(),
  },
  (table) => [
    uniqueIndex('invoices_one_invoice_per_order').on(table.orderId).where(sql`${table.kind} = 'invoice'`),
    index('invoices_order_idx').on(table.orderId, table.issuedAt),
    check('invoices_credit_note_refers', sql`(${table.kind} = 'invoice') = (${table.refersTo} is null)`),
  ],
);
export type InvoiceRow = typeof invoices.$inferSelect;
