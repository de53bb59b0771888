import { WizardNav } from '../../wizard/WizardNav';

/** Placeholder until issue 5 lands (owned by the steps 4/5 engineer): keeps the route table and build green. */
export function PaymentMethodStep() {
  return <WizardNav previous="time-slots" nextDisabled />;
}
