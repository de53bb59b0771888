import { registerTranslations } from '@chargevalet/platform';

/** Texts of the customer's calendar (issue 31). */
export const CUSTOMER_CALENDAR_NS = 'customerCalendar';

const en = {
  title: 'Calendar',
  documentTitle: 'Calendar – ChargeValet',
  description: 'Your booked pickup and return times, week by week.',
  week: 'Week of {{from}} to {{to}}',
  previous: 'Previous week',
  next: 'Next week',
  thisWeek: 'This week',
  empty: 'No pickups or returns this week.',
  pickup: 'Pickup',
  return: 'Return',
  expected: 'expected (as soon as the car is ready)',
  open: 'Order {{identity}}',
  loading: 'Loading …',
  loadFailed: 'Your calendar could not be loaded.',
  retry: 'Try again',
};

const de: typeof en = {
  title: 'Kalender',
  documentTitle: 'Kalender – ChargeValet',
  description: 'Deine gebuchten Abhol- und Rückgabetermine, Woche für Woche.',
  week: 'Woche vom {{from}} bis {{to}}',
  previous: 'Vorige Woche',
  next: 'Nächste Woche',
  thisWeek: 'Diese Woche',
  empty: 'Keine Abholungen oder Rückgaben in dieser Woche.',
  pickup: 'Abholung',
  return: 'Rückgabe',
  expected: 'voraussichtlich (sobald das Auto fertig ist)',
  open: 'Auftrag {{identity}}',
  loading: 'Wird geladen …',
  loadFailed: 'Dein Kalender konnte nicht geladen werden.',
  retry: 'Erneut versuchen',
};

registerTranslations(CUSTOMER_CALENDAR_NS, { de, en });
