import { screen } from '@testing-library/react';
import { i18n } from '@chargevalet/platform';
import { pageDeclarationTests, renderRemoteApp } from '@chargevalet/platform/testing';
import App from './App';
import declaration from './pages.json';
import { stepState } from './steps';

const renderAt = (path: string) => renderRemoteApp(App, path);

// One declared page: the whole wizard (its steps are the wizard's own routes under /book-a-service).
pageDeclarationTests(declaration, { wizard: App });

beforeEach(() => i18n.changeLanguage('en'));

test('renders the wizard inside the booking frame; a later step without saved data goes back to the first step', () => {
  const { container } = renderAt('/book-a-service/time-slots');
  expect(container.querySelector('[data-remote="booking"]')).not.toBeNull();
  expect(screen.getByRole('heading', { level: 1, name: 'Select package' })).toBeInTheDocument();
});

test('/book-a-service and unknown steps go to the first step', () => {
  renderAt('/book-a-service/nope');
  expect(screen.getByRole('heading', { level: 1, name: 'Select package' })).toBeInTheDocument();
});

test('German texts and diagnostics record the React and i18n it received', async () => {
  await i18n.changeLanguage('de');
  renderAt('/book-a-service');
  expect(screen.getByRole('heading', { level: 1, name: 'Paket wählen' })).toBeInTheDocument();
  expect(window.__chargevalet?.singletons()).toMatchObject({ react: true, i18n: true, query: true, platform: true, remotes: ['booking'] });
});

test('stepState', () => {
  expect(stepState('select-package', 'user-details')).toBe('passed');
  expect(stepState('payment-method', 'user-details')).toBe('next');
});
