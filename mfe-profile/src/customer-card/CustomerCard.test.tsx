import { render, screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, i18n, useAuth } from '@chargevalet/platform';
import CustomerCard from './CustomerCard';

const customer = { id: '1', role: 'customer' as const, first_name: 'Eva', last_name: 'Muster', email: 'eva@example.com', locale: 'en' as const };

function renderCard() {
  return render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/book-a-service/select-package']}>
        <CustomerCard />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeEach(async () => {
  await i18n.changeLanguage('en');
  useAuth.setState({ user: customer, status: 'authenticated' });
});

test('shows the customer\'s name and e-mail, and no links (the sidebar below it is the one account navigation)', () => {
  const { container } = renderCard();
  const card = container.querySelector('[data-remote="profile"]');
  expect(card).not.toBeNull();
  expect(screen.getByText('Eva Muster')).toBeInTheDocument();
  expect(screen.getByText('eva@example.com')).toBeInTheDocument();
  expect(screen.queryByRole('link')).toBeNull();
  expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, query: true, platform: true });
  expect(window.__chargevalet?.remotes.profile).toBeDefined();
});

test('German texts', async () => {
  await i18n.changeLanguage('de');
  renderCard();
  expect(screen.getByText('Mein Konto')).toBeInTheDocument();
});

test('falls back to the e-mail without a name, and renders nothing for staff or visitors', () => {
  useAuth.setState({ user: { ...customer, first_name: '', last_name: '' } });
  const { unmount } = renderCard();
  expect(screen.getAllByText('eva@example.com')).toHaveLength(2);
  unmount();
  useAuth.setState({ user: { ...customer, role: 'driver' } });
  const driver = renderCard();
  expect(driver.container.querySelector('[data-remote="profile"]')).toBeNull();
  driver.unmount();
  useAuth.setState({ user: null, status: 'anonymous' });
  expect(renderCard().container.querySelector('[data-remote="profile"]')).toBeNull();
});
