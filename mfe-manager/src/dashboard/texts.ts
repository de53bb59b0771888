import { registerTranslations } from '@chargevalet/platform';

/** Texts of the dashboard's numbers of the business (the charts, loaded on /dashboard only). */
export const STATS_NS = 'managerStats';

export const statsTexts = {
  en: {
    title: 'The numbers of the business',
    period: '{{from}} to {{to}}',
    ordersPerDay: 'Orders per day',
    revenuePerWeek: 'Revenue per week (last 8 weeks)',
    utilisation: 'Driver utilisation per day (booked ÷ available slots)',
    day: 'Day',
    week: 'Week from',
    orders: 'Orders',
    revenue: 'Revenue',
    utilisationValue: 'Utilisation',
    utilisationText: '{{percent}} ({{booked}} of {{available}})',
    showTable: 'Show as table',
    averageRating: 'Average rating',
    noRatings: 'Not recorded yet',
    freeShare: 'Free orders',
    discountedShare: 'Discounted orders',
    shareText: '{{percent}} ({{count}} of {{total}})',
    none: '–',
    loadFailed: 'The numbers could not be loaded.',
  },
  de: {
    title: 'Die Zahlen des Geschäfts',
    period: '{{from}} bis {{to}}',
    ordersPerDay: 'Aufträge pro Tag',
    revenuePerWeek: 'Umsatz pro Woche (letzte 8 Wochen)',
    utilisation: 'Auslastung der Fahrer pro Tag (gebuchte ÷ verfügbare Slots)',
    day: 'Tag',
    week: 'Woche ab',
    orders: 'Aufträge',
    revenue: 'Umsatz',
    utilisationValue: 'Auslastung',
    utilisationText: '{{percent}} ({{booked}} von {{available}})',
    showTable: 'Als Tabelle anzeigen',
    averageRating: 'Durchschnittliche Bewertung',
    noRatings: 'Noch nicht erfasst',
    freeShare: 'Kostenlose Aufträge',
    discountedShare: 'Rabattierte Aufträge',
    shareText: '{{percent}} ({{count}} von {{total}})',
    none: '–',
    loadFailed: 'Die Zahlen konnten nicht geladen werden.',
  },
};

registerTranslations(STATS_NS, statsTexts);
