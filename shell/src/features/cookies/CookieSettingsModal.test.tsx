import { COOKIE_CONSENT_COOKIE } from '@chargevalet/contract';
import { readCookie } from '@chargevalet/platform';
import { act, screen, waitFor, within } from '@testing-library/react';
import { clearCookies, renderWithProviders } from '../test-utils';
import { CookieSettingsModal } from './CookieSettingsModal';
import { ALL_ACCEPTED, NECESSARY_ONLY, openCookieSettings, useCookieConsent } from './cookieConsentStore';

const CATEGORIES_DE = ['Unbedingt erforderlich', 'Leistung', 'Marketing', 'Funktionalität', 'Nicht klassifiziert'];

async function openModal(locale: 'de' | 'en' = 'de') {
  const rendered = await renderWithProviders(<CookieSettingsModal />, { locale });
  act(() => openCookieSettings());
  const dialog = await screen.findByRole('dialog');
  // The content's children mount just after the dialog element itself.
  await within(dialog).findByRole('tablist');
  return { ...rendered, dialog };
}

const switchOf = (dialog: HTMLElement, name: string) => within(dialog).getByRole('checkbox', { name });

describe('CookieSettingsModal', () => {
  beforeEach(() => {
    clearCookies();
    useCookieConsent.getState().reload();
    useCookieConsent.setState({ settingsOpen: false });
  });

  it('is closed until openCookieSettings() is called', async () => {
    await renderWithProviders(<CookieSettingsModal />);
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
    act(() => openCookieSettings());
    const dialog = await screen.findByRole('dialog');
    // zag links the title to the dialog once the title has rendered.
    await waitFor(() => expect(dialog).toHaveAccessibleName('Cookie-Einstellungen'));
  });

  it('gives focus back to what had it when the settings were asked for, even when focus moved before the modal mounted', async () => {
    // The banner mounts the modal on first use; when the dialog's code is already loaded it opens, and takes focus,
    // in the same render: what has focus once the modal mounts is no longer the button that asked.
    const { user } = await renderWithProviders(
      <>
        <button type="button">Cookie-Einstellungen ändern</button>
        <button type="button">Anderswo</button>
      </>,
    );
    screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' }).focus();
    act(() => openCookieSettings());
    screen.getByRole('button', { name: 'Anderswo' }).focus();
    await renderWithProviders(<CookieSettingsModal />);
    const dialog = await screen.findByRole('dialog');
    await within(dialog).findByRole('tablist');
    await user.keyboard('{Escape}');
    await waitFor(() => expect(screen.getByRole('button', { name: 'Cookie-Einstellungen ändern' })).toHaveFocus());
  });

  it('has the tabs "Cookie declaration" and "About cookies"', async () => {
    const { dialog, user } = await openModal();
    const tabs = within(dialog).getAllByRole('tab');
    expect(tabs.map((tab) => tab.textContent)).toEqual(['Cookie-Erklärung', 'Über Cookies']);
    expect(tabs[0]).toHaveAttribute('aria-selected', 'true');
    expect(within(dialog).getByRole('tabpanel')).toHaveAttribute('id', expect.stringContaining('cookies_declaration'));
    await user.click(tabs[1]!);
    expect(tabs[1]).toHaveAttribute('aria-selected', 'true');
    const about = within(dialog).getByRole('tabpanel');
    expect(about).toHaveAttribute('id', expect.stringContaining('about'));
    expect(within(about).getByRole('heading', { name: 'Was sind Cookies?' })).toBeInTheDocument();
  });

  it('shows a switch per category; strictly necessary is on and cannot be switched off', async () => {
    const { dialog, user } = await openModal();
    for (const name of CATEGORIES_DE) expect(switchOf(dialog, name)).toBeInTheDocument();
    const necessary = switchOf(dialog, 'Unbedingt erforderlich');
    expect(necessary).toBeChecked();
    expect(necessary).toBeDisabled();
    await user.click(necessary);
    expect(necessary).toBeChecked();
    expect(within(dialog).getByText('Immer aktiv')).toBeInTheDocument();
    for (const name of CATEGORIES_DE.slice(1)) expect(switchOf(dialog, name)).not.toBeChecked();
  });

  it('toggles the cookie list of a category with "Show cookies" / "Hide cookies"', async () => {
    const { dialog, user } = await openModal();
    const toggles = within(dialog).getAllByRole('button', { name: 'Cookies anzeigen' });
    expect(toggles).toHaveLength(5);
    const necessaryToggle = toggles[0]!;
    expect(necessaryToggle).toHaveAttribute('aria-expanded', 'false');
    expect(within(dialog).queryByText('cv_session')).not.toBeVisible();

    await user.click(necessaryToggle);
    expect(necessaryToggle).toHaveAttribute('aria-expanded', 'true');
    expect(necessaryToggle).toHaveTextContent('Cookies ausblenden');
    const list = document.getElementById(necessaryToggle.getAttribute('aria-controls')!)!;
    for (const name of ['cv_session', 'XSRF-TOKEN', 'locale', 'cookie_consent', '__stripe_mid']) {
      expect(within(list).getByText(name)).toBeVisible();
    }
    expect(within(list).getAllByText('1 Jahr')).toHaveLength(3);
    // the session cookie follows the role's session limits (issue 33)
    expect(within(list).getByText(/30 Tage nach deinem letzten Besuch/)).toBeVisible();
    expect(within(list).getByText('2 Stunden')).toBeVisible();
    expect(within(list).getByText('Schützt Formulare vor gefälschten Anfragen (CSRF-Schutz).')).toBeVisible();

    await user.click(necessaryToggle);
    expect(necessaryToggle).toHaveTextContent('Cookies anzeigen');
    expect(within(list).getByText('cv_session')).not.toBeVisible();

    await user.click(toggles[1]!);
    const performance = document.getElementById(toggles[1]!.getAttribute('aria-controls')!)!;
    expect(within(performance).getByText('In dieser Kategorie setzen wir derzeit keine Cookies.')).toBeVisible();
  });

  it('saves the chosen categories in the cookie', async () => {
    const { dialog, user } = await openModal();
    await user.click(switchOf(dialog, 'Leistung'));
    await user.click(switchOf(dialog, 'Funktionalität'));
    expect(switchOf(dialog, 'Leistung')).toBeChecked();
    await user.click(within(dialog).getByRole('button', { name: 'Einstellungen speichern' }));
    expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual({ ...NECESSARY_ONLY, performance: true, functionality: true });
    await waitFor(() => expect(screen.queryByRole('dialog')).not.toBeInTheDocument());
    expect(useCookieConsent.getState().hasDecided).toBe(true);
  });

  it('shows the stored choice when reopened', async () => {
    useCookieConsent.getState().save({ ...NECESSARY_ONLY, targeting: true });
    const { dialog } = await openModal();
    expect(switchOf(dialog, 'Marketing')).toBeChecked();
    expect(switchOf(dialog, 'Leistung')).not.toBeChecked();
  });

  it('"Accept all" stores every category', async () => {
    const { dialog, user } = await openModal();
    await user.click(within(dialog).getByRole('button', { name: 'Alle akzeptieren' }));
    expect(JSON.parse(readCookie(COOKIE_CONSENT_COOKIE)!)).toEqual(ALL_ACCEPTED);
  });

  it('renders in English', async () => {
    const { dialog } = await openModal('en');
    expect(within(dialog).getAllByRole('tab').map((tab) => tab.textContent)).toEqual(['Cookie declaration', 'About cookies']);
    expect(within(dialog).getAllByRole('button', { name: 'Show cookies' })).toHaveLength(5);
    expect(switchOf(dialog, 'Strictly necessary')).toBeDisabled();
    expect(within(dialog).getByRole('button', { name: 'Save settings' })).toBeInTheDocument();
  });
});
