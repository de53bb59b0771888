import { COOKIE_CONSENT_COOKIE } from '@chargevalet/contract';
import { readCookie } from '@chargevalet/platform';
import { act, screen, waitFor } from '@testing-library/react';
import { clearCookies, currentPath, renderWithProviders } from '../test-utils';
import { CookieBanner } from './CookieBanner';
import { ALL_ACCEPTED, NECESSARY_ONLY, openCookieSettings, useCookieConsent } from './cookieConsentStore';

/** The banner carries the settings modal, so the frame mounts only CookieBanner. */
const Consent = CookieBanner;

const banner = () => screen.queryByRole('region', { name: 'Wir respektieren deine Privatsphäre' });

describe('CookieBanner', () => {
  beforeEach(() => {
    clearCookies();
    useCookieConsent.getState().reload();
    useCookieConsent.setState({ settingsOpen: false });
  });

  it('moves focus to the main content when dismissed by a choice', async () => {
    const { user } = await renderWithProviders(
      <>
        <Consent />
        <main id="main-content" tabIndex={-1} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(screen.getByRole('main')).toHaveFocus();
  });

  it('moves focus to the main content after the settings modal saved the choice', async () => {
    const { user } = await renderWithProviders(
      <>
        <Consent />
        <main id="main-content" tabIndex={-1} />
      </>,
    );
    await user.click(screen.getByRole('button', { name: 'Einstellungen' }));
    await screen.findByRole('dialog');
    act(() => useCookieConsent.getState().save(NECESSARY_ONLY));
    await waitFor(() => expect(screen.getByRole('main')).toHaveFocus());
  });

  it('is shown until a decision and "Accept all" stores every category', async () => {
    const { user } = await renderWithProviders(<Consent />);
    expect(banner()).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Alle akzeptieren' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual(ALL_ACCEPTED);
  });

  it('"Necessary only" rejects the optional categories', async () => {
    const { user } = await renderWithProviders(<Consent />);
    await user.click(screen.getByRole('button', { name: 'Nur notwendige Cookies' }));
    expect(banner()).not.toBeInTheDocument();
    expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual(NECESSARY_ONLY);
  });

  it('stays hidden when a choice is already stored', async () => {
    useCookieConsent.getState().rejectOptional();
    await renderWithProviders(<Consent />);
    expect(banner()).not.toBeInTheDocument();
  });

  it('can be used by keyboard and opens the settings modal', async () => {
    const { user } = await renderWithProviders(<Consent />);
    const settings = screen.getByRole('button', { name: 'Einstellungen' });
    settings.focus();
    await user.keyboard('{Enter}');
    const dialog = await screen.findByRole('dialog');
    await waitFor(() => expect(dialog).toHaveAccessibleName('Cookie-Einstellungen'));
    expect(readCookie(COOKIE_CONSENT_COOKIE)).toBeNull();
  });

  it('keeps the settings modal available after the decision (footer link)', async () => {
    useCookieConsent.getState().acceptAll();
    await renderWithProviders(<Consent />);
    act(() => openCookieSettings());
    expect(await screen.findByRole('dialog')).toBeInTheDocument();
  });

  it('links to the cookie policy', async () => {
    const { user } = await renderWithProviders(<Consent />);
    await user.click(screen.getByRole('link', { name: 'Cookie-Richtlinie' }));
    expect(currentPath()).toBe('/cookie-policy');
  });

  it('renders in English', async () => {
    await renderWithProviders(<Consent />, { locale: 'en' });
    expect(screen.getByRole('region', { name: 'We respect your privacy' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Accept all' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Necessary only' })).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Settings' })).toBeInTheDocument();
  });
});
