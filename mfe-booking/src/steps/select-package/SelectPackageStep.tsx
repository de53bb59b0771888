import { WizardNav } from '../../wizard/WizardNav';

export function SelectPackageStep() {
  return <WizardNav nextDisabled />;
}
