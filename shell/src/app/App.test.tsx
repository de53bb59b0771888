import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import type { ComponentType } from 'react';
import { ApiError, PlatformProvider, i18n, toaster, useAuth } from '@chargevalet/platform';
import type { RemoteName } from '@chargevalet/contract';
import { App } from './App';
import { pageActions } from './frame/useLogout';
import type { RemoteLoader } from './remotes/RemoteRoute';

const customer = { id: '1', role: 'customer' as const, first_name: 'Eva', last_name: 'Muster', email: 'eva@x.de', locale: 'en' as const };

function fakeRemote(name: string): ComponentType {
  return function Remote() {
    return <div data-remote={name}>remote {name}</div>;
  };
}

function renderAt(path: string, loader: RemoteLoader) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <App remoteLoader={loader} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});
beforeEach(() => {
  useAuth.setState({ user: customer, status: 'authenticated' });
  act(() => toaster.remove());
});

test('a remote route renders the remote chosen by role', async () => {
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (name) => ({ default: fakeRemote(name) }));
  renderAt('/orders/5', loader);
  expect(await screen.findByText('remote profile')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledWith('profile', 'customer', false);
  expect(screen.getByRole('navigation', { name: 'Main navigation' })).toBeInTheDocument();
});

test('a dead remote shows the fallback only on its own routes; Retry loads it again', async () => {
  let bookingUp = false;
  const loader: RemoteLoader = async (name: RemoteName, _role, retry) => {
    if (name === 'booking' && !bookingUp) throw new Error('booking is down');
    return { default: fakeRemote(`${name}${retry ? ' (retried)' : ''}`) };
  };
  renderAt('/book-a-service/time-slots', loader);
  expect(await screen.findByText('Oops, something went wrong.')).toBeInTheDocument();
  expect(screen.getByTestId('error-fallback')).toHaveAttribute('data-area', 'booking');
  // The frame still works: navigate to another remote's route through the sidebar.
  await userEvent.click(screen.getByRole('link', { name: 'My orders' }));
  expect(await screen.findByText('remote profile')).toBeInTheDocument();
  // Back to booking, bring it up, retry.
  await userEvent.click(screen.getByRole('link', { name: 'Book a service' }));
  expect(await screen.findByText('Oops, something went wrong.')).toBeInTheDocument();
  bookingUp = true;
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('remote booking (retried)')).toBeInTheDocument();
});

test('a signed-out visitor of a protected page is sent to /login', async () => {
  useAuth.setState({ user: null, status: 'anonymous' });
  renderAt('/profile/orders', async (name) => ({ default: fakeRemote(name) }));
  expect(await screen.findByRole('button', { name: /sign in/i }, { timeout: 3000 })).toBeInTheDocument();
  expect(screen.queryByText('remote profile')).not.toBeInTheDocument();
});

test('header: language switch with accessible labels, and sign-in / create-account for anonymous visitors', async () => {
  useAuth.setState({ user: null, status: 'anonymous' });
  renderAt('/imprint', async (name) => ({ default: fakeRemote(name) }));
  expect(screen.getByRole('link', { name: 'Sign in' })).toHaveAttribute('href', '/login');
  expect(screen.getByRole('link', { name: 'Create account' })).toHaveAttribute('href', '/register');
  const german = screen.getByRole('button', { name: 'Auf Deutsch umschalten' });
  expect(screen.getByRole('button', { name: 'Switch to English' })).toHaveAttribute('aria-pressed', 'true');
  await userEvent.click(german);
  await waitFor(() => expect(i18n.language).toBe('de'));
  expect(document.cookie).toContain('locale=de');
  expect(screen.getByRole('link', { name: 'Anmelden' })).toBeInTheDocument();
  await act(() => i18n.changeLanguage('en'));
});

describe('logout (SPEC §8)', () => {
  const loader: RemoteLoader = async (name) => ({ default: fakeRemote(name) });

  test('success clears the session and goes home', async () => {
    const logout = jest.fn(async () => useAuth.setState({ user: null, status: 'anonymous' }));
    useAuth.setState({ logout });
    renderAt('/profile/orders', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(logout).toHaveBeenCalled();
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });

  test('401 reloads the page', async () => {
    const reload = jest.spyOn(pageActions, 'reload').mockImplementation(() => undefined);
    useAuth.setState({ logout: jest.fn(async () => Promise.reject(new ApiError(401, { message: 'Unauthenticated.' }))) });
    renderAt('/profile/orders', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    await waitFor(() => expect(reload).toHaveBeenCalled());
    expect(screen.queryByText('Logout Error')).not.toBeInTheDocument();
  });

  test('another failure toasts "Logout Error" with a Retry that logs out again', async () => {
    const logout = jest
      .fn<Promise<void>, []>()
      .mockRejectedValueOnce(new ApiError(500, { message: 'Server Error' }))
      .mockImplementationOnce(async () => useAuth.setState({ user: null, status: 'anonymous' }));
    useAuth.setState({ logout });
    renderAt('/profile/orders', loader);
    await userEvent.click(await screen.findByRole('button', { name: 'Log out' }));
    expect(await screen.findByText('Logout Error')).toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    await waitFor(() => expect(logout).toHaveBeenCalledTimes(2));
    expect(await screen.findByRole('link', { name: 'Sign in' })).toBeInTheDocument();
  });
});
