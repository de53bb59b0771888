import { ApiError, useAuth, type User } from '@chargevalet/platform';
import { screen, waitFor } from '@testing-library/react';
import { currentPath, renderWithProviders, setAnonymous } from '../test-utils';
import { fullPageLoad } from './fullPageLoad';
import { LoginPage } from './LoginPage';

jest.mock('./fullPageLoad', () => ({ fullPageLoad: jest.fn() }));

const userOf = (role: User['role']): User => ({
  id: `${role}-1`,
  role,
  first_name: 'Erika',
  last_name: 'Muster',
  email: `${role}@chargevalet.test`,
  locale: 'de',
});

/** Replaces the store's login action (the module boundary to the API). */
function mockLogin(impl: (credentials: { email: string; password: string }) => Promise<User>) {
  const login = jest.fn(impl);
  useAuth.setState({ login });
  return login;
}

const realLogin = useAuth.getState().login;

/** The part of a fetch Response the platform's API client reads (jsdom has no Response). */
function reply(status: number, body?: unknown) {
  const text = body === undefined ? '' : JSON.stringify(body);
  return {
    ok: status >= 200 && status < 300,
    status,
    headers: { get: (name: string) => (name.toLowerCase() === 'content-type' ? 'application/json' : null) },
    text: async () => text,
  } as unknown as Response;
}

/** Mocks global fetch: GET /auth/oidc/status answers `status` (a promise to control when it answers). */
function mockSsoStatus(status: unknown | Promise<unknown>) {
  const fetchMock = jest.fn(async (input: RequestInfo | URL) => {
    if (String(input).endsWith('/auth/oidc/status')) {
      const body = await status;
      return body instanceof Error ? Promise.reject(body) : reply(200, body);
    }
    return reply(500);
  });
  global.fetch = fetchMock as typeof fetch;
  return fetchMock;
}

const SSO_ON = { enabled: true, login_url: '/auth/oidc/login' };
const SSO_OFF = { enabled: false, login_url: null };

const originalFetch = global.fetch;
beforeEach(() => {
  setAnonymous();
  mockSsoStatus(SSO_OFF);
});
afterEach(() => {
  useAuth.setState({ login: realLogin });
  global.fetch = originalFetch;
});

async function fillAndSubmit(user: Awaited<ReturnType<typeof renderWithProviders>>['user'], email: string, password: string, labels = { email: 'E-Mail-Adresse', password: 'Passwort', submit: 'Anmelden' }) {
  if (email) await user.type(screen.getByLabelText(labels.email, { exact: false }), email);
  if (password) await user.type(screen.getByLabelText(labels.password, { exact: false, selector: 'input' }), password);
  await user.click(screen.getByRole('button', { name: labels.submit }));
}

describe('LoginPage – client rules (SPEC §5)', () => {
  it('asks for a valid e-mail and the password, without calling the API', async () => {
    const login = mockLogin(async () => userOf('customer'));
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, 'not-an-email', '');
    expect(await screen.findByText('Bitte gib eine gültige E-Mail-Adresse ein')).toBeInTheDocument();
    expect(screen.getByText('Bitte gib dein Passwort ein')).toBeInTheDocument();
    expect(screen.getByLabelText('E-Mail-Adresse', { exact: false })).toHaveAttribute('aria-invalid', 'true');
    expect(login).not.toHaveBeenCalled();
  });

  it('shows the messages in English', async () => {
    mockLogin(async () => userOf('customer'));
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login', locale: 'en' });
    await fillAndSubmit(user, 'x@', '', { email: 'E-mail address', password: 'Password', submit: 'Sign in' });
    expect(await screen.findByText('Please enter a valid e-mail address')).toBeInTheDocument();
    expect(screen.getByText('Please enter your password')).toBeInTheDocument();
  });

  it('trims the e-mail on blur and sends it lowercased', async () => {
    const login = mockLogin(async () => userOf('customer'));
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    const email = screen.getByLabelText('E-Mail-Adresse', { exact: false });
    await user.type(email, '  Customer@ChargeValet.TEST  ');
    await user.tab();
    expect(email).toHaveValue('Customer@ChargeValet.TEST');
    await user.type(screen.getByLabelText('Passwort', { exact: false, selector: 'input' }), 'ChargeValet1');
    await user.click(screen.getByRole('button', { name: 'Anmelden' }));
    await waitFor(() => expect(login).toHaveBeenCalledWith({ email: 'customer@chargevalet.test', password: 'ChargeValet1' }));
  });
});

describe('LoginPage – server answers (SPEC §8)', () => {
  it('puts 422 errors on the e-mail and password fields', async () => {
    mockLogin(async () => {
      throw new ApiError(422, {
        message: 'Die übermittelten Daten sind ungültig.',
        errors: {
          email: ['Diese Zugangsdaten stimmen nicht mit unseren Daten überein.'],
          password: ['Das Passwort ist zu kurz.', 'Noch ein Hinweis.'],
        },
      });
    });
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, 'customer@chargevalet.test', 'wrong');
    const email = screen.getByLabelText('E-Mail-Adresse', { exact: false });
    const password = screen.getByLabelText('Passwort', { exact: false, selector: 'input' });
    // the invalid state and the linked message may arrive in separate renders on a busy machine: wait for both
    await waitFor(() => {
      expect(email).toHaveAttribute('aria-invalid', 'true');
      expect(email).toHaveAccessibleErrorMessage('Diese Zugangsdaten stimmen nicht mit unseren Daten überein.');
      expect(password).toHaveAttribute('aria-invalid', 'true');
      expect(password).toHaveAccessibleErrorMessage('Das Passwort ist zu kurz. Noch ein Hinweis.');
    });
    expect(currentPath()).toBe('/login');
  });

  it('shows the server message of a 429', async () => {
    mockLogin(async () => {
      throw new ApiError(429, { message: 'Zu viele Versuche. Bitte versuche es in 42 Sekunden erneut.' });
    });
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, 'customer@chargevalet.test', 'ChargeValet1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Zu viele Versuche. Bitte versuche es in 42 Sekunden erneut.');
  });

  it('shows a general error when the server fails otherwise', async () => {
    mockLogin(async () => {
      throw new ApiError(500, undefined);
    });
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, 'customer@chargevalet.test', 'ChargeValet1');
    expect(await screen.findByRole('alert')).toHaveTextContent('Die Anmeldung ist fehlgeschlagen. Bitte versuche es später noch einmal.');
  });
});

describe('LoginPage – where the user goes after signing in', () => {
  it.each([
    ['customer', '/profile/orders'],
    ['manager', '/dashboard'],
  ] as const)('sends a %s to %s (landingPathFor)', async (role, path) => {
    mockLogin(async () => {
      const signedIn = userOf(role);
      useAuth.setState({ user: signedIn, status: 'authenticated' });
      return signedIn;
    });
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, `${role}@chargevalet.test`, 'ChargeValet1');
    await waitFor(() => expect(currentPath()).toBe(path));
  });

  it('loads a driver\'s page anew (its document carries the Permissions-Policy for position and camera)', async () => {
    mockLogin(async () => userOf('driver'));
    const { user } = await renderWithProviders(<LoginPage />, { route: '/login' });
    await fillAndSubmit(user, 'driver@chargevalet.test', 'ChargeValet1');
    await waitFor(() => expect(fullPageLoad).toHaveBeenCalledWith('/profile/active-order'));
    expect(currentPath()).toBe('/login');
  });

  it('returns to the page the visitor came from', async () => {
    mockLogin(async () => userOf('customer'));
    const { user } = await renderWithProviders(<LoginPage />, {
      route: '/login',
      state: { from: { pathname: '/profile/settings', search: '?tab=car' } },
    });
    await fillAndSubmit(user, 'customer@chargevalet.test', 'ChargeValet1');
    await waitFor(() => expect(currentPath()).toBe('/profile/settings?tab=car'));
  });

  it('sends an already signed-in visitor on to their area', async () => {
    useAuth.setState({ user: userOf('manager'), status: 'authenticated' });
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(currentPath()).toBe('/dashboard');
  });
});

describe('LoginPage – links', () => {
  it('links to password reset and registration', async () => {
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByRole('link', { name: 'Passwort vergessen?' })).toHaveAttribute('href', '/forgot-password');
    expect(screen.getByRole('link', { name: 'Konto erstellen' })).toHaveAttribute('href', '/register');
  });
});

describe('LoginPage – staff single sign-on', () => {
  const ssoButton = () => screen.queryByRole('link', { name: 'Mit Firmenkonto anmelden (Mitarbeitende)' });

  it('asks GET /auth/oidc/status and shows no SSO button when it is off', async () => {
    const fetchMock = mockSsoStatus(SSO_OFF);
    await renderWithProviders(<LoginPage />, { route: '/login' });
    await waitFor(() => expect(fetchMock).toHaveBeenCalledWith('/auth/oidc/status', expect.objectContaining({ method: 'GET' })));
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
    expect(ssoButton()).not.toBeInTheDocument();
  });

  it('shows the SSO button below the form when it is on, a full-page link to login_url', async () => {
    mockSsoStatus(SSO_ON);
    await renderWithProviders(<LoginPage />, { route: '/login' });
    const link = await screen.findByRole('link', { name: 'Mit Firmenkonto anmelden (Mitarbeitende)' });
    expect(link).toHaveAttribute('href', '/auth/oidc/login');
    expect(screen.getByRole('button', { name: 'Anmelden' }).compareDocumentPosition(link) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('passes the page to return to as ?redirect= (English text)', async () => {
    mockSsoStatus(SSO_ON);
    await renderWithProviders(<LoginPage />, { route: '/login', locale: 'en', state: { from: { pathname: '/dashboard/orders', search: '?page=2' } } });
    const link = await screen.findByRole('link', { name: 'Sign in with company account (staff)' });
    expect(link).toHaveAttribute('href', `/auth/oidc/login?redirect=${encodeURIComponent('/dashboard/orders?page=2')}`);
  });

  it('renders the form before the status answers, and shows no button when the status call fails', async () => {
    let answer: (value: unknown) => void = () => undefined;
    mockSsoStatus(new Promise((resolve) => (answer = resolve)));
    await renderWithProviders(<LoginPage />, { route: '/login' });
    expect(screen.getByLabelText('E-Mail-Adresse', { exact: false })).toBeInTheDocument();
    expect(ssoButton()).not.toBeInTheDocument();
    answer(new Error('offline'));
    await waitFor(() => expect(global.fetch).toHaveBeenCalled());
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(ssoButton()).not.toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Anmelden' })).toBeInTheDocument();
  });

  it.each([
    ['denied', 'de', 'Die Anmeldung wurde abgebrochen'],
    ['denied', 'en', 'Sign-in was cancelled'],
    ['no_staff_role', 'de', 'Dein Konto hat keine Mitarbeiterrolle bei ChargeValet'],
    ['no_staff_role', 'en', 'Your account has no staff role for ChargeValet'],
    ['failed', 'de', 'Die Anmeldung per Single Sign-on ist fehlgeschlagen. Bitte versuche es erneut'],
    ['failed', 'en', 'Single sign-on failed. Please try again'],
  ] as const)('?sso_error=%s shows its message (%s) above the form', async (reason, locale, text) => {
    await renderWithProviders(<LoginPage />, { route: `/login?sso_error=${reason}`, locale });
    const alert = screen.getByRole('alert');
    expect(alert).toHaveTextContent(text);
    expect(alert.compareDocumentPosition(screen.getByLabelText(locale === 'de' ? 'E-Mail-Adresse' : 'E-mail address', { exact: false })) & Node.DOCUMENT_POSITION_FOLLOWING).toBeTruthy();
  });

  it('ignores an unknown sso_error', async () => {
    await renderWithProviders(<LoginPage />, { route: '/login?sso_error=whatever' });
    expect(screen.queryByRole('alert')).not.toBeInTheDocument();
  });
});
