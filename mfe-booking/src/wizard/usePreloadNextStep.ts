import { useCallback } from 'react';
import { usePreloadAfterFirstInteraction } from '@chargevalet/platform';
import { WIZARD_STEPS, type WizardStep } from '@chargevalet/contract/core';
import { loadStep, type LaterStep } from '../steps/loadStep';

/**
 * The code of the step after `step` starts loading at the visitor's first interaction, so "Next" rarely waits for it
 * on a slow phone, while a visit that only looks loads none of it (issue 29). At once, not when idle: the first
 * interaction is often the cookie banner, and "Next" may follow within a second. (A step loads its form's rules when
 * it shows.)
 */
export function usePreloadNextStep(step: WizardStep): void {
  const next = WIZARD_STEPS[WIZARD_STEPS.indexOf(step) + 1] as LaterStep | undefined;
  usePreloadAfterFirstInteraction(
    useCallback(() => (next ? loadStep(next) : undefined), [next]),
    { idle: false },
  );
}
