import { useCallback, useEffect, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { MESSAGE_KEY_PREFIX } from '@chargevalet/contract/core';
import { hasValidationMessages, i18n, translateError } from './i18n';

/**
 * The full contract — its schemas, with zod, and the validation messages they name (published as it loads,
 * hasValidationMessages) — on demand, for a form on screen. Pages load the zod-free `@chargevalet/contract/core`
 * only (issue 29); a form that checks its input before sending awaits this in its submit, and
 * `usePreloadContractRules` starts the download as soon as the form shows, so the submit rarely waits.
 */
export const contractRules = () => import('@chargevalet/contract');

export function usePreloadContractRules(enabled = true): void {
  useEffect(() => {
    if (enabled) contractRules().catch(() => undefined); // the submit asks again and reports it
  }, [enabled]);
}

/**
 * translateError for a form's fields, rendering again when the language changes. A schema's errors come translated
 * (its form loaded the contract); a `validation.<key>` shown before any schema loaded (a message the code set
 * itself) loads the messages and renders again once they are there. A form that merely shows loads nothing.
 */
export function useFieldError(): (message: string | undefined | null, params?: Record<string, unknown>) => string {
  useTranslation(['validation', 'platform'], { i18n });
  const [, setMessagesLoaded] = useState(false);
  const untranslated = useRef(false);
  useEffect(() => {
    if (!untranslated.current) return;
    untranslated.current = false;
    contractRules().then(
      () => setMessagesLoaded(true),
      () => undefined, // the form's submit asks again and reports it
    );
  });
  return useCallback((message, params) => {
    if (message?.startsWith(MESSAGE_KEY_PREFIX) && !hasValidationMessages()) untranslated.current = true;
    return translateError(message, params);
  }, []);
}
