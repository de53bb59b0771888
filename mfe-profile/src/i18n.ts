import { registerTranslations } from '@chargevalet/platform';

export const PROFILE_NS = 'profile';

export const profileResources = {
  de: {
    card: { title: 'Mein Konto' },
    screens: {
      orders: { title: 'Meine Aufträge', description: 'Alle deine Aufträge mit Status, Abhol- und Rückgabezeit.' },
      activeOrder: { title: 'Aktiver Auftrag', description: 'Der Auftrag, der gerade läuft, mit Status und Fahrer.' },
      settings: { title: 'Einstellungen', description: 'Persönliche Daten, Rechnungsadresse, Auto, E-Mail und Passwort.' },
      calendar: { title: 'Kalender', description: 'Deine gebuchten Abhol- und Rückgabetermine.' },
      orderDetails: { title: 'Auftragsdetails', description: 'Auftrag {{id}}: Auto, Auftrag, Abholung und Rückgabe, Kundendaten.' },
    },
  },
  en: {
    card: { title: 'My account' },
    screens: {
      orders: { title: 'My orders', description: 'All your orders with status, pickup and return time.' },
      activeOrder: { title: 'Active order', description: 'The order in progress, with its status and driver.' },
      settings: { title: 'Settings', description: 'Personal data, billing address, car, e-mail and password.' },
      calendar: { title: 'Calendar', description: 'Your booked pickup and return times.' },
      orderDetails: { title: 'Order details', description: 'Order {{id}}: car, order, pickup and return, customer details.' },
    },
  },
};

registerTranslations(PROFILE_NS, profileResources);
