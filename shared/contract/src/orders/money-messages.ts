/**
 * Messages of the order's money (issue 30: costs above the estimate, paid orders, refunds, open amounts), spread
 * into `validationMessages` (namespace "validation") so the browser and the API translate them like every other key.
 */
export const moneyMessages = {
  en: {
    noChargeOnlyFree: 'Only a free order can be closed without charge',
    costMax: 'Please enter at most 1,000 € per cost',
    aboveEstimate: 'The total of {{total}} is more than {{tolerance}} % above the estimate of {{estimate}}. Please confirm the amount',
    paidMoneyReadOnly: 'The amounts of a paid order cannot be changed: refund instead',
    refundAmountInvalid: 'Please enter an amount of at least 0.01 €',
    refundReasonRequired: 'Please give a reason (at least 3 characters)',
    refundReasonMax: 'The reason may not be longer than 500 characters',
    refundNotPaid: 'Only a paid order can be refunded',
    refundTooMuch: 'At most {{max}} can still be refunded',
    refundFailed: 'The payment provider did not make the refund. Nothing was refunded; please try again later',
    nothingOpen: 'Nothing is open on this order',
    openAmountNotPaid: 'The payment has not been completed yet',
    paymentLinkSent: 'The payment link was sent to the customer',
  },
  de: {
    noChargeOnlyFree: 'Nur ein kostenloser Auftrag kann ohne Berechnung abgeschlossen werden',
    costMax: 'Bitte gib höchstens 1.000 € je Kostenposition ein',
    aboveEstimate: 'Die Summe von {{total}} liegt mehr als {{tolerance}} % über der Schätzung von {{estimate}}. Bitte bestätige den Betrag',
    paidMoneyReadOnly: 'Die Beträge eines bezahlten Auftrags können nicht geändert werden: erstatte stattdessen',
    refundAmountInvalid: 'Bitte gib einen Betrag von mindestens 0,01 € ein',
    refundReasonRequired: 'Bitte gib einen Grund an (mindestens 3 Zeichen)',
    refundReasonMax: 'Der Grund darf höchstens 500 Zeichen lang sein',
    refundNotPaid: 'Nur ein bezahlter Auftrag kann erstattet werden',
    refundTooMuch: 'Es können höchstens noch {{max}} erstattet werden',
    refundFailed: 'Der Zahlungsanbieter hat die Erstattung nicht ausgeführt. Es wurde nichts erstattet; bitte versuche es später erneut',
    nothingOpen: 'Bei diesem Auftrag ist nichts offen',
    openAmountNotPaid: 'Die Zahlung ist noch nicht abgeschlossen',
    paymentLinkSent: 'Der Zahlungslink wurde an den Kunden geschickt',
  },
} as const;
