import { COOKIE_CONSENT_COOKIE, CSRF_COOKIE, LOCALE_COOKIE, SESSION_COOKIE } from '@chargevalet/contract/core';
import type { CookieCategory } from '@chargevalet/contract';

/** Stripe.js fraud-prevention cookie, set only when card payment runs through Stripe (SPEC §9: one year). */
export const PAYMENT_PROVIDER_COOKIE_NAME = '__stripe_mid';

export interface CookieDescription {
  name: string;
  category: CookieCategory;
  /** i18n keys in the "shell" namespace. */
  purposeKey: `cookies.purposes.${string}`;
  lifetimeKey: `cookies.lifetimes.${string}`;
  providerKey: `cookies.providers.${string}`;
}

/** Every cookie the product sets (SPEC §9), shown in the cookie settings modal and the cookie policy. */
export const COOKIE_CATALOG: readonly CookieDescription[] = [
  { name: SESSION_COOKIE, category: 'strictly_necessary', purposeKey: 'cookies.purposes.session', lifetimeKey: 'cookies.lifetimes.session', providerKey: 'cookies.providers.own' },
  { name: CSRF_COOKIE, category: 'strictly_necessary', purposeKey: 'cookies.purposes.xsrf', lifetimeKey: 'cookies.lifetimes.twoHours', providerKey: 'cookies.providers.own' },
  { name: LOCALE_COOKIE, category: 'strictly_necessary', purposeKey: 'cookies.purposes.locale', lifetimeKey: 'cookies.lifetimes.oneYear', providerKey: 'cookies.providers.own' },
  { name: COOKIE_CONSENT_COOKIE, category: 'strictly_necessary', purposeKey: 'cookies.purposes.consent', lifetimeKey: 'cookies.lifetimes.oneYear', providerKey: 'cookies.providers.own' },
  { name: PAYMENT_PROVIDER_COOKIE_NAME, category: 'strictly_necessary', purposeKey: 'cookies.purposes.payment', lifetimeKey: 'cookies.lifetimes.oneYear', providerKey: 'cookies.providers.stripe' },
];

export function cookiesInCategory(category: CookieCategory): CookieDescription[] {
  return COOKIE_CATALOG.filter((cookie) => cookie.category === category);
}
