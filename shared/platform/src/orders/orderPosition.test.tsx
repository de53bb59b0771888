import { act, render, screen, within } from '@testing-library/react';
import type { Order, OrderPosition } from '@chargevalet/contract';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { queryClient } from '../query';
import { useNotificationStream } from '../notifications';
import { FakeEventSource, installFakeEventSource, mockApi, orderFixture } from '../testing';
import { OrderLocation } from './OrderLocation';
import { orderPositionQuery, POSITION_POLL_MS, useOrderPosition } from './orderPosition';

const fix = (recorded_at: string, order_id = 'ord-1'): OrderPosition => ({ order_id, lat: 51.23, lng: 6.79, accuracy: 8, recorded_at });

/** An order page of a customer: the shell's stream, and the map with the car (the one line of the hook). */
function Page({ order }: { order: Order }) {
  useNotificationStream('customer');
  const position = useOrderPosition('customer', order);
  return <OrderLocation order={order} position={position} />;
}

let remove: () => void;
beforeEach(async () => {
  remove = installFakeEventSource();
  queryClient.clear();
  await i18n.changeLanguage('en');
});
afterEach(() => remove());

test('without a Maps key the address card says when the driver (on the way to the pickup: no car yet) was last seen, with a map-app link; live fixes move it', async () => {
  const order = orderFixture({ id: 'ord-1', state: 'on_the_way_to_pickup' });
  const api = mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/customer/order/ord-1/position': { status: 200, body: { data: fix('2026-11-23T13:05:00.000Z') } },
  });
  render(
    <PlatformProvider>
      <Page order={order} />
    </PlatformProvider>,
  );
  const car = await screen.findByTestId('order-car');
  expect(within(car).getByRole('link', { name: 'Driver last seen at 14:05' })).toHaveAttribute('href', 'https://www.google.com/maps/search/?api=1&query=51.23%2C6.79');

  const source = FakeEventSource.last!;
  act(() => source.onopen?.());
  act(() => source.emit('position', fix('2026-11-23T13:20:00.000Z')));
  expect(await within(car).findByRole('link', { name: 'Driver last seen at 14:20' })).toBeInTheDocument();
  // another order's car changes nothing here
  act(() => source.emit('position', fix('2026-11-23T13:30:00.000Z', 'ord-2')));
  expect(within(car).getByRole('link', { name: 'Driver last seen at 14:20' })).toBeInTheDocument();
  expect(api.fetch.mock.calls.filter(([url]) => String(url).endsWith('/position'))).toHaveLength(1);
});

test('no position shared: no car; German text', async () => {
  await i18n.changeLanguage('de');
  mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/customer/order/ord-1/position': [{ status: 200, body: { data: null } }],
  });
  const order = orderFixture({ id: 'ord-1', state: 'on_the_way_to_return' });
  const { rerender } = render(
    <PlatformProvider>
      <Page order={order} />
    </PlatformProvider>,
  );
  await screen.findByTestId('order-address-card');
  expect(screen.queryByTestId('order-car')).not.toBeInTheDocument();
  act(() => FakeEventSource.last!.emit('position', fix('2026-11-23T13:05:00.000Z')));
  rerender(
    <PlatformProvider>
      <Page order={order} />
    </PlatformProvider>,
  );
  expect(await screen.findByRole('link', { name: 'Auto zuletzt gesehen um 14:05 Uhr' })).toBeInTheDocument();
});

test('polls only while the stream is down and the order is on the way', () => {
  expect(orderPositionQuery('manager', 'ord-1', true).refetchInterval).toBe(POSITION_POLL_MS);
  expect(orderPositionQuery('manager', 'ord-1', false).refetchInterval).toBe(false);
});
