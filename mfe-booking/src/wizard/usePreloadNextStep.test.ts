import { renderHook, waitFor } from '@testing-library/react';
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

test('returns the next step once its code is there (the wizard renders it ahead), none for the last step', async () => {
  const { result, rerender, unmount } = renderHook(({ step }: { step: WizardStep }) => usePreloadNextStep(step), { initialProps: { step: 'car-and-order-details' } });
  window.dispatchEvent(new Event('pointerdown'));
  await waitFor(() => expect(result.current).toBe('user-details'));
  rerender({ step: 'payment-method' });
  expect(result.current).toBeNull();
  unmount();
});
