import { startTransition, useCallback, useState } from 'react';
import { usePreloadAfterFirstInteraction } from '@chargevalet/platform';
import { WIZARD_STEPS, type WizardStep } from '@chargevalet/contract/core';
import { loadStep, type LaterStep } from '../steps/loadStep';

/**
 * The code of the step after `step` starts loading at the visitor's first interaction, so "Next" rarely waits for it
 * on a slow phone, while a visit that only looks loads none of it (issue 29). At once, not when idle: the first
 * interaction is often the cookie banner, and "Next" may follow within a second. (A step loads its form's rules when
 * it shows.) Returns that next step once its code is there (null before): the wizard renders it ahead, hidden.
 */
export function usePreloadNextStep(step: WizardStep): LaterStep | null {
  const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] as LaterStep | undefined;
  const [loaded, setLoaded] = useState<LaterStep | null>(null);
  usePreloadAfterFirstInteraction(
    useCallback(
      () =>
        next
          ? loadStep(next).then(() => {
              // A transition: the wizard's render that starts the hidden step is sliced, never one long task.
              startTransition(() => setLoaded(next));
            })
          : undefined,
      [next],
    ),
    { idle: false },
  );
  return next !== undefined && loaded === next ? next : null;
}
