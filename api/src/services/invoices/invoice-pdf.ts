import { PDFDocument, StandardFonts, rgb, type PDFFont, type PDFPage } from 'pdf-lib';
import { formatEuro, type Locale } from '@chargevalet/contract';
import type { InvoiceRow } from '../../db/schema';

type Label =
  | 'number'
  | 'date'
  | 'serviceDate'
  | 'order'
  | 'refersTo'
  | 'reason'
  | 'customer'
  | 'position'
  | 'description'
  | 'quantity'
  | 'unitPrice'
  | 'amount'
  | 'net'
  | 'vat'
  | 'gross'
  | 'grossPrices'
  | 'register'
  | 'vatId'
  | 'directors';

const TITLES: Record<InvoiceRow['kind'], Record<Locale, string>> = {
  invoice: { de: 'Rechnung', en: 'Invoice' },
  credit_note: { de: 'Gutschrift', en: 'Credit note' },
};

const LABELS: Record<Locale, Record<Label, string> & { numberOf: Record<InvoiceRow['kind'], string> }> = {
  de: {
    numberOf: { invoice: 'Rechnungsnummer', credit_note: 'Gutschriftnummer' },
    number: 'Nummer',
    date: 'Rechnungsdatum',
    serviceDate: 'Leistungsdatum',
    order: 'Bestellnummer',
    refersTo: 'Zu Rechnung',
    reason: 'Grund',
    customer: 'Rechnungsempfänger',
    position: 'Pos.',
    description: 'Beschreibung',
    quantity: 'Menge',
    unitPrice: 'Einzelpreis',
    amount: 'Betrag',
    net: 'Nettobetrag',
    vat: 'USt',
    gross: 'Gesamtbetrag (brutto)',
    grossPrices: 'Alle Preise enthalten die gesetzliche Umsatzsteuer.',
    register: 'Amtsgericht Düsseldorf',
    vatId: 'USt-IdNr.',
    directors: 'Geschäftsführer',
  },
  en: {
    numberOf: { invoice: 'Invoice number', credit_note: 'Credit note number' },
    number: 'Number',
    date: 'Invoice date',
    serviceDate: 'Service date',
    order: 'Order number',
    refersTo: 'For invoice',
    reason: 'Reason',
    customer: 'Billed to',
    position: 'No.',
    description: 'Description',
    quantity: 'Quantity',
    unitPrice: 'Unit price',
    amount: 'Amount',
    net: 'Net amount',
    vat: 'VAT',
    gross: 'Total (gross)',
    grossPrices: 'All prices include German VAT.',
    register: 'Local court Düsseldorf',
    vatId: 'VAT ID',
    directors: 'Managing directors',
  },
};

/** `Rechnung-RE-2026-000123.pdf`, `Invoice-RE-2026-000123.pdf`, `Gutschrift-GS-…`, `Credit-note-GS-…`. */
export const documentFilename = (document: Pick<InvoiceRow, 'kind' | 'number'>, locale: Locale): string =>
  `${TITLES[document.kind][locale].replace(/\s+/g, '-')}-${document.number}.pdf`;

const dateText = (iso: string, locale: Locale): string =>
  new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'UTC' }).format(new Date(`${iso.slice(0, 10)}T12:00:00Z`));
const issuedDate = (at: Date, locale: Locale): string => new Intl.DateTimeFormat(locale, { dateStyle: 'long', timeZone: 'Europe/Berlin' }).format(at);

/**
 * The PDF of an invoice or credit note (pdf-lib, standard Helvetica: WinAnsi covers umlauts and €), drawn from the
 * document's frozen content in `locale`: the seller with address and VAT ID, the customer with the full address, the
 * number, the invoice and the service date, items with quantity and unit price, net, VAT rate and amount, gross. The
 * same document gives the same bytes.
 */
export async function buildDocumentPdf(document: InvoiceRow, locale: Locale): Promise<Uint8Array> {
  const l = LABELS[locale];
  const c = document.content;
  const title = TITLES[document.kind][locale];
  const pdf = await PDFDocument.create();
  pdf.setTitle(`${title} ${document.number}`);
  pdf.setAuthor(c.seller.name);
  pdf.setSubject(`${title} ${document.number} (${c.orderIdentity})`);
  pdf.setCreator('ChargeValet');
  pdf.setProducer('ChargeValet');
  pdf.setCreationDate(document.issuedAt);
  pdf.setModificationDate(document.issuedAt);
  const page = pdf.addPage([595.28, 841.89]); // A4
  const regular = await pdf.embedFont(StandardFonts.Helvetica);
  const bold = await pdf.embedFont(StandardFonts.HelveticaBold);
  const euro = (cents: number) => formatEuro(cents, locale).replace(/\u00a0|\u202f/g, ' ');
  const number = (value: number) => new Intl.NumberFormat(locale, { maximumFractionDigits: 3 }).format(value);
  const text = (value: string, x: number, y: number, font: PDFFont = regular, size = 10) => page.drawText(value, { x, y, size, font, color: rgb(0.1, 0.1, 0.1) });
  const right = (value: string, x: number, y: number, font: PDFFont = regular, size = 10) => text(value, x - font.widthOfTextAtSize(value, size), y, font, size);

  // The seller (letterhead) and the customer's full address.
  text(c.seller.name, 56, 780, bold, 14);
  text(`${c.seller.street}, ${c.seller.city}`, 56, 764);
  text(`${c.seller.phone} · ${c.seller.email} · ${l.vatId} ${c.seller.vatId}`, 56, 750);
  text(l.customer, 56, 716, regular, 8);
  let y = 702;
  for (const line of [c.customer.name, ...c.customer.addressLines]) {
    text(line, 56, y);
    y -= 14;
  }

  text(title, 56, 620, bold, 20);
  y = 592;
  const row = (label: string, value: string) => {
    text(label, 56, y);
    text(value, 200, y);
    y -= 16;
  };
  row(l.numberOf[document.kind], document.number);
  row(l.date, issuedDate(document.issuedAt, locale));
  row(l.serviceDate, dateText(c.serviceDate, locale));
  row(l.order, c.orderIdentity);
  if (document.refersTo) row(l.refersTo, document.refersTo);
  if (c.reason) row(l.reason, c.reason.slice(0, 90));

  // The items: position, description, quantity and unit, unit price, amount.
  y -= 12;
  text(l.position, 56, y, bold, 9);
  text(l.description, 86, y, bold, 9);
  right(l.quantity, 380, y, bold, 9);
  right(l.unitPrice, 460, y, bold, 9);
  right(l.amount, 540, y, bold, 9);
  y -= 6;
  line(page, y);
  y -= 14;
  c.items.forEach((item, index) => {
    text(`${index + 1}`, 56, y);
    text(item.description[locale].slice(0, 60), 86, y);
    right(`${number(item.quantity)} ${item.unit[locale]}`, 380, y);
    right(item.unit[locale] === 'kWh' ? `${euro(item.unitPrice)}/kWh` : euro(item.unitPrice), 460, y);
    right(euro(item.total), 540, y);
    y -= 16;
  });
  y += 6;
  line(page, y);
  y -= 18;
  text(l.net, 300, y);
  right(euro(c.net), 540, y);
  y -= 16;
  text(`${l.vat} ${c.vatRatePercent} %`, 300, y);
  right(euro(c.vat), 540, y);
  y -= 18;
  text(l.gross, 300, y, bold, 11);
  right(euro(c.gross), 540, y, bold, 11);
  y -= 24;
  text(l.grossPrices, 56, y, regular, 8);

  // Footer: the rest of the imprint.
  text(`${c.seller.name} · ${l.directors}: ${c.seller.managingDirectors}`, 56, 80, regular, 8);
  text(`${l.register} ${c.seller.register} · ${l.vatId} ${c.seller.vatId}`, 56, 68, regular, 8);
  return pdf.save();
}

const line = (page: PDFPage, y: number) => page.drawLine({ start: { x: 56, y }, end: { x: 540, y }, thickness: 0.5, color: rgb(0.6, 0.6, 0.6) });
