import { orderItemFixture, renderRemoteAt } from '@chargevalet/platform/testing';
import App from '../App';

/** Renders the manager remote at `path` as the shell would, in `locale`; `location()` reads the address bar. */
/**
 * The pages App loads lazily, compiled before the render: under a busy test run the first import of a page (its
 * transform) could outlast a findBy's wait, which is no part of what the tests look at.
 */
const lazyPages = () =>
  Promise.all([
    import('../dashboard/DashboardPage'),
    import('../orders/list/OrdersPage'),
    import('../calendar/CalendarPage'),
    import('../active-orders/ActiveOrdersPage'),
    import('../orders/details/OrderDetailsPage'),
    import('../order-edit/OrderEditPage'),
    import('../drivers/DriversPage'),
    import('../drivers/DriverDetailsPage'),
  ]);

export const renderManager = async (path: string, locale: 'de' | 'en' = 'en') => {
  await lazyPages();
  return renderRemoteAt(App, path, locale);
};

/** The list row of an order (GET /api/manager/orders, active orders, dashboard). */
export const orderItem = orderItemFixture;

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
