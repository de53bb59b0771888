import { useEffect } from 'react';
import { useAuth } from '@chargevalet/platform';
import { useWizardStore } from './wizardStore';

/** SPEC §4: logging out clears the discount code (an authenticated session that becomes anonymous). */
export function useClearDiscountOnLogout(): void {
  useEffect(
    () =>
      useAuth.subscribe((state, previous) => {
        if (previous.status === 'authenticated' && state.status !== 'authenticated') useWizardStore.getState().clearDiscount();
      }),
    [],
  );
}
