import { act, renderHook } from '@testing-library/react';

const loadStep = jest.fn((_step: string) => Promise.resolve(() => null));
jest.mock('../steps/loadStep', () => ({ loadStep: (step: string) => loadStep(step) }));

import { usePreloadNextStep } from './usePreloadNextStep';
import { useWizardStore } from './wizardStore';

test("the next step's code starts loading at the first interaction, and follows the step on screen", () => {
  act(() => useWizardStore.getState().setStep(0));
  const { unmount } = renderHook(() => usePreloadNextStep());
  expect(loadStep).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  expect(loadStep).toHaveBeenCalledWith('car-and-order-details');
  act(() => useWizardStore.getState().setStep(3));
  expect(loadStep).toHaveBeenLastCalledWith('payment-method');
  // the last step has none after it
  loadStep.mockClear();
  act(() => useWizardStore.getState().setStep(4));
  expect(loadStep).not.toHaveBeenCalled();
  unmount();
});
