import { registerTranslations } from '../i18n';
import { ORDERS_NS } from './core';

// The calendar feed card's texts (ORDERS_NS, calendarFeed.*): they come with the card, on the calendar pages only.
registerTranslations(ORDERS_NS, {
  en: {
    calendarFeed: {
      title: 'Subscribe in your calendar app',
      text: {
        customer: 'Your calendar app can show your pickups and returns and keep them up to date. The address is personal: whoever has it sees your appointments.',
        driver: 'Your calendar app can show your assigned pickups and returns and keep them up to date. The address is personal: whoever has it sees your assignments.',
      },
      address: 'Calendar address',
      subscribe: 'Open in calendar app',
      copy: 'Copy address',
      copied: 'Address copied',
      copyFailed: 'The address could not be copied: select it in the field and copy it yourself.',
      renew: 'New address',
      renewText: 'Made a new address: the old one no longer works.',
      failed: 'The calendar address could not be loaded.',
    },
  },
  de: {
    calendarFeed: {
      title: 'In deiner Kalender-App abonnieren',
      text: {
        customer: 'Deine Kalender-App kann deine Abholungen und Rückgaben anzeigen und aktuell halten. Die Adresse ist persönlich: Wer sie hat, sieht deine Termine.',
        driver: 'Deine Kalender-App kann deine zugewiesenen Abholungen und Rückgaben anzeigen und aktuell halten. Die Adresse ist persönlich: Wer sie hat, sieht deine Einsätze.',
      },
      address: 'Kalenderadresse',
      subscribe: 'In Kalender-App öffnen',
      copy: 'Adresse kopieren',
      copied: 'Adresse kopiert',
      copyFailed: 'Die Adresse konnte nicht kopiert werden: Markiere sie im Feld und kopiere sie selbst.',
      renew: 'Neue Adresse',
      renewText: 'Neue Adresse erstellt: Die alte funktioniert nicht mehr.',
      failed: 'Die Kalenderadresse konnte nicht geladen werden.',
    },
  },
});
