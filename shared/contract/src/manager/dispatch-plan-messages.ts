/**
 * Messages of the day plan (issue 36), spread into `validationMessages` (namespace "validation") so the browser and
 * the API translate them like every other key.
 */
export const dispatchPlanMessages = {
  en: {
    planDateInvalid: 'Please choose a valid day',
    planEmpty: 'The plan assigns no order',
    planDuplicateOrder: 'The plan assigns an order twice',
    planStale: 'Orders or drivers changed since the plan was made: plan again',
    planIncludeAssignedInvalid: 'Please say whether assigned orders are planned again',
  },
  de: {
    planDateInvalid: 'Bitte wähle einen gültigen Tag',
    planEmpty: 'Der Plan weist keinen Auftrag zu',
    planDuplicateOrder: 'Der Plan weist einen Auftrag doppelt zu',
    planStale: 'Aufträge oder Fahrer haben sich seit dem Plan geändert: bitte neu planen',
    planIncludeAssignedInvalid: 'Bitte gib an, ob zugewiesene Aufträge neu geplant werden',
  },
} as const;
