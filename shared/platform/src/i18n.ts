import i18next, { type i18n as I18n } from 'i18next';
import { initReactI18next, useTranslation } from 'react-i18next';
import { DEFAULT_LOCALE, LOCALES, LOCALE_COOKIE, LOCALE_COOKIE_MAX_AGE_SECONDS, MESSAGE_KEY_PREFIX, VALIDATION_MESSAGES_GLOBAL, isLocale } from '@chargevalet/contract/core';
import type { Locale } from '@chargevalet/contract';
import { readCookie, writeCookie } from './cookies';
import { platformResources } from './resources';

export type Resources = Record<string, unknown>;

/** The cookie's language, else the page's (a build-time page in the language the server chose for the visitor). */
function initialLocale(): Locale {
  const fromCookie = readCookie(LOCALE_COOKIE);
  if (isLocale(fromCookie)) return fromCookie;
  const fromPage = typeof document === 'undefined' ? null : document.documentElement.lang;
  return isLocale(fromPage) ? fromPage : DEFAULT_LOCALE;
}

/** The one i18next instance of the page (shared through the platform singleton). */
export const i18n: I18n = i18next.createInstance();

void i18n.use(initReactI18next).init({
  lng: initialLocale(),
  fallbackLng: DEFAULT_LOCALE,
  supportedLngs: [...LOCALES],
  ns: ['platform', 'validation'],
  defaultNS: 'platform',
  interpolation: { escapeValue: false },
  returnNull: false,
  initAsync: false,
  // "validation" (the contract's validationMessages) comes with the schemas: hasValidationMessages()
  resources: {
    de: { platform: platformResources.de },
    en: { platform: platformResources.en },
  },
});

if (typeof document !== 'undefined') document.documentElement.lang = i18n.language;
i18n.on('languageChanged', (lng) => {
  if (typeof document !== 'undefined') document.documentElement.lang = lng;
});

/** Adds an app's or remote's resources to the shared instance (call once when the module loads). */
export function registerTranslations(namespace: string, resources: { de: Resources; en: Resources }): void {
  for (const locale of LOCALES) i18n.addResourceBundle(locale, namespace, resources[locale], true, true);
}

/** Switches the language and stores it in the `locale` cookie for one year (SPEC §9). */
export async function setLocale(locale: Locale): Promise<void> {
  writeCookie(LOCALE_COOKIE, locale, LOCALE_COOKIE_MAX_AGE_SECONDS);
  await i18n.changeLanguage(locale);
}

export function currentLocale(): Locale {
  const lng = i18n.resolvedLanguage ?? i18n.language;
  return isLocale(lng) ? lng : DEFAULT_LOCALE;
}

export function useLocale(): { locale: Locale; setLocale: (locale: Locale) => Promise<void> } {
  const { i18n: instance } = useTranslation(undefined, { i18n });
  const lng = instance.resolvedLanguage ?? instance.language;
  return { locale: isLocale(lng) ? lng : DEFAULT_LOCALE, setLocale };
}

/**
 * Whether the validation messages are there: registered (namespace "validation") from what the full contract
 * published when it loaded (VALIDATION_MESSAGES_GLOBAL), which a page does with its first form's schemas.
 */
export function hasValidationMessages(): boolean {
  if (i18n.hasResourceBundle(DEFAULT_LOCALE, 'validation')) return true;
  const published = (globalThis as Record<string, unknown>)[VALIDATION_MESSAGES_GLOBAL] as { de: Resources; en: Resources } | undefined;
  if (!published) return false;
  registerTranslations('validation', published);
  return true;
}

/**
 * Translates a validation message: a `validation.<key>` key from a zod schema of the contract becomes the text in
 * the current language once the schemas are there (hasValidationMessages; a form's useFieldError loads them for a
 * key shown before); other i18n keys (`ns:key`) are translated; plain text (e.g. an API 422 message already in the
 * request's locale) passes through unchanged.
 */
export function translateError(message: string | undefined | null, params?: Record<string, unknown>): string {
  if (!message) return '';
  if (message.startsWith(MESSAGE_KEY_PREFIX)) {
    const key = message.slice(MESSAGE_KEY_PREFIX.length);
    if (hasValidationMessages() && i18n.exists(key, { ns: 'validation' })) return i18n.t(key, { ns: 'validation', ...params });
    return message;
  }
  if (i18n.exists(message)) return i18n.t(message, params);
  return message;
}
