import type { Locale } from './locale';
import type { validationMessages } from './validation-messages';

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

/** Prefix that marks a zod issue message as a key of `validationMessages`. */
export const MESSAGE_KEY_PREFIX = 'validation.';
export const msg = (key: ValidationMessageKey): string => `${MESSAGE_KEY_PREFIX}${key}`;

/**
 * Where the full contract publishes `validationMessages` when it loads (validation-messages.ts), for the browser's
 * synchronous translateError (platform i18n.ts): whatever loaded the schemas — a lazy form chunk, contractRules() —
 * a page has their messages at once, without `core` carrying them to every page.
 */
export const VALIDATION_MESSAGES_GLOBAL = '__chargevaletValidationMessages';

/** A wait as people say it, in whole minutes rounded up ("1 Minute", "7 Minuten"; "1 minute", "7 minutes"). */
export function waitInMinutes(seconds: number, locale: Locale): string {
  const minutes = Math.max(1, Math.ceil(seconds / 60));
  if (locale === 'de') return `${minutes} ${minutes === 1 ? 'Minute' : 'Minuten'}`;
  return `${minutes} ${minutes === 1 ? 'minute' : 'minutes'}`;
}
