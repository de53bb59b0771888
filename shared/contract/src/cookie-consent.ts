import { z } from 'zod';

export { COOKIE_CATEGORIES, COOKIE_CONSENT_COOKIE, isCookieConsent, toCookieConsent } from './cookie-consent-core';
export type { CookieCategory } from './cookie-consent-core';

/** The consent stored in the `cookie_consent` cookie (isCookieConsent/toCookieConsent apply the same rule without zod). */
export const cookieConsentSchema = z.object({
  strictly_necessary: z.literal(true),
  performance: z.boolean(),
  targeting: z.boolean(),
  functionality: z.boolean(),
  unclassified: z.boolean(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
