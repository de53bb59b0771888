import { registerTranslations } from '@chargevalet/platform';

/** Texts of "Plan the day" in the manager's calendar (issue 36). */
export const DAY_PLAN_NS = 'managerDayPlan';

export const dayPlanTexts = {
  en: {
    open: 'Plan the day',
    title: 'Plan the day',
    day: 'Day',
    includeAssigned: 'Also plan assigned orders whose driver has not started again',
    empty: 'No order picked up on this day is waiting for a driver.',
    summary: 'Empty kilometres: {{total}} km with the plan, {{baseline}} km choosing the nearest free driver each time.',
    saving: 'The plan saves {{km}} km ({{percent}} %).',
    noSaving: 'The plan drives as far as choosing the nearest free driver each time.',
    estimated: 'Kilometres are estimated: the straight line between the addresses times a road factor.',
    drivers: 'Plan per driver',
    driverKm: '{{km}} km empty',
    kind: { pickup: 'Pickup', return: 'Return' },
    job: '{{time}} · {{kind}} · {{identity}}',
    route: '{{from}} → {{to}}',
    booked: 'booked already',
    unassignedTitle: 'Not in the plan',
    reason: {
      no_driver_free: 'every driver is blocked or booked at one of its times',
      drivers_taken: 'the free drivers drive other orders of the plan then',
    },
    apply: 'Apply plan',
    discard: 'Discard',
    applied_one: 'Plan applied: {{count}} order assigned',
    applied_other: 'Plan applied: {{count}} orders assigned',
    appliedNothing: 'Plan applied: every order keeps its driver',
    failed: 'Plan not applied',
    oops: 'Oops, something went wrong. Please try again',
  },
  de: {
    open: 'Tag planen',
    title: 'Tag planen',
    day: 'Tag',
    includeAssigned: 'Auch zugewiesene Aufträge neu planen, deren Fahrer noch nicht losgefahren ist',
    empty: 'An diesem Tag wartet kein abzuholender Auftrag auf einen Fahrer.',
    summary: 'Leerkilometer: {{total}} km mit dem Plan, {{baseline}} km, wenn jedes Mal der nächste freie Fahrer fährt.',
    saving: 'Der Plan spart {{km}} km ({{percent}} %).',
    noSaving: 'Der Plan fährt so weit, wie wenn jedes Mal der nächste freie Fahrer fährt.',
    estimated: 'Die Kilometer sind geschätzt: die Luftlinie zwischen den Adressen mal einem Straßenfaktor.',
    drivers: 'Plan je Fahrer',
    driverKm: '{{km}} km leer',
    kind: { pickup: 'Abholung', return: 'Rückgabe' },
    job: '{{time}} · {{kind}} · {{identity}}',
    route: '{{from}} → {{to}}',
    booked: 'schon gebucht',
    unassignedTitle: 'Nicht im Plan',
    reason: {
      no_driver_free: 'jeder Fahrer ist zu einer seiner Zeiten gesperrt oder gebucht',
      drivers_taken: 'die freien Fahrer fahren dann andere Aufträge des Plans',
    },
    apply: 'Plan übernehmen',
    discard: 'Verwerfen',
    applied_one: 'Plan übernommen: {{count}} Auftrag zugewiesen',
    applied_other: 'Plan übernommen: {{count}} Aufträge zugewiesen',
    appliedNothing: 'Plan übernommen: jeder Auftrag behält seinen Fahrer',
    failed: 'Plan nicht übernommen',
    oops: 'Hoppla, da ist etwas schiefgelaufen. Bitte versuche es noch einmal',
  },
};

registerTranslations(DAY_PLAN_NS, dayPlanTexts);
