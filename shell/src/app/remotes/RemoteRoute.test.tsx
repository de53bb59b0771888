import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, i18n, type Role } from '@chargevalet/platform';
import { RemoteRoute, startRemoteLoad, type RemoteLoader } from './RemoteRoute';

function Orders() {
  return <p>the orders page</p>;
}

function renderRoute(loader: RemoteLoader, role: Role) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/profile/orders']}>
        <RemoteRoute name="profile" role={role} loader={loader} />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeAll(async () => {
  await i18n.changeLanguage('en');
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
});

test('a load started before the route renders is the one the route shows: the remote is not asked twice', async () => {
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async () => ({ default: Orders }));
  startRemoteLoad('profile', 'customer', loader);
  expect(loader).toHaveBeenCalledWith('profile', 'customer', false);
  startRemoteLoad('profile', 'customer', loader);
  renderRoute(loader, 'customer');
  expect(await screen.findByText('the orders page')).toBeInTheDocument();
  expect(loader).toHaveBeenCalledTimes(1);
});

test('an early load that fails shows the fallback where the route renders; Retry loads again', async () => {
  const loader = jest.fn<ReturnType<RemoteLoader>, Parameters<RemoteLoader>>(async (_name, _role, retry) => {
    if (!retry) throw new Error('profile is down');
    return { default: Orders };
  });
  startRemoteLoad('profile', 'driver', loader);
  // another role: another entry of the module's cache than the first test's
  renderRoute(loader, 'driver');
  await userEvent.click(await screen.findByRole('button', { name: 'Retry' }));
  expect(await screen.findByText('the orders page')).toBeInTheDocument();
  expect(loader).toHaveBeenLastCalledWith('profile', 'driver', true);
});
