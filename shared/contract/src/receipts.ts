/**
 * Receipts (issue 15): a paid order's PDF receipt, attached to the payment mail and downloadable by its customer
 * and by managers (drivers: 403; an order the caller may not see: 404; not paid: 422 `receiptNotPaid`).
 */
/** GET /api/{role}/order/{id}/receipt → application/pdf. */
export const RECEIPT_ROUTE = '/api/:role/order/:id/receipt';
export const receiptPath = (role: 'customer' | 'manager', id: string): string => `/api/${role}/order/${encodeURIComponent(id)}/receipt`;
/** States of an order that has a receipt (its invoice). */
export const RECEIPT_STATES = ['paid'] as const;

/** The operator's imprint data (fictitious demo company): the legal pages and the receipts print the same. */
export const COMPANY = {
  name: 'ChargeValet GmbH',
  street: 'Beispielstraße 12',
  city: '40210 Düsseldorf',
  email: 'hallo@chargevalet.test',
  privacyEmail: 'datenschutz@chargevalet.test',
  phone: '+49 211 98765-0',
  register: 'HRB 00000',
  vatId: 'DE000000000',
  managingDirectors: 'Max Mustermann, Erika Mustermann',
} as const;
/** German VAT on the service, included in every gross price. */
export const VAT_RATE = 0.19;

/** GET /api/{role}/order/{id}/credit-notes/{number} → application/pdf: a credit note (Gutschrift) of the order's refunds (issue 30). */
export const CREDIT_NOTE_ROUTE = '/api/:role/order/:id/credit-notes/:number';
export const creditNotePath = (role: 'customer' | 'manager', id: string, number: string): string =>
  `/api/${role}/order/${encodeURIComponent(id)}/credit-notes/${encodeURIComponent(number)}`;
