import { berlinTime, formatAddress } from '@chargevalet/contract/core';
import type { Order, OrderPosition, OrderState } from '@chargevalet/contract';

/** SPEC §4: one marker is shown at zoom 13; two or more fit the map to their bounds. */
export const SINGLE_MARKER_ZOOM = 13;
/** SPEC §4: the order map is 350 px high. */
export const ORDER_MAP_HEIGHT_PX = 350;

/** Until the car has left the pickup address the map shows where it is collected; afterwards where it goes back. */
const PICKUP_STATES: readonly OrderState[] = ['created', 'assigned', 'on_the_way_to_pickup'];
/** Once the car is back (or the order is settling) the station no longer matters. */
const NO_STATION_STATES: readonly OrderState[] = ['parked', 'unpaid', 'paid', 'returned', 'pending_payment'];

export type OrderPlaceKind = 'pickup' | 'return' | 'station';

export interface OrderPlace {
  kind: OrderPlaceKind;
  street: string;
  /** Null when the address has no coordinates (no marker, but the address card still lists it). */
  position: { lat: number; lng: number } | null;
}

export type OrderMapViewport =
  | { kind: 'zoom'; center: { lat: number; lng: number }; zoom: number }
  | { kind: 'bounds'; bounds: { south: number; west: number; north: number; east: number } }
  | null;

/** The car's last fix (issue 14, live position): where and when (HH:MM in Berlin). */
export interface CarMarker {
  position: { lat: number; lng: number };
  time: string;
  /** `driver` on the way to the pickup (the driver has no car yet), `car` once the driver drives it (issue 31). */
  who: 'driver' | 'car';
}

export interface OrderMapView {
  places: OrderPlace[];
  /** Null when no position is shared for the order. */
  car: CarMarker | null;
  viewport: OrderMapViewport;
}

/** "14:05": the time of a fix as the clock in Düsseldorf shows it (the same in both languages; without Intl's zone data). */
export const carFixTime = (recordedAt: string): string => berlinTime(recordedAt);

type MapOrder = Pick<Order, 'state' | 'pickup_address' | 'return_address' | 'station_address'>;

function place(kind: OrderPlaceKind, address: Order['pickup_address']): OrderPlace {
  const { latitude, longitude } = address;
  return { kind, street: formatAddress(address), position: latitude !== null && longitude !== null ? { lat: latitude, lng: longitude } : null };
}

/**
 * The places the order's map (or address card) shows and how the map frames them (SPEC §4 map rules). With the
 * car's last fix (`position`, issue 14) the car is one more marker, framed with the others.
 */
export function orderMapView(order: MapOrder, position: OrderPosition | null = null): OrderMapView {
  const places = [PICKUP_STATES.includes(order.state) ? place('pickup', order.pickup_address) : place('return', order.return_address)];
  if (order.station_address && !NO_STATION_STATES.includes(order.state)) places.push(place('station', order.station_address));
  const who = order.state === 'on_the_way_to_pickup' ? ('driver' as const) : ('car' as const);
  const car = position ? { position: { lat: position.lat, lng: position.lng }, time: carFixTime(position.recorded_at), who } : null;
  const positions = [...places.flatMap((p) => (p.position ? [p.position] : [])), ...(car ? [car.position] : [])];
  if (positions.length === 0) return { places, car, viewport: null };
  if (positions.length === 1) return { places, car, viewport: { kind: 'zoom', center: positions[0]!, zoom: SINGLE_MARKER_ZOOM } };
  const lats = positions.map((p) => p.lat);
  const lngs = positions.map((p) => p.lng);
  return {
    places,
    car,
    viewport: { kind: 'bounds', bounds: { south: Math.min(...lats), west: Math.min(...lngs), north: Math.max(...lats), east: Math.max(...lngs) } },
  };
}

/** A link that opens the address in the device's map app (Google Maps hands over to the native app on phones). */
export function mapAppUrl(p: Pick<OrderPlace, 'street' | 'position'> & { kind?: OrderPlaceKind }): string {
  const query = p.position ? `${p.position.lat},${p.position.lng}` : p.street;
  return `https://www.google.com/maps/search/?api=1&query=${encodeURIComponent(query)}`;
}
