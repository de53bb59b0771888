import { COOKIE_CONSENT_COOKIE, COOKIE_CONSENT_MAX_AGE_SECONDS, toCookieConsent } from '@chargevalet/contract/core';
import type { CookieCategory, CookieConsent } from '@chargevalet/contract';
import { readCookie, writeCookie } from '@chargevalet/platform';
import { create } from 'zustand';

/** Only the strictly necessary category ("Reject optional"). */
export const NECESSARY_ONLY: CookieConsent = {
  strictly_necessary: true,
  performance: false,
  targeting: false,
  functionality: false,
  unclassified: false,
};

/** Every category ("Accept all"). */
export const ALL_ACCEPTED: CookieConsent = {
  strictly_necessary: true,
  performance: true,
  targeting: true,
  functionality: true,
  unclassified: true,
};

/**
 * The choice stored in the `cookie_consent` cookie, or null when there is none or it is not valid. Checked with the
 * contract's zod-free guard (same rule as cookieConsentSchema), so zod stays off the landing page's critical path.
 */
export function readStoredConsent(): CookieConsent | null {
  return consentFromCookie(readCookie(COOKIE_CONSENT_COOKIE));
}

/** The choice a `cookie_consent` cookie's value holds, or null (the API's server render reads the request's, renderFrame). */
export function consentFromCookie(raw: string | null | undefined): CookieConsent | null {
  if (!raw) return null;
  try {
    return toCookieConsent(JSON.parse(raw));
  } catch {
    return null;
  }
}

export interface CookieConsentState {
  /** The visitor's choice; null until they decide. */
  consent: CookieConsent | null;
  /** True once a valid choice is stored: the banner hides. */
  hasDecided: boolean;
  /** Whether the cookie settings modal is open. */
  settingsOpen: boolean;
  /**
   * The element that had focus when the settings were asked for (their button, the footer link): focus goes back to
   * it when they close. Taken at the request, before the modal (mounted on first use) moves focus into itself.
   */
  settingsOpener: HTMLElement | null;
  /** Stores a choice (strictly necessary is always kept on) in the cookie for one year and closes the modal. */
  save(choice: Omit<CookieConsent, 'strictly_necessary'>): void;
  acceptAll(): void;
  rejectOptional(): void;
  openSettings(): void;
  closeSettings(): void;
  /** Re-reads the cookie (e.g. after another tab changed it). */
  reload(): void;
}

export const useCookieConsent = create<CookieConsentState>()((set, get) => {
  const initial = readStoredConsent();
  return {
    consent: initial,
    hasDecided: initial !== null,
    settingsOpen: false,
    settingsOpener: null,
    save(choice) {
      const consent = toCookieConsent({ ...choice, strictly_necessary: true });
      if (!consent) throw new TypeError('Invalid cookie consent');
      writeCookie(COOKIE_CONSENT_COOKIE, JSON.stringify(consent), COOKIE_CONSENT_MAX_AGE_SECONDS);
      set({ consent, hasDecided: true, settingsOpen: false });
    },
    acceptAll() {
      get().save(ALL_ACCEPTED);
    },
    rejectOptional() {
      get().save(NECESSARY_ONLY);
    },
    openSettings() {
      const focused = typeof document === 'undefined' ? null : document.activeElement;
      set({ settingsOpen: true, settingsOpener: focused instanceof HTMLElement ? focused : null });
    },
    closeSettings() {
      set({ settingsOpen: false });
    },
    reload() {
      const consent = readStoredConsent();
      set({ consent, hasDecided: consent !== null });
    },
  };
});

/** Opens the cookie settings modal from anywhere (e.g. the footer's "Cookie settings" link). */
export function openCookieSettings(): void {
  useCookieConsent.getState().openSettings();
}

/** Whether cookies of a category may be set now; strictly necessary always may, others only with consent. */
export function isCookieCategoryAllowed(category: CookieCategory): boolean {
  if (category === 'strictly_necessary') return true;
  return useCookieConsent.getState().consent?.[category] === true;
}

