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
  },
  de: {
    noChargeOnlyFree: 'Nur ein kostenloser Auftrag kann ohne Berechnung abgeschlossen werden',
    costMax: 'Bitte gib höchstens 1.000 € je Kostenposition ein',
    aboveEstimate: 'Die Summe von {{total}} liegt mehr als {{tolerance}} % über der Schätzung von {{estimate}}. Bitte bestätige den Betrag',
    paidMoneyReadOnly: 'Die Beträge eines bezahlten Auftrags können nicht geändert werden: erstatte stattdessen',
  },
} as const;
