import { act, fireEvent, screen, within } from '@testing-library/react';
import type { Order } from '@chargevalet/contract';
import { mockApi, orderFixture } from '@chargevalet/platform/testing';
import { renderDriver } from '../testing';

const DRIVER = { id: 'drv-1', name: 'Dora Driver', phone: '+49 211 111111' };
const onTheWay = (overrides: Partial<Order> = {}) =>
  orderFixture({ state: 'on_the_way_to_pickup', driver: DRIVER, can_update_status: true, can_cancel: false, ...overrides });

/** A stand-in for navigator.geolocation: the test delivers fixes and errors to the page's watch. */
function fakeGeolocation() {
  const watches = new Map<number, { success: PositionCallback; error?: PositionErrorCallback | null }>();
  let next = 0;
  const geo = {
    watchPosition: jest.fn((success: PositionCallback, error?: PositionErrorCallback | null) => {
      next += 1;
      watches.set(next, { success, error });
      return next;
    }),
    clearWatch: jest.fn((id: number) => void watches.delete(id)),
    getCurrentPosition: jest.fn(),
  };
  Object.defineProperty(navigator, 'geolocation', { value: geo, configurable: true });
  return {
    geo,
    watching: () => watches.size,
    fix: (lat: number, lng: number) =>
      act(() => {
        for (const { success } of watches.values())
          success({ coords: { latitude: lat, longitude: lng, accuracy: 12, altitude: null, altitudeAccuracy: null, heading: null, speed: null }, timestamp: Date.now() } as GeolocationPosition);
      }),
    deny: () =>
      act(() => {
        for (const { error } of watches.values()) error?.({ code: 1, PERMISSION_DENIED: 1, POSITION_UNAVAILABLE: 2, TIMEOUT: 3, message: 'denied' } as GeolocationPositionError);
      }),
  };
}

function api(order: Order) {
  return mockApi({
    'GET /api/config': { status: 200, body: { data: { google_maps_api_key: null } } },
    'GET /api/driver/active-order': { status: 200, body: { data: order } },
    [`GET /api/driver/order/allowed-statuses/${order.identity}`]: { status: 200, body: { states: ['on_the_way_to_station'] } },
    [`GET /api/driver/order/${order.identity}/handovers`]: { status: 200, body: { data: [] } },
    'POST /api/driver/position': (body) => ({
      status: 201,
      body: { data: { order_id: order.id, ...(body as { lat: number; lng: number }), accuracy: 12, recorded_at: new Date().toISOString() } },
    }),
  });
}

afterEach(() => {
  jest.useRealTimers();
  delete (navigator as { geolocation?: unknown }).geolocation;
  localStorage.clear();
});

describe('Share my location (on the way)', () => {
  it('off until switched on; then the first fix at once and the newest every 15 s; a visible indicator; the switch stops it', async () => {
    jest.useFakeTimers({ now: new Date('2026-11-23T13:00:00Z') });
    const gps = fakeGeolocation();
    const mock = api(onTheWay());
    await renderDriver('/profile/active-order');
    const section = await screen.findByRole('region', { name: 'Share location' });
    const toggle = within(section).getByRole('switch', { name: 'Share my location' });
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    // nothing is asked before the driver says so
    expect(gps.geo.watchPosition).not.toHaveBeenCalled();
    expect(within(section).queryByRole('status')).not.toBeInTheDocument();

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(gps.geo.watchPosition).toHaveBeenCalledTimes(1);
    expect(within(section).getByRole('status')).toHaveTextContent('Sharing your location');

    gps.fix(51.2254, 6.7799);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(0);
    });
    expect(mock.calls('POST /api/driver/position')).toEqual([{ order_id: 'ord-1', lat: 51.2254, lng: 6.7799, accuracy: 12 }]);
    expect(within(section).getByRole('status')).toHaveTextContent('Sharing your location · last sent 14:00');

    // a newer fix waits for the 15-s tick; no new fix, nothing sent
    await act(async () => {
      await jest.advanceTimersByTimeAsync(5_000);
    });
    gps.fix(51.23, 6.78);
    expect(mock.calls('POST /api/driver/position')).toHaveLength(1);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(10_000);
    });
    expect(mock.calls('POST /api/driver/position')).toHaveLength(2);
    expect(mock.calls('POST /api/driver/position')[1]).toMatchObject({ lat: 51.23, lng: 6.78 });
    await act(async () => {
      await jest.advanceTimersByTimeAsync(15_000);
    });
    expect(mock.calls('POST /api/driver/position')).toHaveLength(2);

    fireEvent.click(toggle);
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(gps.geo.clearWatch).toHaveBeenCalledTimes(1);
    expect(gps.watching()).toBe(0);
    await act(async () => {
      await jest.advanceTimersByTimeAsync(30_000);
    });
    expect(mock.calls('POST /api/driver/position')).toHaveLength(2);
  });

  it('permission denied: switched off with a hint (German)', async () => {
    const gps = fakeGeolocation();
    const mock = api(onTheWay({ state: 'on_the_way_to_return' }));
    await renderDriver('/profile/active-order', 'de');
    const toggle = await screen.findByRole('switch', { name: 'Meinen Standort teilen' });
    fireEvent.click(toggle);
    gps.deny();
    expect(toggle).toHaveAttribute('aria-checked', 'false');
    expect(screen.getByRole('region', { name: 'Standort teilen' })).toHaveTextContent('Der Zugriff auf den Standort wurde verweigert');
    expect(mock.calls('POST /api/driver/position')).toEqual([]);
  });

  it('a page opened without the position in its Permissions-Policy: no request, a full-load link to the active order', async () => {
    const gps = fakeGeolocation();
    Object.defineProperty(document, 'permissionsPolicy', { configurable: true, value: { allowsFeature: (feature: string) => feature !== 'geolocation' } });
    try {
      api(onTheWay());
      await renderDriver('/profile/active-order');
      const toggle = await screen.findByRole('switch', { name: 'Share my location' });
      fireEvent.click(toggle);
      expect(toggle).toHaveAttribute('aria-checked', 'false');
      expect(gps.geo.watchPosition).not.toHaveBeenCalled();
      expect(screen.getByRole('alert')).toHaveTextContent('This page was opened without access to your location.');
      expect(screen.getByRole('link', { name: 'Reload this page to share your location' })).toHaveAttribute('href', '/profile/active-order');
    } finally {
      delete (document as { permissionsPolicy?: unknown }).permissionsPolicy;
    }
  });

  it('a denial on a page first loaded elsewhere (browsers without document.permissionsPolicy): the reload link too', async () => {
    const gps = fakeGeolocation();
    const original = Object.getOwnPropertyDescriptor(performance, 'getEntriesByType');
    Object.defineProperty(performance, 'getEntriesByType', { configurable: true, value: () => [{ name: 'https://app.example/login' }] });
    try {
      api(onTheWay());
      await renderDriver('/profile/active-order');
      fireEvent.click(await screen.findByRole('switch', { name: 'Share my location' }));
      gps.deny();
      expect(screen.getByRole('alert')).toHaveTextContent('This page was opened without access to your location.');
      expect(screen.getByRole('link', { name: 'Reload this page to share your location' })).toBeInTheDocument();
    } finally {
      if (original) Object.defineProperty(performance, 'getEntriesByType', original);
      else delete (performance as { getEntriesByType?: unknown }).getEntriesByType;
    }
  });

  it('stays on for the whole trip: paused at the station and while charging, on again by itself on the way back, after a reload too', async () => {
    const gps = fakeGeolocation();
    const mock = api(onTheWay());
    const first = await renderDriver('/profile/active-order');
    fireEvent.click(await screen.findByRole('switch', { name: 'Share my location' }));
    gps.fix(51.2254, 6.7799);
    await screen.findByText(/last sent/);
    first.view.unmount();

    // the car is being charged (the page opened again): still on, nothing watched or sent
    api(onTheWay({ state: 'charging' }));
    const charging = await renderDriver('/profile/active-order');
    const toggle = await screen.findByRole('switch', { name: 'Share my location' });
    expect(toggle).toHaveAttribute('aria-checked', 'true');
    expect(within(screen.getByRole('region', { name: 'Share location' })).getByRole('status')).toHaveTextContent('Location sharing is on: paused at the station, on again on the way back');
    expect(gps.watching()).toBe(0);
    charging.view.unmount();

    // the way back: shared again without a tap
    const back = api(onTheWay({ state: 'on_the_way_to_return' }));
    await renderDriver('/profile/active-order');
    expect(await screen.findByRole('switch', { name: 'Share my location' })).toHaveAttribute('aria-checked', 'true');
    expect(gps.watching()).toBe(1);
    gps.fix(51.24, 6.79);
    await screen.findByText(/last sent/);
    expect(back.calls('POST /api/driver/position')).toEqual([expect.objectContaining({ lat: 51.24, lng: 6.79 })]);
    expect(mock.calls('POST /api/driver/position')).toHaveLength(1);

    // the driver's own stop holds as well
    fireEvent.click(screen.getByRole('switch', { name: 'Share my location' }));
    expect(gps.watching()).toBe(0);
    expect(localStorage.getItem('cv.driver.sharing')).toBeNull();
  });

  it('not offered before the trip', async () => {
    api(onTheWay({ state: 'assigned' }));
    await renderDriver('/profile/active-order');
    await screen.findByRole('region', { name: 'Next step' });
    expect(screen.queryByRole('switch', { name: 'Share my location' })).not.toBeInTheDocument();
  });
});
