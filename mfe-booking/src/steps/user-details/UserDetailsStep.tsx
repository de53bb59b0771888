import { WizardNav } from '../../wizard/WizardNav';

export function UserDetailsStep() {
  return <WizardNav previous="car-and-order-details" nextDisabled />;
}
