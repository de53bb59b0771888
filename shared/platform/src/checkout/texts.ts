import { registerTranslations } from '../i18n';

/** Namespace of the payment provider's checkout dialogs, shared by booking and the open amount of an order. */
export const CHECKOUT_NS = 'checkout';

export const checkoutTexts = {
  en: {
    sandbox: {
      title: 'Card payment',
      testMode: 'Test mode',
      testModeText: 'No real money is moved. Use 4242 4242 4242 4242 (succeeds) or 4000 0000 0000 0002 (declined), any future expiry date and any CVC.',
      amount: { reserve: 'Amount to reserve', pay: 'Amount to pay' },
      order: 'Order {{identity}}',
      cardNumber: 'Card number',
      expiry: 'Expiry (MM/YY)',
      cvc: 'CVC',
      pay: 'Pay {{amount}}',
      cancel: 'Cancel',
      close: 'Close',
      invalidCard: 'Please enter a valid card number',
      invalidExpiry: 'Please enter the expiry as MM/YY',
      expiryPlaceholder: 'MM/YY',
      expired: 'This card has expired',
      invalidCvc: 'Please enter the 3 or 4 digit CVC',
      oops: 'Oops, something went wrong. Please try again.',
    },
    stripe: { title: 'Card payment', loading: 'Loading the secure payment form…', failed: 'The payment form could not be loaded.', close: 'Close' },
  },
  de: {
    sandbox: {
      title: 'Kartenzahlung',
      testMode: 'Testmodus',
      testModeText: 'Es wird kein echtes Geld bewegt. Verwende 4242 4242 4242 4242 (erfolgreich) oder 4000 0000 0000 0002 (abgelehnt), ein beliebiges zukünftiges Ablaufdatum und eine beliebige Prüfnummer.',
      amount: { reserve: 'Zu reservierender Betrag', pay: 'Zu zahlender Betrag' },
      order: 'Auftrag {{identity}}',
      cardNumber: 'Kartennummer',
      expiry: 'Gültig bis (MM/JJ)',
      cvc: 'Prüfnummer (CVC)',
      pay: '{{amount}} bezahlen',
      cancel: 'Abbrechen',
      close: 'Schließen',
      invalidCard: 'Bitte gib eine gültige Kartennummer ein',
      invalidExpiry: 'Bitte gib das Ablaufdatum als MM/JJ ein',
      expiryPlaceholder: 'MM/JJ',
      expired: 'Diese Karte ist abgelaufen',
      invalidCvc: 'Bitte gib die 3- oder 4-stellige Prüfnummer ein',
      oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es erneut.',
    },
    stripe: { title: 'Kartenzahlung', loading: 'Das sichere Zahlungsformular wird geladen …', failed: 'Das Zahlungsformular konnte nicht geladen werden.', close: 'Schließen' },
  },
};

registerTranslations(CHECKOUT_NS, checkoutTexts);
