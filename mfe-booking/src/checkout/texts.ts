import { registerTranslations } from '@chargevalet/platform';
import { BOOKING_NS } from '../i18n';

/** Texts of the checkout's completion and the result view (booking namespace, key `checkout`; the dialogs' are the platform's). */
export const checkoutTexts = {
  en: {
    checkout: {
      completing: 'Confirming your payment…',
      completeFailed: 'Your payment could not be confirmed.',
      retry: 'Try again',
      result: {
        created: { title: 'Thank you! Your order is placed', text: 'We have sent the confirmation with a calendar entry to {{email}}.' },
        cancelled: { title: 'Your order was cancelled', text: 'The payment did not go through, so the order was cancelled and its time slot released.' },
        pending_payment: { title: 'Your payment is being processed', text: 'We will e-mail you as soon as it is confirmed.' },
        other: { title: 'Order status: {{state}}', text: '' },
        orderNumber: 'Order number',
        state: 'Status',
        pickup: 'Pickup',
        return: 'Return',
        returnAsap: 'As soon as the car is ready',
        pickupAddress: 'Pickup address',
        total: 'Estimated total',
        free: 'Free',
        nextTitle: 'What happens next',
        next: {
          mail: 'You receive the order confirmation by e-mail with calendar entries for pickup and return.',
          driver: 'We assign a driver; you can follow every step of your order.',
          pickup: 'At the pickup time the driver collects your car, charges it and brings it back.',
          pay: 'After the service we charge the actual costs to the reserved card.',
          account: 'We have sent you an e-mail to set the password of your new account.',
        },
        track: 'Track my order',
        myOrders: 'My orders',
        again: 'Book another service',
        tryAgain: 'Try again',
        unknown: 'Your order has the status “{{state}}”.',
      },
      error: 'Error',
      oops: 'Oops, something went wrong. Please try again.',
      logInLink: 'log in',
      backToPayment: 'Back to payment',
    },
  },
  de: {
    checkout: {
      completing: 'Wir bestätigen deine Zahlung …',
      completeFailed: 'Deine Zahlung konnte nicht bestätigt werden.',
      retry: 'Erneut versuchen',
      result: {
        created: { title: 'Danke! Dein Auftrag ist eingegangen', text: 'Wir haben die Bestätigung mit Kalendereintrag an {{email}} geschickt.' },
        cancelled: { title: 'Dein Auftrag wurde storniert', text: 'Die Zahlung ist nicht durchgegangen. Der Auftrag wurde storniert und das Zeitfenster freigegeben.' },
        pending_payment: { title: 'Deine Zahlung wird bearbeitet', text: 'Wir schreiben dir eine E-Mail, sobald sie bestätigt ist.' },
        other: { title: 'Auftragsstatus: {{state}}', text: '' },
        orderNumber: 'Auftragsnummer',
        state: 'Status',
        pickup: 'Abholung',
        return: 'Rückgabe',
        returnAsap: 'Sobald das Auto fertig ist',
        pickupAddress: 'Abholadresse',
        total: 'Geschätzter Gesamtbetrag',
        free: 'Kostenlos',
        nextTitle: 'So geht es weiter',
        next: {
          mail: 'Du bekommst die Auftragsbestätigung per E-Mail mit Kalendereinträgen für Abholung und Rückgabe.',
          driver: 'Wir teilen einen Fahrer ein; du kannst jeden Schritt deines Auftrags verfolgen.',
          pickup: 'Zur Abholzeit holt der Fahrer dein Auto ab, lädt es und bringt es zurück.',
          pay: 'Nach dem Service belasten wir die reservierte Karte mit den tatsächlichen Kosten.',
          account: 'Wir haben dir eine E-Mail geschickt, mit der du das Passwort deines neuen Kontos festlegst.',
        },
        track: 'Auftrag verfolgen',
        myOrders: 'Meine Aufträge',
        again: 'Weiteren Service buchen',
        tryAgain: 'Erneut versuchen',
        unknown: 'Dein Auftrag hat den Status „{{state}}“.',
      },
      error: 'Fehler',
      oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es erneut.',
      logInLink: 'melde dich an',
      backToPayment: 'Zurück zur Zahlung',
    },
  },
};

registerTranslations(BOOKING_NS, checkoutTexts);
