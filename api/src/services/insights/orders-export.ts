import { and, asc, desc, eq, gt, lt, or, type SQL } from 'drizzle-orm';
import { CSV_FORMATS, ORDER_STATE_LABELS, SERVICE_TIME_ZONE, csvRow, csvText, type Locale, type OrderState } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { orders } from '../../db/schema';
import { instantToZoned } from '../../domain';
import { driverUsers, itemColumns, ordersWhere, type OrdersFilter } from '../orders/manager-lists';

/** Rows fetched per round trip: memory stays flat however many orders match. */
export const EXPORT_BATCH = 500;

const HEADERS: Record<Locale, string[]> = {
  en: ['Order number', 'Status', 'Customer', 'E-mail', 'Phone', 'Licence plate', 'Brand', 'Model', 'Driver', 'Pickup', 'Return', 'Pickup address', 'Return address', 'Free', 'Estimated total (EUR)', 'Grand total (EUR)', 'Ordered on'],
  de: ['Auftragsnummer', 'Status', 'Kunde', 'E-Mail', 'Telefon', 'Kennzeichen', 'Marke', 'Modell', 'Fahrer', 'Abholung', 'Rückgabe', 'Abholadresse', 'Rückgabeadresse', 'Kostenlos', 'Geschätzter Betrag (EUR)', 'Gesamtbetrag (EUR)', 'Bestellt am'],
};

/** One batch of the export, in the list's order. */
const exportBatch = (db: Db, where: SQL | undefined, sort: 'asc' | 'desc', batch: number) =>
  db
    .select({ ...itemColumns, returnStreet: orders.returnStreet })
    .from(orders)
    .leftJoin(driverUsers, eq(driverUsers.id, orders.driverId))
    .where(where)
    .orderBy(...(sort === 'asc' ? [asc(orders.pickupSlot), asc(orders.id)] : [desc(orders.pickupSlot), desc(orders.id)]))
    .limit(batch);

type ExportRow = Awaited<ReturnType<typeof exportBatch>>[number];

/** Berlin wall-clock time "YYYY-MM-DD HH:mm" (what a spreadsheet sorts and reads). */
const local = (instant: Date): string => {
  const { date, time } = instantToZoned(instant, SERVICE_TIME_ZONE);
  return `${date} ${time}`;
};

/**
 * The manager's orders list as CSV (RFC 4180, UTF-8 with a byte-order mark for spreadsheet programs) for a
 * spreadsheet in the manager's language (`CSV_FORMATS`: German ';' and decimal commas), states by their names in it,
 * phones kept as text (`csvText`): the list's filter (`ordersWhere`) and order, every match, read in keyset batches
 * so the answer streams.
 */
export async function* ordersCsv(db: Db, filter: OrdersFilter, sort: 'asc' | 'desc', locale: Locale, batch = EXPORT_BATCH): AsyncGenerator<string> {
  const { separator, decimal } = CSV_FORMATS[locale];
  const euro = (cents: number | null): string => (cents === null ? '' : (cents / 100).toFixed(2).replace('.', decimal));
  yield `\uFEFF${csvRow(HEADERS[locale], separator)}`;
  const yes = locale === 'de' ? 'ja' : 'yes';
  const no = locale === 'de' ? 'nein' : 'no';
  let after: { pickupSlot: Date; id: string } | null = null;
  for (;;) {
    const cursor: SQL | undefined = after
      ? sort === 'asc'
        ? or(gt(orders.pickupSlot, after.pickupSlot), and(eq(orders.pickupSlot, after.pickupSlot), gt(orders.id, after.id)))
        : or(lt(orders.pickupSlot, after.pickupSlot), and(eq(orders.pickupSlot, after.pickupSlot), lt(orders.id, after.id)))
      : undefined;
    const rows: ExportRow[] = await exportBatch(db, and(ordersWhere(filter), cursor), sort, batch);
    if (rows.length === 0) return;
    yield rows
      .map((row) =>
        csvRow([
          row.identity,
          ORDER_STATE_LABELS[locale][row.state as OrderState],
          `${row.firstName} ${row.lastName}`.trim(),
          row.email,
          csvText(row.phone),
          row.licensePlate,
          row.brand,
          row.model,
          row.driverFirstName ? `${row.driverFirstName} ${row.driverLastName ?? ''}`.trim() : '',
          local(row.pickupSlot),
          row.returnSlotChosen ? local(row.returnSlot) : '',
          row.pickupStreet,
          row.returnStreet,
          row.isFree ? yes : no,
          euro(row.estimatedGrandTotal),
          euro(row.grandTotal),
          local(row.createdAt),
        ], separator),
      )
      .join('');
    if (rows.length < batch) return;
    const last = rows.at(-1)!;
    after = { pickupSlot: last.pickupSlot, id: last.id };
  }
}
