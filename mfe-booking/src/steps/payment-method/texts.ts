import { registerTranslations } from '@chargevalet/platform';
import { BOOKING_NS } from '../../i18n';

/** Texts of step 5 (added to the booking namespace under `payment`). */
export const paymentTexts = {
  en: {
    payment: {
      methods: { legend: 'Payment method', card: 'Credit or debit card', cardHint: 'Visa, Mastercard, American Express. We reserve the estimated total now and charge the actual costs after the service.', free: 'No payment needed', freeHint: 'Your order is free: nothing is charged.' },
      total: 'Estimated total',
      consents: {
        legend: 'Your account and consents',
        createAccount: 'Create a customer account for me (you get an e-mail to set your password)',
        acceptTerms: 'I have read and accept the <terms>terms and conditions</terms>',
        marketing: 'Send me news and offers by e-mail (you can unsubscribe at any time)',
        marketingLegend: 'News and offers',
      },
      submit: 'Submit order',
      continue: 'Continue to payment',
      duplicate: {
        title: 'An account already exists for this {{value}}',
        text: 'Please provide another {{value}} or Log In if you already have an account',
        inline: 'An account already exists for this {{value}}. Please provide another {{value}} or <login>log in</login> if you already have an account.',
        email: 'e-mail address',
        phone: 'phone number',
        change: 'Change my details',
      },
      logInLink: 'log in',
      error: 'Error',
      oops: 'Oops, something went wrong. Please try again.',
      loggedInAs: 'You order as {{name}} ({{email}}).',
    },
    login: {
      title: 'Log in',
      text: 'Log in to place the order with your account. Your booking details are kept.',
      email: 'E-mail',
      password: 'Password',
      submit: 'Log in',
      cancel: 'Cancel',
      forgot: 'Forgot password?',
      success: 'You are logged in',
      close: 'Close',
    },
  },
  de: {
    payment: {
      methods: { legend: 'Zahlungsart', card: 'Kredit- oder Debitkarte', cardHint: 'Visa, Mastercard, American Express. Wir reservieren jetzt den geschätzten Betrag und belasten nach dem Service die tatsächlichen Kosten.', free: 'Keine Zahlung nötig', freeHint: 'Dein Auftrag ist kostenlos: Es wird nichts belastet.' },
      total: 'Geschätzter Gesamtbetrag',
      consents: {
        legend: 'Dein Konto und Einwilligungen',
        createAccount: 'Ein Kundenkonto für mich anlegen (du bekommst eine E-Mail, um dein Passwort festzulegen)',
        acceptTerms: 'Ich habe die <terms>Allgemeinen Geschäftsbedingungen</terms> gelesen und akzeptiere sie',
        marketing: 'Schickt mir Neuigkeiten und Angebote per E-Mail (jederzeit abbestellbar)',
        marketingLegend: 'Neuigkeiten und Angebote',
      },
      submit: 'Auftrag absenden',
      continue: 'Weiter zur Zahlung',
      duplicate: {
        title: 'Für diese {{value}} gibt es bereits ein Konto',
        text: 'Bitte gib eine andere {{value}} an oder melde dich an, wenn du bereits ein Konto hast',
        inline: 'Für diese {{value}} gibt es bereits ein Konto. Bitte gib eine andere {{value}} an oder <login>melde dich an</login>, wenn du bereits ein Konto hast.',
        email: 'E-Mail-Adresse',
        phone: 'Telefonnummer',
        change: 'Meine Daten ändern',
      },
      logInLink: 'melde dich an',
      error: 'Fehler',
      oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es erneut.',
      loggedInAs: 'Du bestellst als {{name}} ({{email}}).',
    },
    login: {
      title: 'Anmelden',
      text: 'Melde dich an, um den Auftrag mit deinem Konto aufzugeben. Deine Buchungsdaten bleiben erhalten.',
      email: 'E-Mail',
      password: 'Passwort',
      submit: 'Anmelden',
      cancel: 'Abbrechen',
      forgot: 'Passwort vergessen?',
      success: 'Du bist angemeldet',
      close: 'Schließen',
    },
  },
};

registerTranslations(BOOKING_NS, paymentTexts);
