import type { CustomerOrderItem } from '@chargevalet/contract';
import { useNotificationStream } from '@chargevalet/platform';
import { orderItemFixture, renderRemoteAt } from '@chargevalet/platform/testing';
import App from '../App';

/** The shell's bell holds the page's one notification stream (a test installs a FakeEventSource to feed it). */
function ShellStream() {
  useNotificationStream('customer');
  return null;
}

/** Renders the profile remote at `path` as the shell would (with the bell's stream), in `locale`. */
export const renderProfile = (path: string, locale: 'de' | 'en' = 'en') => renderRemoteAt(App, path, locale, <ShellStream />);

/** The list row of an order (GET /api/customer/orders and active-orders). */
export const orderItem = orderItemFixture;

export const page = (data: CustomerOrderItem[], total = data.length, pageNumber = 1) => ({
  status: 200,
  body: { data, meta: { page: pageNumber, pageSize: 10, total, total_capped: false } },
});
