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
  const { container } = renderAt('/profile/active-order');
  expect(container.querySelector('[data-remote="driver"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Active order' })).toBeInTheDocument();
  const nav = screen.getByRole('navigation');
  const links = [...nav.querySelectorAll('a')];
  expect(links.map((a) => a.textContent)).toEqual('Active order'.split(','));
  expect(links.find((a) => a.getAttribute('aria-current') === 'page')?.getAttribute('href')).toBe('/profile/active-order');
});

test('routes with parameters', () => {
  renderAt('/orders/CV-7K4Q2M');
  expect(screen.getByRole('heading', { level: 1, name: 'Order' })).toBeInTheDocument();
  expect(screen.getByText(/CV-7K4Q2M/)).toBeInTheDocument();
});

test('German texts; diagnostics record the React and i18n it received', async () => {
  await i18n.changeLanguage('de');
  renderAt('/profile/active-order');
  expect(document.documentElement.lang).toBe('de');
  expect(screen.queryByRole('heading', { level: 1, name: 'Active order' })).not.toBeInTheDocument();
  expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, platform: true, remotes: ['driver'] });
});
