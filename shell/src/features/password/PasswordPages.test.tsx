import { PlatformProvider, i18n, toaster, useAuth } from '@chargevalet/platform';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, Route, Routes, useLocation } from 'react-router-dom';
import { mockApi } from '@chargevalet/platform/testing';
import { currentPath, renderWithProviders, setAnonymous } from '../test-utils';
import { ForgotPasswordPage } from './ForgotPasswordPage';
import { ResetPasswordPage } from './ResetPasswordPage';

const CUSTOMER = { id: 'c1', role: 'customer', first_name: 'Erika', last_name: 'Muster', email: 'erika@example.de', locale: 'de' };
const MANAGER = { ...CUSTOMER, id: 'm1', role: 'manager', email: 'manager@example.de' };
const RESET_ROUTE = '/reset-password?token=tok123&email=erika%40example.de';

beforeEach(() => {
  setAnonymous();
  toaster.remove();
});

function Probe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** renderWithProviders with a query string in the start address. */
async function renderReset(route: string, locale: 'de' | 'en' = 'de') {
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[route]}>
        <Routes>
          <Route path="/reset-password" element={<ResetPasswordPage />} />
          <Route path="*" element={null} />
        </Routes>
        <Probe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  await act(async () => {
    await new Promise((resolve) => setTimeout(resolve, 0));
  });
  return { user };
}

const passwordInputs = () => screen.getAllByLabelText(/Passwort/, { selector: 'input' });

describe('ForgotPasswordPage', () => {
  it('requires a valid e-mail (trimmed on blur) before calling the server', async () => {
    const api = mockApi({ 'POST /forgot-password': { status: 200, body: { status: 'reset-link-sent' } } });
    const { user } = await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('Dieses Feld ist erforderlich')).toBeInTheDocument();
    const email = screen.getByLabelText('E-Mail-Adresse', { exact: false, selector: 'input' });
    await user.type(email, '  kein-at  ');
    await user.tab();
    expect(email).toHaveValue('kein-at');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(api.calls('POST /forgot-password')).toHaveLength(0);
  });

  it('sends the address and confirms without revealing whether an account exists', async () => {
    const api = mockApi({ 'POST /forgot-password': { status: 200, body: { status: 'reset-link-sent' } } });
    const { user } = await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password' });
    await user.type(screen.getByLabelText('E-Mail-Adresse', { exact: false, selector: 'input' }), 'Erika@Example.de');
    await user.click(screen.getByRole('button', { name: 'Link senden' }));
    expect(await screen.findByRole('heading', { name: 'Schau in dein Postfach' })).toBeInTheDocument();
    expect(screen.getByText(/Falls ein Konto mit der Adresse/)).toHaveTextContent('Falls ein Konto mit der Adresse erika@example.de besteht');
    expect(api.calls('POST /forgot-password')).toEqual([{ email: 'erika@example.de' }]);
    expect(screen.getByRole('link', { name: 'Zurück zur Anmeldung' })).toHaveAttribute('href', '/login');
  });

  it('shows a 429 message and toasts other failures', async () => {
    mockApi({ 'POST /forgot-password': [{ status: 429, body: { message: 'Zu viele Versuche. Bitte versuche es in 30 Sekunden erneut.' } }, { status: 500 }] });
    const { user } = await renderWithProviders(<ForgotPasswordPage />, { route: '/forgot-password', locale: 'en' });
    await user.type(screen.getByLabelText('E-mail address', { exact: false, selector: 'input' }), 'erika@example.de');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Bitte versuche es in 30 Sekunden erneut.');
    await user.click(screen.getByRole('button', { name: 'Send link' }));
    expect(await screen.findByText('Error')).toBeInTheDocument();
    expect(screen.getByText('Oops, something went wrong. Please try again.')).toBeInTheDocument();
  });
});

describe('ResetPasswordPage – rules (SPEC §5)', () => {
  it('new password by the password rule, confirmation must match, limit 64', async () => {
    const api = mockApi();
    const { user } = await renderReset(RESET_ROUTE);
    const [password, confirmation] = passwordInputs();
    expect(password).toHaveAttribute('maxLength', '64');
    expect(confirmation).toHaveAttribute('maxLength', '64');
    await user.type(password!, 'kurz');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText(/Das Passwort muss 8–64 Zeichen lang sein/)).toBeInTheDocument();
    await user.clear(password!);
    await user.type(password!, 'Sicher123');
    await user.type(confirmation!, 'Sicher12');
    await user.click(screen.getByRole('button', { name: 'Passwort speichern' }));
    expect(await screen.findByText('Die Passwörter stimmen nicht überein')).toBeInTheDocument();
    expect(api.calls('POST /reset-password')).toHaveLength(0);
  });

  it('without token or e-mail in the address it offers a new link', async () => {
    await renderReset('/reset-password?token=abc');
    expect(screen.getByRole('alert')).toHaveTextContent('Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
  });
});

describe('ResetPasswordPage – server answers (SPEC §8)', () => {
  async function submit(locale: 'de' | 'en' = 'de') {
    const rendered = await renderReset(RESET_ROUTE, locale);
    const [password, confirmation] = screen.getAllByLabelText(/Passwort|password/, { selector: 'input' });
    await rendered.user.type(password!, 'Sicher123');
    await rendered.user.type(confirmation!, 'Sicher123');
    await rendered.user.click(screen.getByRole('button', { name: locale === 'de' ? 'Passwort speichern' : 'Save password' }));
    return rendered;
  }

  it.each([
    ['customer', CUSTOMER, '/profile/orders'],
    ['manager', MANAGER, '/dashboard'],
  ] as const)('success: sends token, e-mail and passwords, toasts, signs the %s in and goes to the landing path', async (_role, signedIn, path) => {
    const api = mockApi({
      'POST /reset-password': { status: 200, body: { status: 'password-reset', data: signedIn } },
      'GET /api/user': { status: 200, body: { data: signedIn } },
    });
    await submit('en');
    await waitFor(() => expect(currentPath()).toBe(path));
    expect(api.calls('POST /reset-password')).toEqual([{ token: 'tok123', email: 'erika@example.de', password: 'Sicher123', password_confirmation: 'Sicher123' }]);
    expect(api.fetch.mock.calls.some(([url]) => String(url).includes('/api/user'))).toBe(true);
    expect(useAuth.getState().user?.role).toBe(signedIn.role);
    expect(await screen.findByText('Password successfully updated')).toBeInTheDocument();
  });

  it('422 on password and confirmation goes onto the fields', async () => {
    mockApi({
      'POST /reset-password': { status: 422, body: { message: 'x', errors: { password: ['Zu schwach.'], password_confirmation: ['Passt nicht.', 'Bitte prüfen.'] } } },
    });
    await submit();
    const [password, confirmation] = passwordInputs();
    await waitFor(() => expect(password).toHaveAccessibleErrorMessage('Zu schwach.'));
    expect(confirmation).toHaveAccessibleErrorMessage('Passt nicht. Bitte prüfen.');
  });

  it('an e-mail error (invalid or used link) shows the reset-link trigger', async () => {
    mockApi({
      'POST /reset-password': {
        status: 422,
        body: { message: 'x', errors: { email: ['Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen. Bitte fordere einen neuen an'] } },
      },
    });
    await submit();
    expect(await screen.findByRole('alert')).toHaveTextContent('Dieser Link zum Zurücksetzen des Passworts ist ungültig oder abgelaufen.');
    expect(screen.getByRole('link', { name: 'Neuen Link anfordern' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.queryByRole('button', { name: 'Passwort speichern' })).not.toBeInTheDocument();
  });

  it("other failures toast 'Error' with the message", async () => {
    mockApi({ 'POST /reset-password': { status: 429, body: { message: 'Zu viele Versuche.' } } });
    await submit();
    expect(await screen.findByText('Fehler')).toBeInTheDocument();
    expect(screen.getByText('Zu viele Versuche.')).toBeInTheDocument();
    expect(currentPath()).toBe(RESET_ROUTE);
  });
});
