import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router-dom';
import { PlatformProvider, i18n } from '@chargevalet/platform';
import '../i18n';
import { useCookieConsent } from '../../features/cookies/cookieConsentStore';
import { Footer } from './Footer';

function renderFooter() {
  return render(
    <PlatformProvider>
      <MemoryRouter>
        <Footer />
      </MemoryRouter>
    </PlatformProvider>,
  );
}

beforeEach(() => useCookieConsent.setState({ settingsOpen: false }));

test('"Cookie-Einstellungen" reopens the cookie settings (the cookie policy refers to it)', async () => {
  await i18n.changeLanguage('de');
  renderFooter();
  await userEvent.click(screen.getByRole('button', { name: 'Cookie-Einstellungen' }));
  expect(useCookieConsent.getState().settingsOpen).toBe(true);
});

test('English label, beside the legal links', async () => {
  await i18n.changeLanguage('en');
  renderFooter();
  const nav = screen.getByRole('navigation', { name: 'Legal' });
  const button = screen.getByRole('button', { name: 'Cookie settings' });
  expect(nav).toContainElement(button);
  expect(screen.getByRole('link', { name: 'Cookie policy' })).toHaveAttribute('href', '/cookie-policy');
  await userEvent.click(button);
  expect(useCookieConsent.getState().settingsOpen).toBe(true);
});
