import { useEffect, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { i18n, registerTranslations, translateError } from './i18n';

const load = () => import('@chargevalet/contract');
let loading: ReturnType<typeof load> | undefined;

/**
 * The full contract — its schemas, with zod, and the validation messages they name — on demand, for a form on
 * screen. Pages load the zod-free `@chargevalet/contract/core` only (issue 29); a form that checks its input before
 * sending awaits this in its submit, and `usePreloadContractRules` starts the download as soon as the form shows, so
 * the submit rarely waits. Its messages are registered (i18n namespace "validation") before it resolves, so an
 * error a schema gives is translated when shown. A failed download is asked again next time.
 */
export function contractRules(): ReturnType<typeof load> {
  loading ??= load().then(
    (contract) => {
      registerTranslations('validation', contract.validationMessages);
      return contract;
    },
    (error: unknown) => {
      loading = undefined;
      throw error;
    },
  );
  return loading;
}

export function usePreloadContractRules(enabled = true): void {
  useEffect(() => {
    if (enabled) contractRules().catch(() => undefined); // the submit asks again and reports it
  }, [enabled]);
}

/** translateError for a form's fields: loads the validation messages with the schemas, and renders again when they arrive or the language changes. */
export function useFieldError(): (message: string | undefined | null, params?: Record<string, unknown>) => string {
  useTranslation(['validation', 'platform'], { i18n });
  const [messagesLoaded, setMessagesLoaded] = useState(() => i18n.hasResourceBundle(i18n.language, 'validation'));
  useEffect(() => {
    if (messagesLoaded) return;
    contractRules().then(
      () => setMessagesLoaded(true),
      () => undefined, // the form's submit asks again and reports it
    );
  }, [messagesLoaded]);
  return translateError;
}
