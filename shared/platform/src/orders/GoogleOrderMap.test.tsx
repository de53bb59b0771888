import type { ReactNode } from 'react';
import { render, screen } from '@testing-library/react';
import { PlatformProvider } from '../PlatformProvider';
import { i18n } from '../i18n';
import { orderFixture } from '../testing';
import GoogleOrderMap from './GoogleOrderMap';
import { orderMapView } from './orderMap';

// The Maps script is not loaded in tests: the map and its markers render as plain elements.
jest.mock('@react-google-maps/api', () => ({
  useJsApiLoader: () => ({ isLoaded: true }),
  GoogleMap: ({ children }: { children: ReactNode }) => <div data-testid="google-map">{children}</div>,
  MarkerF: ({ title, label }: { title: string; label: string }) => (
    <span data-testid="marker" title={title}>
      {label}
    </span>
  ),
}));

const fix = { order_id: 'ord-1', lat: 51.23, lng: 6.79, accuracy: 8, recorded_at: '2026-11-23T13:05:00.000Z' };

test('with a key: the car marker (on the way to the pickup: the driver) and "last fix HH:MM" beside the address markers', async () => {
  await i18n.changeLanguage('en');
  const order = orderFixture({ state: 'on_the_way_to_pickup' });
  render(
    <PlatformProvider>
      <GoogleOrderMap apiKey="test-key" view={orderMapView(order, fix)} />
    </PlatformProvider>,
  );
  const titles = screen.getAllByTestId('marker').map((marker) => marker.getAttribute('title'));
  expect(titles).toContain('Driver: last fix 14:05');
  expect(screen.getByTestId('order-car-fix')).toHaveTextContent('Driver · last fix 14:05');
});

test('without a position: no car marker, no fix line (German)', async () => {
  await i18n.changeLanguage('de');
  render(
    <PlatformProvider>
      <GoogleOrderMap apiKey="test-key" view={orderMapView(orderFixture({ state: 'on_the_way_to_pickup' }))} />
    </PlatformProvider>,
  );
  expect(screen.getAllByTestId('marker').map((marker) => marker.getAttribute('title'))).not.toContainEqual(expect.stringMatching(/^Auto/));
  expect(screen.queryByTestId('order-car-fix')).not.toBeInTheDocument();
});
