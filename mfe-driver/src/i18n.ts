import { registerTranslations } from '@chargevalet/platform';

export const DRIVER_NS = 'driver';

export const driverResources = {
  de: {
    area: { title: 'Fahrer', subtitle: 'Dein aktiver Auftrag und seine Status', navLabel: 'Fahrerbereich' },
    screens: {
      activeOrder: { title: 'Aktiver Auftrag', description: 'Der Auftrag, den du gerade fährst, und sein nächster Status.' },
      orderDetails: { title: 'Auftrag', description: 'Auftrag {{id}}: Abholung, Ladestation und Rückgabe.' },
    },
  },
  en: {
    area: { title: 'Driver', subtitle: 'Your active order and its status', navLabel: 'Driver area' },
    screens: {
      activeOrder: { title: 'Active order', description: 'The order you are driving now and its next status.' },
      orderDetails: { title: 'Order', description: 'Order {{id}}: pickup, charging station and return.' },
    },
  },
};

registerTranslations(DRIVER_NS, driverResources);
