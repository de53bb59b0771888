import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { ManagerOrderItem, Order } from '@chargevalet/contract';
import { PlatformProvider, i18n, queryClient, toaster } from '@chargevalet/platform';
import { orderFixture } from '@chargevalet/platform/testing';
import App from '../App';

function LocationProbe() {
  const location = useLocation();
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** Renders the manager remote at `path` as the shell would, in `locale`; `location()` reads the address bar. */
export async function renderManager(path: string, locale: 'de' | 'en' = 'en') {
  queryClient.clear();
  toaster.remove();
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
      </MemoryRouter>
    </PlatformProvider>,
  );
  return { user, location: () => screen.getByTestId('location').textContent };
}

/** The list row of an order (GET /api/manager/orders, active orders, dashboard). */
export function orderItem(order: Partial<Order> = {}): ManagerOrderItem {
  const full = orderFixture(order);
  return {
    id: full.id,
    identity: full.identity,
    state: full.state,
    customer: { name: full.customer.name, email: full.customer.email, phone: full.customer.phone },
    car: { license_plate: full.car.license_plate, brand: full.car.brand, model: full.car.model },
    driver: full.driver,
    pickup_time_slot: full.pickup_time_slot,
    return_time_slot: full.return_time_slot,
    pickup_address: { street: full.pickup_address.street },
    is_free: full.is_free,
    estimated_grand_total: full.estimated_grand_total,
    grand_total: full.grand_total,
    created_at: full.created_at,
  };
}

/** The query string of the last GET to `path` (mockApi's recorded bodies leave the URL out). */
export function lastQuery(fetchMock: jest.Mock, path: string): URLSearchParams {
  const urls = fetchMock.mock.calls.map(([url]) => String(url)).filter((url) => url.split('?')[0] === path);
  return new URLSearchParams(urls.at(-1)?.split('?')[1] ?? '');
}

export const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };

/**
 * The colour palette whose solid fills a button (Chakra's CSS variable on the element): jsdom has no layout for axe's
 * contrast rule, so tests pin filled buttons to the brand palette, whose solid keeps white text at 4.5:1.
 */
export const solidPalette = (element: HTMLElement) => getComputedStyle(element).getPropertyValue('--chakra-colors-color-palette-solid');
