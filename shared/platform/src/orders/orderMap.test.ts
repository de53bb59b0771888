import { ORDER_STATES, type OrderState } from '@chargevalet/contract';
import { carFixTime, mapAppUrl, orderMapView, SINGLE_MARKER_ZOOM } from './orderMap';

const pickup = { street: 'Königsallee 1, 40212 Düsseldorf', latitude: 51.2249, longitude: 6.7794 };
const back = { street: 'Kaiserstraße 5, 40479 Düsseldorf', latitude: 51.235, longitude: 6.7801 };
const station = { street: 'Ladepark Nord, 40468 Düsseldorf', latitude: 51.27, longitude: 6.76 };

const order = (state: OrderState, station_address: typeof station | null = station) => ({ state, pickup_address: pickup, return_address: back, station_address });
const kinds = (state: OrderState, s: typeof station | null = station) => orderMapView(order(state, s)).places.map((p) => p.kind);

describe('orderMapView (SPEC §4 map rules)', () => {
  it.each(['created', 'assigned', 'on_the_way_to_pickup'] as const)('%s shows the pickup address', (state) => {
    expect(kinds(state)[0]).toBe('pickup');
  });

  it.each(ORDER_STATES.filter((s) => !['created', 'assigned', 'on_the_way_to_pickup'].includes(s)))('%s shows the return address', (state) => {
    expect(kinds(state)[0]).toBe('return');
  });

  it.each(['parked', 'unpaid', 'paid', 'returned', 'pending_payment'] as const)('hides the station in %s', (state) => {
    expect(kinds(state)).toEqual(['return']);
  });

  it.each(['on_the_way_to_station', 'charging', 'on_the_way_to_return'] as const)('shows the station in %s when the order has one', (state) => {
    expect(kinds(state)).toEqual(['return', 'station']);
    expect(kinds(state, null)).toEqual(['return']);
  });

  it('one marker: centred at zoom 13', () => {
    expect(orderMapView(order('created', null)).viewport).toEqual({ kind: 'zoom', center: { lat: pickup.latitude, lng: pickup.longitude }, zoom: SINGLE_MARKER_ZOOM });
    expect(SINGLE_MARKER_ZOOM).toBe(13);
  });

  it('two markers: fits the bounds of both', () => {
    expect(orderMapView(order('charging')).viewport).toEqual({
      kind: 'bounds',
      bounds: { south: back.latitude, west: station.longitude, north: station.latitude, east: back.longitude },
    });
  });

  it('an address without coordinates is listed but has no marker', () => {
    const view = orderMapView({ ...order('charging'), return_address: { street: 'Kaiserstraße 5', latitude: null, longitude: null } });
    expect(view.places.map((p) => p.position)).toEqual([null, { lat: station.latitude, lng: station.longitude }]);
    expect(view.viewport).toMatchObject({ kind: 'zoom', zoom: 13 });
    expect(orderMapView({ ...order('created', null), pickup_address: { street: 'x', latitude: null, longitude: null } }).viewport).toBeNull();
  });

  it('map-app links: coordinates when known, else the street', () => {
    expect(mapAppUrl({ kind: 'pickup', street: 'A', position: { lat: 51.2, lng: 6.7 } })).toBe('https://www.google.com/maps/search/?api=1&query=51.2%2C6.7');
    expect(mapAppUrl({ kind: 'pickup', street: 'Königsallee 1', position: null })).toBe(
      'https://www.google.com/maps/search/?api=1&query=K%C3%B6nigsallee%201',
    );
  });

  describe('the car (live position, issue 14)', () => {
    const fix = { order_id: 'o1', lat: 51.23, lng: 6.79, accuracy: 10, recorded_at: '2026-11-23T13:05:40.000Z' };

    it('no position: no car', () => {
      expect(orderMapView(order('on_the_way_to_pickup')).car).toBeNull();
      expect(orderMapView(order('on_the_way_to_pickup'), null).car).toBeNull();
    });

    it('a position: the car marker with the time of the last fix in Berlin (HH:MM), framed with the address', () => {
      const view = orderMapView(order('on_the_way_to_pickup', null), fix);
      // on the way to the pickup the driver has no car yet: the marker is the driver's (issue 31)
      expect(view.car).toEqual({ position: { lat: 51.23, lng: 6.79 }, time: '14:05', who: 'driver' });
      expect(orderMapView(order('on_the_way_to_return', null), fix).car?.who).toBe('car');
      expect(view.places.map((p) => p.kind)).toEqual(['pickup']);
      expect(view.viewport).toEqual({ kind: 'bounds', bounds: { south: pickup.latitude, west: pickup.longitude, north: 51.23, east: 6.79 } });
    });

    it('the car alone (an address without coordinates): zoom 13 on the car', () => {
      const view = orderMapView({ ...order('on_the_way_to_pickup', null), pickup_address: { street: 'x', latitude: null, longitude: null } }, fix);
      expect(view.viewport).toEqual({ kind: 'zoom', center: { lat: 51.23, lng: 6.79 }, zoom: 13 });
    });

    it('the fix time: 24-hour clock in Europe/Berlin, summer and winter', () => {
      expect(carFixTime('2026-07-01T06:09:00Z')).toBe('08:09');
      expect(carFixTime('2026-01-15T23:30:00Z')).toBe('00:30');
    });
  });
});

test('the fix time builds no Intl formatter (ICU\'s zone data would cost the page ~0.1 s on a throttled phone)', () => {
  const made = jest.spyOn(Intl, 'DateTimeFormat');
  expect(carFixTime('2026-11-23T13:05:00Z')).toBe('14:05');
  expect(carFixTime('2026-03-29T01:10:00Z')).toBe('03:10');
  expect(made).not.toHaveBeenCalled();
  made.mockRestore();
});
