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
  const { container } = renderAt('/profile/settings');
  expect(container.querySelector('[data-remote="profile"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Settings' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation');
  const links = [...nav.querySelectorAll('a')];
  expect(links.map((a) => a.textContent)).toEqual('My orders,Active order,Settings'.split(','));
  expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe('/profile/settings');
});

test('routes with parameters', () => {
  renderAt('/orders/17');
  expect(screen.getByRole('heading', { level: 1, name: 'Order details' })).toBeInTheDocument();
  expect(screen.getByText(/17/)).toBeInTheDocument();
});

test('German texts; diagnostics record the React and i18n it received', async () => {
  await i18n.changeLanguage('de');
  renderAt('/profile/settings');
  expect(document.documentElement.lang).toBe('de');
  expect(screen.queryByRole('heading', { level: 1, name: 'Settings' })).not.toBeInTheDocument();
  expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, platform: true, remotes: ['profile'] });
});
