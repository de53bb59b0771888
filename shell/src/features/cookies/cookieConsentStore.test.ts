import { COOKIE_CONSENT_COOKIE } from '@chargevalet/contract';
import { readCookie } from '@chargevalet/platform';
import { clearCookies } from '../test-utils';
import {
  ALL_ACCEPTED,
  NECESSARY_ONLY,
  isCookieCategoryAllowed,
  openCookieSettings,
  readStoredConsent,
  useCookieConsent,
} from './cookieConsentStore';

const stored = () => JSON.parse(readCookie(COOKIE_CONSENT_COOKIE) ?? 'null');

describe('cookie consent store', () => {
  beforeEach(() => {
    clearCookies();
    useCookieConsent.getState().reload();
    useCookieConsent.setState({ settingsOpen: false });
  });

  it('starts undecided without a cookie', () => {
    expect(useCookieConsent.getState()).toMatchObject({ consent: null, hasDecided: false });
    expect(isCookieCategoryAllowed('strictly_necessary')).toBe(true);
    expect(isCookieCategoryAllowed('performance')).toBe(false);
  });

  it('stores "accept all" in the cookie_consent cookie as JSON', () => {
    useCookieConsent.getState().acceptAll();
    expect(stored()).toEqual(ALL_ACCEPTED);
    expect(useCookieConsent.getState()).toMatchObject({ consent: ALL_ACCEPTED, hasDecided: true });
    expect(isCookieCategoryAllowed('targeting')).toBe(true);
  });

  it('stores "reject optional" as strictly necessary only', () => {
    useCookieConsent.getState().rejectOptional();
    expect(stored()).toEqual(NECESSARY_ONLY);
    expect(isCookieCategoryAllowed('functionality')).toBe(false);
  });

  it('keeps strictly necessary on whatever it is given', () => {
    useCookieConsent.getState().save({ ...NECESSARY_ONLY, performance: true, strictly_necessary: false } as never);
    expect(stored()).toEqual({ ...NECESSARY_ONLY, performance: true, strictly_necessary: true });
  });

  it('writes the cookie for one year on the whole site', () => {
    const writes: string[] = [];
    const descriptor = Object.getOwnPropertyDescriptor(Document.prototype, 'cookie')!;
    const spy = jest.spyOn(document, 'cookie', 'set').mockImplementation((value: string) => {
      writes.push(value);
      descriptor.set!.call(document, value);
    });
    useCookieConsent.getState().acceptAll();
    spy.mockRestore();
    expect(writes).toHaveLength(1);
    expect(writes[0]).toMatch(/^cookie_consent=/);
    expect(writes[0]).toContain(`Max-Age=${365 * 24 * 60 * 60}`);
    expect(writes[0]).toContain('Path=/');
  });

  it('reads a valid choice back (as after a reload) and ignores invalid ones', () => {
    document.cookie = `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...NECESSARY_ONLY, functionality: true }))}; Path=/`;
    expect(readStoredConsent()).toEqual({ ...NECESSARY_ONLY, functionality: true });
    useCookieConsent.getState().reload();
    expect(useCookieConsent.getState().hasDecided).toBe(true);

    document.cookie = `${COOKIE_CONSENT_COOKIE}=${encodeURIComponent(JSON.stringify({ ...ALL_ACCEPTED, strictly_necessary: false }))}; Path=/`;
    expect(readStoredConsent()).toBeNull();
    document.cookie = `${COOKIE_CONSENT_COOKIE}=not-json; Path=/`;
    expect(readStoredConsent()).toBeNull();
    useCookieConsent.getState().reload();
    expect(useCookieConsent.getState().hasDecided).toBe(false);
  });

  it('opens the settings through openCookieSettings() and closes them on save', () => {
    openCookieSettings();
    expect(useCookieConsent.getState().settingsOpen).toBe(true);
    useCookieConsent.getState().rejectOptional();
    expect(useCookieConsent.getState().settingsOpen).toBe(false);
  });
});
