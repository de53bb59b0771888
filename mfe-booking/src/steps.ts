/** The wizard's steps in order (SPEC §2); the path is /book-a-service/{step}. */
export const BOOKING_STEPS = ['select-package', 'car-and-order-details', 'user-details', 'time-slots', 'payment-method'] as const;
export type BookingStep = (typeof BOOKING_STEPS)[number];

export type StepState = 'passed' | 'active' | 'next';
export function stepState(step: BookingStep, active: BookingStep): StepState {
  const a = BOOKING_STEPS.indexOf(active);
  const s = BOOKING_STEPS.indexOf(step);
  return s < a ? 'passed' : s === a ? 'active' : 'next';
}
