import { registerTranslations } from '@chargevalet/platform';

/** Texts of the customer's order screens and modals (list, active order, details). */
export const CUSTOMER_ORDERS_NS = 'customerOrders';

const en = {
  openAmount: {
    title: 'Open amount',
    text: 'The final amount could not be charged to your card in full. Please pay the rest; you then receive the invoice by e-mail.',
    pay: 'Pay {{amount}}',
    failed: 'The payment could not be started. Please try again.',
    paidTitle: 'Thank you, the order is paid',
    paidText: 'The invoice is on its way to you by e-mail.',
  },
  loadFailed: 'Your orders could not be loaded.',
  loading: 'Loading …',
  retry: 'Try again',
  list: {
    documentTitle: 'My orders – ChargeValet',
    label: 'All orders',
    pickup: 'Pickup {{time}}',
    total: 'Total {{amount}}',
    open: 'Show order {{identity}}',
  },
  active: {
    title: 'Active order',
    documentTitle: 'Active order – ChargeValet',
    label: 'Active orders',
    nextStep: 'Next step',
    driver: 'Driver: {{name}}',
    show: 'Show details',
  },
  nextStep: {
    created: 'We are finding a driver for you',
    assigned: 'A driver is assigned and will pick up your car at {{time}}',
    on_the_way_to_pickup: 'Driver on the way to you',
    on_the_way_to_station: 'On the way to the charging station',
    charging: 'Charging',
    on_the_way_to_return: 'On the way back to you',
    parked: 'Your car has been parked',
  },
  empty: {
    no_active_orders: 'You have no active orders',
    hint: 'Book a charge and we take care of the rest.',
    placeNewOrder: 'Place new order',
  },
  details: {
    title: 'Orders Details',
    loadingOrder: 'Order {{id}} is loading …',
    documentTitle: 'Order {{identity}} – ChargeValet',
    back: 'Back to my orders',
    actionsLabel: 'Order actions',
    cancel: 'Cancel order',
    contact: 'Contact manager',
    loadFailed: 'The order could not be loaded.',
  },
  cancel: {
    text: 'Do you really want to cancel the order {{identity}}? The amount reserved on your card is released.',
  },
  contact: {
    title: 'Contact manager',
    intro: 'Your manager for order {{identity}}:',
    name: 'Name',
    phone: 'Phone',
    email: 'E-mail',
    call: 'Call {{name}}: {{phone}}',
    mail: 'Write an e-mail to {{name}}: {{email}}',
    noManager: 'No manager has been named for this order yet. Send us a message and we will get back to you.',
    message: 'Your message',
    messageHint: 'We send it by e-mail with the order number, at most 2000 characters.',
    send: 'Send message',
    close: 'Close',
    sent: 'Message sent',
    failed: 'The message could not be sent',
  },
};

const de: typeof en = {
  openAmount: {
    title: 'Offener Betrag',
    text: 'Der Endbetrag konnte nicht vollständig von deiner Karte abgebucht werden. Bitte bezahle den Rest; danach bekommst du die Rechnung per E-Mail.',
    pay: '{{amount}} bezahlen',
    failed: 'Die Zahlung konnte nicht gestartet werden. Bitte versuche es erneut.',
    paidTitle: 'Danke, der Auftrag ist bezahlt',
    paidText: 'Die Rechnung ist per E-Mail unterwegs zu dir.',
  },
  loadFailed: 'Deine Aufträge konnten nicht geladen werden.',
  loading: 'Wird geladen …',
  retry: 'Erneut versuchen',
  list: {
    documentTitle: 'Meine Aufträge – ChargeValet',
    label: 'Alle Aufträge',
    pickup: 'Abholung {{time}}',
    total: 'Summe {{amount}}',
    open: 'Auftrag {{identity}} anzeigen',
  },
  active: {
    title: 'Aktiver Auftrag',
    documentTitle: 'Aktiver Auftrag – ChargeValet',
    label: 'Aktive Aufträge',
    nextStep: 'Nächster Schritt',
    driver: 'Fahrer: {{name}}',
    show: 'Details anzeigen',
  },
  nextStep: {
    created: 'Wir suchen einen Fahrer für dich',
    assigned: 'Ein Fahrer ist zugewiesen und holt dein Auto um {{time}} ab',
    on_the_way_to_pickup: 'Der Fahrer ist auf dem Weg zu dir',
    on_the_way_to_station: 'Auf dem Weg zur Ladestation',
    charging: 'Wird geladen',
    on_the_way_to_return: 'Auf dem Rückweg zu dir',
    parked: 'Dein Auto wurde geparkt',
  },
  empty: {
    no_active_orders: 'Du hast keine aktiven Aufträge',
    hint: 'Buche eine Ladung, den Rest erledigen wir.',
    placeNewOrder: 'Neuen Auftrag erstellen',
  },
  details: {
    title: 'Auftragsdetails',
    loadingOrder: 'Auftrag {{id}} wird geladen …',
    documentTitle: 'Auftrag {{identity}} – ChargeValet',
    back: 'Zurück zu meinen Aufträgen',
    actionsLabel: 'Aktionen zum Auftrag',
    cancel: 'Auftrag stornieren',
    contact: 'Manager kontaktieren',
    loadFailed: 'Der Auftrag konnte nicht geladen werden.',
  },
  cancel: {
    text: 'Möchtest du den Auftrag {{identity}} wirklich stornieren? Der auf deiner Karte reservierte Betrag wird freigegeben.',
  },
  contact: {
    title: 'Manager kontaktieren',
    intro: 'Dein Ansprechpartner für den Auftrag {{identity}}:',
    name: 'Name',
    phone: 'Telefon',
    email: 'E-Mail',
    call: '{{name}} anrufen: {{phone}}',
    mail: 'E-Mail an {{name}} schreiben: {{email}}',
    noManager: 'Für diesen Auftrag ist noch kein Ansprechpartner benannt. Schreib uns, wir melden uns bei dir.',
    message: 'Deine Nachricht',
    messageHint: 'Wir senden sie per E-Mail mit der Auftragsnummer, höchstens 2000 Zeichen.',
    send: 'Nachricht senden',
    close: 'Schließen',
    sent: 'Nachricht gesendet',
    failed: 'Die Nachricht konnte nicht gesendet werden',
  },
};

export const customerOrdersTexts = { en, de };

registerTranslations(CUSTOMER_ORDERS_NS, customerOrdersTexts);
