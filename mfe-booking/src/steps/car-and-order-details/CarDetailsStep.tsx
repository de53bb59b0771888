import { WizardNav } from '../../wizard/WizardNav';

export function CarDetailsStep() {
  return <WizardNav previous="select-package" nextDisabled />;
}
