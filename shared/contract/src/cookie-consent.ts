import { z } from 'zod';

/** SPEC §9 cookie categories; strictly necessary is always on. */
export const COOKIE_CATEGORIES = ['strictly_necessary', 'performance', 'targeting', 'functionality', 'unclassified'] as const;
export type CookieCategory = (typeof COOKIE_CATEGORIES)[number];
export const COOKIE_CONSENT_COOKIE = 'cookie_consent';
export const COOKIE_CONSENT_MAX_AGE_SECONDS = 365 * 24 * 60 * 60;

export const cookieConsentSchema = z.object({
  strictly_necessary: z.literal(true),
  performance: z.boolean(),
  targeting: z.boolean(),
  functionality: z.boolean(),
  unclassified: z.boolean(),
});
export type CookieConsent = z.infer<typeof cookieConsentSchema>;
