import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { COMPANY, formatEuro, VAT_RATE, type Locale } from '@chargevalet/contract';
import type { OrderRow } from '../../db/schema';
import { formatSlot } from './confirmation';

/** Net and VAT contained in a gross amount (cents): VAT = gross − round(gross ÷ 1.19). */
export function vatSplit(grossCents: number): { net: number; vat: number; gross: number } {
  const net = Math.round(grossCents / (1 + VAT_RATE));
  return { net, vat: grossCents - net, gross: grossCents };
}

/** When the order was paid (its `paid` history entry), else its last change. */
export function paidAt(order: OrderRow): Date {
  const entry = [...order.statusHistory].reverse().find((e) => e.state === 'paid');
  return entry ? new Date(entry.at) : order.updatedAt;
}

const LABELS: Record<Locale, Record<'title' | 'order' | 'date' | 'customer' | 'service' | 'electricity' | 'net' | 'vat' | 'gross' | 'extras' | 'paid' | 'register' | 'vatId' | 'directors' | 'pickup', string>> = {
  de: {
    title: 'Quittung',
    order: 'Bestellnummer',
    date: 'Datum',
    customer: 'Kunde',
    service: 'Service',
    electricity: 'Strom',
    net: 'Nettobetrag',
    vat: 'MwSt. 19 %',
    gross: 'Gesamtbetrag (brutto)',
    extras: 'mit',
    paid: 'Bezahlt',
    register: 'Amtsgericht Düsseldorf',
    vatId: 'USt-IdNr.',
    directors: 'Geschäftsführer',
    pickup: 'Abholung',
  },
  en: {
    title: 'Receipt',
    order: 'Order number',
    date: 'Date',
    customer: 'Customer',
    service: 'Service',
    electricity: 'Electricity',
    net: 'Net amount',
    vat: 'VAT 19 %',
    gross: 'Total (gross)',
    extras: 'with',
    paid: 'Paid',
    register: 'Local court Düsseldorf',
    vatId: 'VAT ID',
    directors: 'Managing directors',
    pickup: 'Pickup',
  },
};

const EXTRAS: Record<Locale, { wash: string; clean: string; fuel: string }> = {
  de: { wash: 'Autowäsche', clean: 'Innen-/Außenreinigung', fuel: 'Tankkarte' },
  en: { wash: 'car wash', clean: 'interior/exterior cleaning', fuel: 'fuel card' },
};

/** The receipt's money lines (cents) of a paid order: services, electricity, net, VAT, gross. */
export function receiptAmounts(order: OrderRow): { service: number; electricity: number; net: number; vat: number; gross: number } {
  const service = order.serviceTotal ?? 0;
  const electricity = order.electricityTotal ?? 0;
  const gross = order.grandTotal ?? service + electricity;
  return { service, electricity, ...vatSplit(gross) };
}

export const receiptFilename = (order: Pick<OrderRow, 'identity'>): string => `chargevalet-receipt-${order.identity}.pdf`;

/**
 * The PDF receipt of a paid order (pdf-lib, standard Helvetica: WinAnsi covers umlauts and €): the company's
 * imprint data, order number, date of payment, the service and electricity lines, net, 19 % VAT and gross. The same
 * order gives the same document (dates from the order, not the clock).
 */
export async function buildReceipt(order: OrderRow, locale: Locale): Promise<Uint8Array> {
  const l = LABELS[locale];
  const date = paidAt(order);
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${l.title} ${order.identity}`);
  pdf.setAuthor(COMPANY.name);
  pdf.setSubject(`${l.title} ${order.identity}`);
  pdf.setCreator('ChargeValet');
  pdf.setProducer('ChargeValet');
  pdf.setCreationDate(date);
  pdf.setModificationDate(date);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const euro = (cents: number) => formatEuro(cents, locale).replace(/\u00a0|\u202f/g, ' ');
  const text = (value: string, x: number, y: number, font: PDFFont = regular, size = 10) => page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, y: number, font: PDFFont = regular, size = 10) => text(value, 540 - font.widthOfTextAtSize(value, size), y, font, size);

  // Letterhead: the imprint's name and address.
  text(COMPANY.name, 56, 780, bold, 14);
  text(`${COMPANY.street}, ${COMPANY.city}`, 56, 764);
  text(`${COMPANY.phone} · ${COMPANY.email}`, 56, 750);

  text(`${l.title}`, 56, 700, bold, 20);
  let y = 670;
  const row = (label: string, value: string) => {
    text(label, 56, y);
    text(value, 180, y);
    y -= 16;
  };
  row(l.order, order.identity);
  row(l.date, new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(date));
  row(l.customer, `${order.customerFirstName} ${order.customerLastName}`);
  row('', `${order.billingStreet}, ${order.billingZip}`);
  row(l.pickup, formatSlot(order.pickupSlot, locale));

  const amounts = receiptAmounts(order);
  const extras = [order.isWashCar && EXTRAS[locale].wash, order.isCleanCar && EXTRAS[locale].clean, order.isUseFuelCard && EXTRAS[locale].fuel].filter(Boolean);
  y -= 20;
  line(page, y + 12);
  const packageTitle = order.package.translations[locale]?.title ?? order.package.title;
  text(`${l.service}: ${packageTitle}${extras.length ? ` (${l.extras} ${extras.join(', ')})` : ''}`, 56, y);
  right(euro(amounts.service), y);
  y -= 16;
  const level = order.chargingLevel.translations[locale]?.title ?? order.chargingLevel.title;
  text(`${l.electricity} (${level})`, 56, y);
  right(euro(amounts.electricity), y);
  y -= 10;
  line(page, y);
  y -= 18;
  text(l.net, 56, y);
  right(euro(amounts.net), y);
  y -= 16;
  text(l.vat, 56, y);
  right(euro(amounts.vat), y);
  y -= 18;
  text(l.gross, 56, y, bold, 11);
  right(euro(amounts.gross), y, bold, 11);
  y -= 16;
  text(`${l.paid}: ${euro(order.paidTotal || amounts.gross)}`, 56, y);

  // Footer: the rest of the imprint.
  text(`${COMPANY.name} · ${l.directors}: ${COMPANY.managingDirectors}`, 56, 80, regular, 8);
  text(`${l.register} ${COMPANY.register} · ${l.vatId} ${COMPANY.vatId}`, 56, 68, regular, 8);
  return pdf.save();
}

const line = (page: PDFPage, y: number) => page.drawLine({ start: { x: 56, y }, end: { x: 540, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
