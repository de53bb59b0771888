import { registerTranslations } from '@chargevalet/platform';
import { SHELL_NS } from '../i18n';

export { SHELL_NS };

/** Texts of order tracking (namespace "shell"): they load with its pages' chunks, not with every page. German is the master; English mirrors its keys. */
const de = {
  track: {
    documentTitle: 'Auftrag verfolgen – ChargeValet',
    title: 'Auftrag verfolgen',
    subtitle: 'Gib deine Auftragsnummer und das Kennzeichen deines Autos oder die E-Mail-Adresse aus der Buchung ein.',
    orderNumber: 'Auftragsnummer',
    orderNumberHelp: 'Du findest sie in deiner Buchungsbestätigung.',
    contact: 'Kennzeichen oder E-Mail-Adresse',
    contactHelp: 'Zum Beispiel D CV 1234 oder name@beispiel.de',
    submit: 'Auftrag suchen',
    submitting: 'Wird gesucht …',
    notFound: 'Wir konnten keinen Auftrag mit diesen Angaben finden. Bitte prüfe Auftragsnummer und Kennzeichen bzw. E-Mail-Adresse.',
    failed: 'Die Suche ist fehlgeschlagen. Bitte versuche es später noch einmal.',
    orderNumberRequired: 'Bitte gib deine Auftragsnummer ein',
    orderNumberInvalid: 'Die Auftragsnummer darf nur Buchstaben, Ziffern und Bindestriche enthalten (höchstens 32 Zeichen)',
    contactRequired: 'Bitte gib das Kennzeichen oder die E-Mail-Adresse ein',
    contactInvalid: 'Bitte gib ein gültiges Kennzeichen (3–15 Zeichen) oder eine gültige E-Mail-Adresse ein',
    resultTitle: 'Auftrag {{identity}}',
    resultStatus: 'Status',
    resultPickup: 'Abholung',
    resultReturn: 'Rückgabe',
    live: 'Wird live aktualisiert',
    nextStep: 'Als Nächstes',
    arrival: 'Ankunft',
    carSeen: 'Auto zuletzt gesehen um',
    driverSeen: 'Fahrer zuletzt gesehen um',
    linkDocumentTitle: 'Deine Bestellung live – ChargeValet',
    linkTitle: 'Deine Bestellung live',
    linkSubtitle: 'Diese Seite zeigt den Stand deiner Bestellung und aktualisiert sich von selbst.',
    linkLoading: 'Bestellung wird geladen …',
    linkGone: 'Dieser Link ist abgelaufen oder wurde widerrufen. Du kannst deine Bestellung mit Auftragsnummer und Kennzeichen oder E-Mail-Adresse suchen.',
    linkFailed: 'Die Bestellung konnte nicht geladen werden. Bitte versuche es später noch einmal.',
    linkSearch: 'Auftrag suchen',
  },
};

const en: typeof de = {
  track: {
    documentTitle: 'Track your order – ChargeValet',
    title: 'Track your order',
    subtitle: 'Enter your order number and your car’s licence plate or the e-mail address you booked with.',
    orderNumber: 'Order number',
    orderNumberHelp: 'You will find it in your booking confirmation.',
    contact: 'Licence plate or e-mail address',
    contactHelp: 'For example D CV 1234 or name@example.com',
    submit: 'Find order',
    submitting: 'Searching …',
    notFound: 'We could not find an order with these details. Please check the order number and the licence plate or e-mail address.',
    failed: 'The search failed. Please try again later.',
    orderNumberRequired: 'Please enter your order number',
    orderNumberInvalid: 'The order number may only contain letters, digits and hyphens (32 characters at most)',
    contactRequired: 'Please enter the licence plate or the e-mail address',
    contactInvalid: 'Please enter a valid licence plate (3–15 characters) or a valid e-mail address',
    resultTitle: 'Order {{identity}}',
    resultStatus: 'Status',
    resultPickup: 'Pickup',
    resultReturn: 'Return',
    live: 'Updates live',
    nextStep: 'Next step',
    arrival: 'Arrival',
    carSeen: 'Car last seen at',
    driverSeen: 'Driver last seen at',
    linkDocumentTitle: 'Your order live – ChargeValet',
    linkTitle: 'Your order live',
    linkSubtitle: 'This page shows where your order stands and updates by itself.',
    linkLoading: 'Loading your order …',
    linkGone: 'This link has expired or was revoked. You can look your order up with its number and the licence plate or e-mail address.',
    linkFailed: 'The order could not be loaded. Please try again later.',
    linkSearch: 'Track your order',
  },
};

registerTranslations(SHELL_NS, { de, en });
