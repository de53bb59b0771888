import { registerTranslations } from '@chargevalet/platform';

export const BOOKING_NS = 'booking';

export const bookingResources = {
  en: {
    area: { title: 'Book a service', subtitle: 'Your charging service in five steps', stepsLabel: 'Booking steps' },
    stepState: { passed: 'completed', active: 'current step', next: 'upcoming' },
    stepOf: 'Step {{current}} of {{total}}',
    steps: {
      'select-package': { title: 'Select package', description: 'Compare the packages and choose the one that suits you.' },
      'car-and-order-details': { title: 'Car and order details', description: 'Your car, the charging level, the return type and the pickup and return addresses.' },
      'user-details': { title: 'Your details', description: 'Name, contact details and billing address.' },
      'time-slots': { title: 'Time slots', description: 'Choose when we pick up your car and when we bring it back.' },
      'payment-method': { title: 'Payment method', description: 'Choose how you pay and submit your order.' },
    },
  },
  de: {
    area: { title: 'Service buchen', subtitle: 'In fünf Schritten zu deinem Ladeservice', stepsLabel: 'Buchungsschritte' },
    stepState: { passed: 'erledigt', active: 'aktueller Schritt', next: 'folgt' },
    stepOf: 'Schritt {{current}} von {{total}}',
    steps: {
      'select-package': { title: 'Paket wählen', description: 'Vergleiche die Pakete und wähle das passende aus.' },
      'car-and-order-details': { title: 'Auto und Auftrag', description: 'Dein Auto, der Ladestand, die Rückgabeart sowie Abhol- und Rückgabeadresse.' },
      'user-details': { title: 'Deine Daten', description: 'Name, Kontaktdaten und Rechnungsadresse.' },
      'time-slots': { title: 'Zeitfenster', description: 'Wähle, wann wir dein Auto abholen und wann wir es zurückbringen.' },
      'payment-method': { title: 'Zahlungsart', description: 'Wähle, wie du bezahlst, und sende deinen Auftrag ab.' },
    },
  },
};

registerTranslations(BOOKING_NS, bookingResources);
