/** SPEC §2 wizard steps, in order; the step number (0-4) is the index. Paths under /book-a-service/. */
export const WIZARD_STEPS = ['select-package', 'car-and-order-details', 'user-details', 'time-slots', 'payment-method'] as const;
export type WizardStep = (typeof WIZARD_STEPS)[number];
export const BOOKING_BASE_PATH = '/book-a-service';
export const wizardStepPath = (step: WizardStep): string => `${BOOKING_BASE_PATH}/${step}`;

/** Where the booking wizard keeps its data in the browser (localStorage, SPEC §2 "Saved in the browser"). */
export const WIZARD_STORAGE_KEY = 'chargevalet.booking.wizard';
/**
 * A window event any app may dispatch to empty the wizard ("Place new order" in the customer's area): the booking
 * remote's store resets itself when it is loaded, and the stored data is removed either way.
 */
export const WIZARD_RESET_EVENT = 'chargevalet:booking-wizard-reset';

/**
 * The step that owns a field of the order request, so a refused submit can redirect there (SPEC §5
 * "re-validated … redirect to those steps"). Field paths are dotted, as in 422 `errors`.
 */
export function wizardStepOfField(field: string): WizardStep {
  const root = field.split('.')[0] ?? '';
  if (root === 'package_id') return 'select-package';
  if (root === 'user') return 'user-details';
  if (root === 'pickup_time_slot' || root === 'return_time_slot') return 'time-slots';
  if (root === 'payment_method' || root === 'create_account' || root === 'accept_terms' || root === 'sessionID') return 'payment-method';
  return 'car-and-order-details';
}

/** The earliest step among refused fields: where the wizard sends the customer first. */
export function firstStepOf(fields: readonly string[]): WizardStep | null {
  let first: number | null = null;
  for (const field of fields) {
    const index = WIZARD_STEPS.indexOf(wizardStepOfField(field));
    if (first === null || index < first) first = index;
  }
  return first === null ? null : WIZARD_STEPS[first]!;
}
