/** Messages of the rating and the receipts, spread into `validationMessages` (namespace "validation"). */
export const ratingMessages = {
  en: {
    rateRequired: 'Please choose at least one star',
    feedbackMax: 'The feedback may not be longer than 1000 characters',
    rateRequestAnswered: 'This rating request has already been answered',
    receiptNotPaid: 'An invoice exists once the order is paid',
  },
  de: {
    rateRequired: 'Bitte wähle mindestens einen Stern',
    feedbackMax: 'Das Feedback darf höchstens 1000 Zeichen lang sein',
    rateRequestAnswered: 'Diese Bewertungsanfrage wurde bereits beantwortet',
    receiptNotPaid: 'Eine Rechnung gibt es, sobald der Auftrag bezahlt ist',
  },
} as const;
