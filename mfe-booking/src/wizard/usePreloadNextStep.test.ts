import { renderHook } from '@testing-library/react';
import type { WizardStep } from '@chargevalet/contract/core';

const loadStep = jest.fn((_step: string) => Promise.resolve(() => null));
jest.mock('../steps/loadStep', () => ({ loadStep: (step: string) => loadStep(step) }));

import { usePreloadNextStep } from './usePreloadNextStep';

test("the next step's code starts loading at the first interaction, and follows the step on screen", () => {
  const { rerender, unmount } = renderHook(({ step }: { step: WizardStep }) => usePreloadNextStep(step), { initialProps: { step: 'select-package' } });
  expect(loadStep).not.toHaveBeenCalled();
  window.dispatchEvent(new Event('pointerdown'));
  expect(loadStep).toHaveBeenCalledWith('car-and-order-details');
  rerender({ step: 'time-slots' });
  expect(loadStep).toHaveBeenLastCalledWith('payment-method');
  // the last step has none after it
  loadStep.mockClear();
  rerender({ step: 'payment-method' });
  expect(loadStep).not.toHaveBeenCalled();
  unmount();
});
