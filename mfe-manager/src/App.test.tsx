import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, i18n } from '@chargevalet/platform';
import App from './App';

function renderAt(path: string) {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeEach(() => i18n.changeLanguage('en'));

test('renders the area frame, its sub-navigation and the route\'s screen', () => {
  const { container } = renderAt('/profile/drivers');
  expect(container.querySelector('[data-remote="manager"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Drivers' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation');
  const links = [...nav.querySelectorAll('a')];
  expect(links.map((a) => a.textContent)).toEqual('Dashboard,Orders,Calendar,Drivers,Active orders'.split(','));
  expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe('/profile/drivers');
});

test('routes with parameters', () => {
  renderAt('/orders/17/edit');
  expect(screen.getByRole('heading', { level: 1, name: 'Edit order' })).toBeInTheDocument();
  expect(screen.getByText(/17/)).toBeInTheDocument();
});

test('German texts; diagnostics record the React and i18n it received', async () => {
  await i18n.changeLanguage('de');
  renderAt('/profile/drivers');
  expect(document.documentElement.lang).toBe('de');
  expect(screen.queryByRole('heading', { level: 1, name: 'Drivers' })).not.toBeInTheDocument();
  expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, platform: true, remotes: ['manager'] });
});
