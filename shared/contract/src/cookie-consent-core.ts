import type { CookieConsent } from './cookie-consent';

/**
 * Cookie consent without zod: the categories, the cookie and a guard with the same rule as cookieConsentSchema
 * (cookie-consent.ts, which re-exports all of this). The shell's cookie banner on the landing page needs only this
 * module, so zod stays off the landing page's critical path.
 */

/** SPEC §9 cookie categories; strictly necessary is always on. */
export const COOKIE_CATEGORIES = ['strictly_necessary', 'performance', 'targeting', 'functionality', 'unclassified'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

const OPTIONAL_COOKIE_CATEGORIES = COOKIE_CATEGORIES.filter((category) => category !== 'strictly_necessary');

/**
 * The rule of cookieConsentSchema without zod, for the cookie banner on the landing page (zod is not on its
 * critical path): a valid consent returns a copy with exactly the schema's keys (as `parse` strips unknown keys),
 * anything else null. cookie-consent.test.ts proves it agrees with the schema.
 */
export function toCookieConsent(value: unknown): CookieConsent | null {
  if (typeof value !== 'object' || value === null || Array.isArray(value)) return null;
  const record = value as Record<string, unknown>;
  if (record.strictly_necessary !== true) return null;
  const consent: Record<string, boolean> = { strictly_necessary: true };
  for (const category of OPTIONAL_COOKIE_CATEGORIES) {
    const flag = record[category];
    if (typeof flag !== 'boolean') return null;
    consent[category] = flag;
  }
  return consent as CookieConsent;
}

/** Type guard form of toCookieConsent. */
export function isCookieConsent(value: unknown): value is CookieConsent {
  return toCookieConsent(value) !== null;
}
