import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { ErrorBoundary } from './components/ErrorBoundary';
import { formatDateTime, formatDecimal, formatEuro } from './format';
import { i18n } from './i18n';
import { PlatformProvider } from './PlatformProvider';
import { landingPathFor } from './roles';

test('landingPathFor sends each role to its area', () => {
  expect(landingPathFor('customer')).toBe('/profile/orders');
  expect(landingPathFor('manager')).toBe('/dashboard');
  expect(landingPathFor('driver')).toBe('/profile/active-order');
});

test('formatDecimal follows the page\'s language: "4,0" in German, "4.0" in English', () => {
  expect(formatDecimal(4, 'de')).toBe('4,0');
  expect(formatDecimal(4, 'en')).toBe('4.0');
  expect(formatDecimal(1.24, 'de')).toBe('1,2');
  expect(formatDecimal(1234.5, 'de')).toBe('1.234,5');
});

test('formatEuro and formatDateTime (Europe/Berlin, "MMMM DD, HH:mm")', () => {
  expect(formatEuro(1250, 'de').replace(/\s/g, ' ')).toBe('12,50 €');
  expect(formatEuro(1250, 'en')).toBe('€12.50');
  expect(formatDateTime('2026-03-05T13:30:00Z', 'en')).toBe('March 05, 14:30');
  expect(formatDateTime('2026-07-05T13:30:00Z', 'de')).toBe('05. Juli, 15:30');
});

test('ErrorBoundary shows "Oops, something went wrong." and Retry renders the children again', async () => {
  await i18n.changeLanguage('en');
  let fail = true;
  function Flaky() {
    if (fail) throw new Error('boom');
    return <p>recovered</p>;
  }
  const onReset = jest.fn(() => {
    fail = false;
  });
  jest.spyOn(console, 'error').mockImplementation(() => undefined);
  render(
    <PlatformProvider>
      <ErrorBoundary onReset={onReset} area="demo">
        <Flaky />
      </ErrorBoundary>
    </PlatformProvider>,
  );
  expect(screen.getByRole('alert')).toHaveTextContent('Oops, something went wrong.');
  expect(screen.getByTestId('error-fallback')).toHaveAttribute('data-area', 'demo');
  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(onReset).toHaveBeenCalled();
  expect(screen.getByText('recovered')).toBeInTheDocument();
});

test('lazy Chakra namespaces (Dialog) render their parts once loaded', async () => {
  const { Dialog } = await import('./lazy-ui');
  function Demo() {
    const [open, setOpen] = useState(true);
    return (
      <Dialog.Root open={open} onOpenChange={(e) => setOpen(e.open)}>
        <Dialog.Positioner>
          <Dialog.Content>
            <Dialog.Title>Cookie settings</Dialog.Title>
          </Dialog.Content>
        </Dialog.Positioner>
      </Dialog.Root>
    );
  }
  render(
    <PlatformProvider>
      <Demo />
    </PlatformProvider>,
  );
  expect(await screen.findByRole('dialog', { name: 'Cookie settings' })).toBeInTheDocument();
});

test('field error text is red.700 in the light theme (≥ 4.5:1 on white; Chakra\'s red.500 is 3.76:1)', async () => {
  const system = (await import('./system')).getSystem();
  const css = JSON.stringify(system.getTokenCss());
  expect(css).toContain('"--chakra-colors-fg-error":"var(--chakra-colors-red-700)"');
});

test('an area navigation wraps on narrow screens (no scroll strip) and its links are at least 44 px high', async () => {
  const { AreaFrame } = await import('./components/AreaFrame');
  const { MemoryRouter } = await import('react-router-dom');
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={['/profile/orders']}>
        <AreaFrame remote="profile" title="Profile" navLabel="Profile" nav={[{ to: '/profile/orders', label: 'My orders' }, { to: '/profile/settings', label: 'Settings' }]}>
          <p>content</p>
        </AreaFrame>
      </MemoryRouter>
    </PlatformProvider>,
  );
  const nav = screen.getByRole('navigation', { name: 'Profile' });
  expect(nav).toHaveStyle({ flexWrap: 'wrap' });
  expect(nav).not.toHaveStyle({ overflowX: 'auto' });
  expect(screen.getByRole('link', { name: 'Settings' })).toHaveStyle({ minHeight: 'var(--chakra-sizes-11)' });
});
