import { render, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter, useLocation } from 'react-router-dom';
import type { CustomerOrderItem, Order } from '@chargevalet/contract';
import { PlatformProvider, i18n, queryClient, toaster, useNotificationStream } from '@chargevalet/platform';
import { orderFixture } from '@chargevalet/platform/testing';
import App from '../App';

const visited: string[] = [];

function LocationProbe() {
  const location = useLocation();
  if (visited.at(-1) !== location.pathname) visited.push(location.pathname);
  return <output data-testid="location">{`${location.pathname}${location.search}`}</output>;
}

/** The shell's bell holds the page's one notification stream (a test installs a FakeEventSource to feed it). */
function ShellStream() {
  useNotificationStream('customer');
  return null;
}

/** Renders the profile remote at `path` as the shell would, in `locale`; `location()` reads the address bar. */
export async function renderProfile(path: string, locale: 'de' | 'en' = 'en') {
  visited.length = 0;
  queryClient.clear();
  toaster.remove();
  await i18n.changeLanguage(locale);
  const user = userEvent.setup();
  render(
    <PlatformProvider>
      <MemoryRouter initialEntries={[path]}>
        <App />
        <LocationProbe />
        <ShellStream />
      </MemoryRouter>
    </PlatformProvider>,
  );
  // `visited()`: every path the router showed (a path outside this remote's routes is left again at once in a test).
  return { user, location: () => screen.getByTestId('location').textContent, visited: () => [...visited] };
}

/** The list row of an order (GET /api/customer/orders and active-orders). */
export function orderItem(order: Partial<Order> = {}): CustomerOrderItem {
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

export const page = (data: CustomerOrderItem[], total = data.length, pageNumber = 1) => ({
  status: 200,
  body: { data, meta: { page: pageNumber, pageSize: 10, total, total_capped: false } },
});
