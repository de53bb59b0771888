import { and, asc, eq, sql } from 'drizzle-orm';
import type { FastifyInstance } from 'fastify';
import { COMPANY, SERVICE_TIME_ZONE, VAT_RATE, type Locale } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { invoiceCounters, invoices, orders, type InvoiceContent, type InvoiceItem, type InvoiceKind, type InvoiceRow, type OrderRow } from '../../db/schema';
import { ELECTRICITY_CENTS_PER_KWH, instantToZoned, normalizeZip } from '../../domain';
import { DUESSELDORF_POSTCODES } from '../../domain/duesseldorf-postcodes';

/**
 * Invoices (Rechnung, § 14 UStG) and credit notes (Gutschrift) of orders. Numbers are gapless per series and year
 * (`RE-2026-000123`, `GS-2026-000007`): taken from `invoice_counters` inside the transaction that issues the
 * document, so a rolled back payment gives its number back and two payments in a row get consecutive numbers. The
 * content is frozen when issued (a later edit or refund never rewrites a document).
 */
export const INVOICE_SERIES: Record<InvoiceKind, string> = { invoice: 'RE', credit_note: 'GS' };

/** Net and VAT contained in a gross amount (cents): VAT = gross − round(gross ÷ 1.19). */
export function vatSplit(grossCents: number): { net: number; vat: number; gross: number } {
  const net = Math.round(grossCents / (1 + VAT_RATE));
  return { net, vat: grossCents - net, gross: grossCents };
}

/** The next number of `kind`'s series in the year of `at` (Europe/Berlin); the row stays locked until the caller's commit. */
async function nextNumber(tx: Db, kind: InvoiceKind, at: Date): Promise<string> {
  const series = INVOICE_SERIES[kind];
  const year = Number(instantToZoned(at, SERVICE_TIME_ZONE).date.slice(0, 4));
  const [row] = await tx
    .insert(invoiceCounters)
    .values({ series, year, last: 1 })
    .onConflictDoUpdate({ target: [invoiceCounters.series, invoiceCounters.year], set: { last: sql`${invoiceCounters.last} + 1` } })
    .returning({ last: invoiceCounters.last });
  return `${series}-${year}-${String(row!.last).padStart(6, '0')}`;
}

/** "Königsallee 1, 40212 Düsseldorf" or "Königsallee 1" + "40212": the street line, then postcode and city. */
export function billingAddressLines(order: Pick<OrderRow, 'billingStreet' | 'billingZip'>): string[] {
  const zip = normalizeZip(order.billingZip);
  const at = order.billingStreet.indexOf(zip);
  if (zip && at > 0) return [order.billingStreet.slice(0, at).replace(/[\s,]+$/, ''), order.billingStreet.slice(at).replace(/,?\s*(Germany|Deutschland)$/i, '')];
  const place = DUESSELDORF_POSTCODES.find((row) => row.zip_code === zip)?.place;
  return [order.billingStreet, place ? `${zip} ${place}` : zip];
}

/** The day the service was done (the car's return; before that the pickup), as an ISO date in Europe/Berlin. */
export function serviceDateOf(order: Pick<OrderRow, 'statusHistory' | 'pickupSlot'>): string {
  const returned = [...order.statusHistory].reverse().find((entry) => entry.state === 'returned' || entry.state === 'parked');
  return instantToZoned(returned ? new Date(returned.at) : order.pickupSlot, SERVICE_TIME_ZONE).date;
}

const EXTRAS: Record<Locale, { wash: string; clean: string; fuel: string; with: string }> = {
  de: { wash: 'Autowäsche', clean: 'Innen-/Außenreinigung', fuel: 'Tankkarte', with: 'mit' },
  en: { wash: 'car wash', clean: 'interior/exterior cleaning', fuel: 'fuel card', with: 'with' },
};
const LOCALES: readonly Locale[] = ['de', 'en'];
const perLocale = (make: (locale: Locale) => string): Record<Locale, string> => Object.fromEntries(LOCALES.map((locale) => [locale, make(locale)])) as Record<Locale, string>;
/** "80 % (empfohlen)" → "80 %": the charge target without the wizard's hint. */
const targetOf = (title: string): string => title.replace(/\s*\([^)]*\)\s*$/, '');

/** The items of a paid order: the service (once) and the electricity as kWh × price per kWh (cents, gross). */
export function orderItems(order: OrderRow, centsPerKwh = ELECTRICITY_CENTS_PER_KWH): InvoiceItem[] {
  const service = order.serviceTotal ?? 0;
  const electricity = order.electricityTotal ?? 0;
  const items: InvoiceItem[] = [
    {
      description: perLocale((locale) => {
        const extras = [order.isWashCar && EXTRAS[locale].wash, order.isCleanCar && EXTRAS[locale].clean, order.isUseFuelCard && EXTRAS[locale].fuel].filter(Boolean);
        const title = order.package.translations[locale]?.title ?? order.package.title;
        return `Service: ${title}${extras.length ? ` (${EXTRAS[locale].with} ${extras.join(', ')})` : ''}`;
      }),
      quantity: 1,
      unit: { de: 'pauschal', en: 'flat rate' },
      unitPrice: service,
      total: service,
    },
  ];
  if (electricity > 0) {
    items.push({
      description: perLocale((locale) => {
        const target = targetOf(order.chargingLevel.translations[locale]?.title ?? order.chargingLevel.title);
        return locale === 'de' ? `Strom (Laden auf ${target})` : `Electricity (charged to ${target})`;
      }),
      // § 14 UStG asks for the quantity of the supply: the energy charged. The manager enters the electricity as the
      // amount the order is charged (what the authorisation and the customer's page compare), and the price per kWh
      // is the catalogue's one fixed price (the wizard shows it), so the amount fixes the energy: kWh = amount ÷ price,
      // to the Wh, which keeps quantity × unit price equal to the line total to the cent. Entering kWh as well could
      // only contradict the amount.
      quantity: Math.round((electricity * 1000) / centsPerKwh) / 1000,
      unit: { de: 'kWh', en: 'kWh' },
      unitPrice: centsPerKwh,
      total: electricity,
    });
  }
  return items;
}

/** The frozen content of a document for `order` over `items` (gross `gross`). */
function contentOf(app: FastifyInstance, order: OrderRow, items: InvoiceItem[], gross: number, reason?: string): InvoiceContent {
  const seller = app.config.payments.seller;
  const { net, vat } = vatSplit(gross);
  return {
    seller: { ...seller, register: COMPANY.register, email: COMPANY.email, phone: COMPANY.phone, managingDirectors: COMPANY.managingDirectors },
    customer: { name: `${order.customerFirstName} ${order.customerLastName}`.trim(), addressLines: billingAddressLines(order), email: order.customerEmail },
    orderIdentity: order.identity,
    serviceDate: serviceDateOf(order),
    items,
    net,
    vatRatePercent: Math.round(VAT_RATE * 100),
    vat,
    gross,
    ...(reason ? { reason } : {}),
  };
}

/**
 * Issues the invoice of a paid order inside `tx` (the transaction that makes it `paid`): the next number of the
 * series, the content frozen. An order already invoiced keeps its invoice.
 */
export async function issueInvoice(app: FastifyInstance, tx: Db, order: OrderRow, at: Date): Promise<InvoiceRow> {
  const [existing] = await tx.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  const gross = order.grandTotal ?? (order.serviceTotal ?? 0) + (order.electricityTotal ?? 0);
  const number = await nextNumber(tx, 'invoice', at);
  const [row] = await tx
    .insert(invoices)
    .values({ number, orderId: order.id, kind: 'invoice', issuedAt: at, gross, content: contentOf(app, order, orderItems(order), gross) })
    .returning();
  return row!;
}

/** Issues a credit note of `amount` cents against the order's invoice inside `tx` (a refund's transaction). */
export async function issueCreditNote(app: FastifyInstance, tx: Db, order: OrderRow, invoice: InvoiceRow, amount: number, reason: string, at: Date): Promise<InvoiceRow> {
  const number = await nextNumber(tx, 'credit_note', at);
  const items: InvoiceItem[] = [
    {
      description: { de: `Erstattung zu Rechnung ${invoice.number}`, en: `Refund for invoice ${invoice.number}` },
      quantity: 1,
      unit: { de: 'pauschal', en: 'flat rate' },
      unitPrice: amount,
      total: amount,
    },
  ];
  const [row] = await tx
    .insert(invoices)
    .values({ number, orderId: order.id, kind: 'credit_note', refersTo: invoice.number, issuedAt: at, gross: amount, content: contentOf(app, order, items, amount, reason) })
    .returning();
  return row!;
}

/** The documents of an order, oldest first (the invoice, then its credit notes). */
export const documentsOf = (db: Pick<Db, 'select'>, orderId: string): Promise<InvoiceRow[]> =>
  db.select().from(invoices).where(eq(invoices.orderId, orderId)).orderBy(asc(invoices.issuedAt), asc(invoices.number));

/**
 * The invoice of a paid order; an order paid before invoices were issued gets its invoice now (numbered at this
 * moment, its order row locked so that two downloads issue one).
 */
export async function invoiceFor(app: FastifyInstance, order: OrderRow): Promise<InvoiceRow> {
  const [existing] = await app.db.select().from(invoices).where(and(eq(invoices.orderId, order.id), eq(invoices.kind, 'invoice')));
  if (existing) return existing;
  return app.db.transaction(async (txRaw) => {
    const tx = txRaw as unknown as Db;
    const [locked] = await tx.select().from(orders).where(eq(orders.id, order.id)).for('update');
    return issueInvoice(app, tx, locked ?? order, paidAt(order));
  });
}

/** When the order was paid (its last `paid` history entry), else its last change. */
export function paidAt(order: Pick<OrderRow, 'statusHistory' | 'updatedAt'>): Date {
  const entry = [...order.statusHistory].reverse().find((e) => e.state === 'paid');
  return entry ? new Date(entry.at) : order.updatedAt;
}
