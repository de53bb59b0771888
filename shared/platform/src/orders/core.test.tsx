import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { OrderStatusBadge } from './core';

// A page that lists orders loads the platform's main module, not the order views (@chargevalet/platform/orders):
// the badge's state names must come with the badge.
test("the status badge names the state in the page's language without the order views loaded", async () => {
  expect(i18n.exists('orders:sections.car')).toBe(false); // the views' texts are not there
  await i18n.changeLanguage('de');
  const { rerender } = render(
    <PlatformProvider>
      <OrderStatusBadge state="assigned" />
    </PlatformProvider>,
  );
  expect(screen.getByText('Fahrer zugewiesen')).toBeInTheDocument();
  await i18n.changeLanguage('en');
  rerender(
    <PlatformProvider>
      <OrderStatusBadge state="assigned" />
    </PlatformProvider>,
  );
  expect(screen.getByText('Assigned')).toBeInTheDocument();
});
