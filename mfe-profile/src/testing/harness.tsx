import type { CustomerOrderItem } from '@chargevalet/contract';
import { useNotificationStream } from '@chargevalet/platform';
import { orderItemFixture, renderRemoteAt } from '@chargevalet/platform/testing';
import App from '../App';

/** The shell's bell holds the page's one notification stream (a test installs a FakeEventSource to feed it). */
function ShellStream() {
  useNotificationStream('customer');
  return null;
}

/**
 * The pages App loads lazily, compiled before the render: under a busy test run the first import of a page (its
 * transform) could outlast a findBy's wait, which is no part of what the tests look at.
 */
const lazyPages = () =>
  Promise.all([import('../orders/OrdersPage'), import('../orders/ActiveOrderPage'), import('../orders/OrderDetailsPage'), import('../calendar/CalendarPage'), import('../settings/SettingsPage')]);

/** Renders the profile remote at `path` as the shell would (with the bell's stream), in `locale`. */
export const renderProfile = async (path: string, locale: 'de' | 'en' = 'en') => {
  await lazyPages();
  return renderRemoteAt(App, path, locale, <ShellStream />);
};

/** The list row of an order (GET /api/customer/orders and active-orders). */
export const orderItem = orderItemFixture;

export const page = (data: CustomerOrderItem[], total = data.length, pageNumber = 1) => ({
  status: 200,
  body: { data, meta: { page: pageNumber, pageSize: 10, total, total_capped: false } },
});
