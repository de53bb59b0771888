import { act, screen } from '@testing-library/react';
import { mockApi, renderAt, resetAll } from './testing/harness';
import { useWizardStore } from './wizard/wizardStore';

// The first step stands in for any step: how often does it render?
let stepRenders = 0;
jest.mock('./steps/select-package/SelectPackageStep', () => ({
  SelectPackageStep: () => {
    stepRenders += 1;
    return <p>the first step</p>;
  },
}));

beforeEach(() => resetAll('en'));

test("a change of the wizard's data that moves no redirect does not re-render the step (a whole table or form)", async () => {
  mockApi();
  renderAt('/book-a-service/select-package');
  expect(await screen.findByText('the first step')).toBeInTheDocument();
  const before = stepRenders;
  act(() => useWizardStore.getState().setCarDraft({ license_plate: 'D-CV 1' }));
  act(() => useWizardStore.getState().setStep(2));
  expect(stepRenders).toBe(before);
});
