import { useEffect } from 'react';

/**
 * The full contract — its schemas, with zod — on demand, for a form on screen. Pages load the zod-free
 * `@chargevalet/contract/core` only (issue 29); a form that checks its input before sending awaits this in its
 * submit, and `usePreloadContractRules` starts the download as soon as the form shows, so the submit rarely waits.
 */
export const contractRules = () => import('@chargevalet/contract');

export function usePreloadContractRules(enabled = true): void {
  useEffect(() => {
    if (enabled) void contractRules();
  }, [enabled]);
}
