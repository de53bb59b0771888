/**
 * Messages of the manager's calendar and drivers (issue 16), spread into `validationMessages` (namespace
 * "validation") so the browser and the API translate them like every other key.
 */
export const managerMessages = {
  en: {
    calendarFromInvalid: 'Please choose a valid first day',
    calendarDaysInvalid: 'Please choose between 1 and 14 days',
    driverRequired: 'Please choose a driver',
    slotInvalid: 'Please choose a slot within the service hours',
    slotBooked: 'This slot is booked: reassign its order first',
    dayBooked: 'The driver is booked on this day: reassign {{orders}} first',
    blockPastSlot: 'This slot has already begun: only slots ahead can be blocked',
    blockPastDay: 'This day is past: only today and days ahead can be blocked',
    blockNeeded: 'Orders without a driver need this driver at this time: assign them first',
    orderRequired: 'Please choose an order',
    assignSlotMismatch: 'The order is not picked up at this slot',
    driverBooked: 'The driver is booked: reassign {{orders}} first',
    readOnlyField: 'This field cannot be changed',
    costsOfFreeOrder: 'The costs of a free order cannot be changed',
    grandTotalIsSum: 'The grand total is the sum of the service and electricity costs',
    statsRangeInvalid: 'Please choose a last day on or after the first day, at most 366 days later',
    driverNotInvited: 'This driver has already set a password (or is switched off): there is no invitation to resend',
  },
  de: {
    calendarFromInvalid: 'Bitte wähle einen gültigen ersten Tag',
    calendarDaysInvalid: 'Bitte wähle zwischen 1 und 14 Tagen',
    driverRequired: 'Bitte wähle einen Fahrer',
    slotInvalid: 'Bitte wähle einen Slot innerhalb der Servicezeiten',
    slotBooked: 'Dieser Slot ist gebucht: weise seinen Auftrag zuerst neu zu',
    dayBooked: 'Der Fahrer ist an diesem Tag gebucht: weise zuerst {{orders}} neu zu',
    blockPastSlot: 'Dieser Slot hat schon begonnen: nur kommende Slots können blockiert werden',
    blockPastDay: 'Dieser Tag ist vorbei: nur heute und kommende Tage können blockiert werden',
    blockNeeded: 'Aufträge ohne Fahrer brauchen diesen Fahrer zu dieser Zeit: weise sie zuerst zu',
    orderRequired: 'Bitte wähle einen Auftrag',
    assignSlotMismatch: 'Der Auftrag wird nicht in diesem Slot abgeholt',
    driverBooked: 'Der Fahrer ist gebucht: weise zuerst {{orders}} neu zu',
    readOnlyField: 'Dieses Feld kann nicht geändert werden',
    costsOfFreeOrder: 'Die Kosten eines kostenlosen Auftrags können nicht geändert werden',
    grandTotalIsSum: 'Der Gesamtbetrag ist die Summe aus Service- und Stromkosten',
    statsRangeInvalid: 'Bitte wähle einen letzten Tag am oder nach dem ersten Tag, höchstens 366 Tage später',
    driverNotInvited: 'Dieser Fahrer hat schon ein Passwort gesetzt (oder ist abgeschaltet): es gibt keine Einladung zum erneuten Senden',
  },
} as const;
