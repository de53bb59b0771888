import { registerTranslations } from '@chargevalet/platform';

export const MANAGER_NS = 'manager';

export const managerResources = {
  de: {
    screens: {
      dashboard: { title: 'Dashboard' },
      orders: { title: 'Aufträge' },
      orderEdit: { title: 'Auftrag bearbeiten', description: 'Auftrag {{id}}: Auto, Auftrag, Abholung und Rückgabe, Kosten.' },
      calendar: { title: 'Kalender', description: 'Zeitfenster je Fahrer und Tag: sperren, freigeben, Aufträge zuweisen.' },
      drivers: { title: 'Fahrer', description: 'Alle Fahrer mit Kontaktdaten.' },
      driverDetails: { title: 'Fahrerdetails', description: 'Fahrer {{id}}.' },
      driverEdit: { title: 'Fahrer bearbeiten', description: 'Fahrer {{id}}.' },
      activeOrders: { title: 'Aktive Aufträge' },
    },
  },
  en: {
    screens: {
      dashboard: { title: 'Dashboard' },
      orders: { title: 'Orders' },
      orderEdit: { title: 'Edit order', description: 'Order {{id}}: car, order, pickup and return, costs.' },
      calendar: { title: 'Calendar', description: 'Time slots per driver and day: block, unblock, assign orders.' },
      drivers: { title: 'Drivers', description: 'All drivers with their contact details.' },
      driverDetails: { title: 'Driver details', description: 'Driver {{id}}.' },
      driverEdit: { title: 'Edit driver', description: 'Driver {{id}}.' },
      activeOrders: { title: 'Active orders' },
    },
  },
};

registerTranslations(MANAGER_NS, managerResources);
