import { createHmac, timingSafeEqual } from 'node:crypto';
import {
  FINAL_STATES,
  isOnTheWay,
  nextTrackState,
  TRACK_LINK_DAYS_AFTER_END,
  TRACK_TOKEN_PATTERN,
  type Eta,
  type OrderPosition,
  type OrderState,
  type TrackView,
} from '@chargevalet/contract';
import type { OrderRow } from '../../db/schema';
import { roadKm, type DistanceModel } from '../../domain';

/**
 * The live tracking link of an order (issue 31). Its token is the order's id and an HMAC of it and the link's
 * generation under the shared `track` key (app_keys): nothing is stored per link, every API instance makes and checks
 * the same tokens, and a mail written anywhere carries the current one. Revoking raises `orders.track_generation`,
 * so every older token stops matching (404). 44 base64url characters: 16 bytes of id, 16 of MAC (128 bits).
 */
type TokenOrder = Pick<OrderRow, 'id' | 'trackGeneration'>;

const mac = (key: Buffer, order: TokenOrder): Buffer =>
  createHmac('sha256', key)
    .update(`track:${order.id}:${order.trackGeneration ?? 0}`)
    .digest()
    .subarray(0, 16);

export const trackToken = (key: Buffer, order: TokenOrder): string => `${Buffer.from(order.id.replace(/-/g, ''), 'hex').toString('base64url')}${mac(key, order).toString('base64url')}`;

/** The order id a well-formed token names (not yet checked), or null. */
export function orderIdOfToken(token: string): string | null {
  if (!TRACK_TOKEN_PATTERN.test(token)) return null;
  const hex = Buffer.from(token.slice(0, 22), 'base64url').toString('hex');
  return hex.length === 32 ? `${hex.slice(0, 8)}-${hex.slice(8, 12)}-${hex.slice(12, 16)}-${hex.slice(16, 20)}-${hex.slice(20)}` : null;
}

/** True when `token` is the order's current one (constant time). */
export function tokenMatches(key: Buffer, token: string, order: TokenOrder): boolean {
  const given = Buffer.from(token.slice(22), 'base64url');
  const expected = mac(key, order);
  return given.length === expected.length && timingSafeEqual(given, expected);
}

/** When the order ended (its final state's time), or null while it runs. */
export function orderEndedAt(order: Pick<OrderRow, 'state' | 'statusHistory' | 'updatedAt'>): Date | null {
  if (!(FINAL_STATES as readonly string[]).includes(order.state)) return null;
  const entry = order.statusHistory.findLast((item) => item.state === order.state && !item.kind);
  return entry ? new Date(entry.at) : order.updatedAt;
}

/** The link answers until TRACK_LINK_DAYS_AFTER_END days after the order ended; never an unfinished checkout. */
export function trackLinkLive(order: Pick<OrderRow, 'state' | 'statusHistory' | 'updatedAt'>, now: Date): boolean {
  if (order.state === 'pending_checkout') return false;
  const ended = orderEndedAt(order);
  return !ended || now.getTime() < ended.getTime() + TRACK_LINK_DAYS_AFTER_END * 86_400_000;
}

/** The distance model (ROAD_FACTOR) and the average city speed (ETA_CITY_SPEED_KMH). */
export type EtaSettings = DistanceModel & { citySpeedKmh: number };

/** Where a car on its way is headed: the pickup address (to collect it) or the return address (to bring it back). */
const destinationOf = (order: OrderRow): { lat: number; lng: number } | null =>
  order.state === 'on_the_way_to_pickup' ? { lat: order.pickupLat, lng: order.pickupLng } : order.state === 'on_the_way_to_return' ? { lat: order.returnLat, lng: order.returnLng } : null;

/**
 * The arrival estimate while a driver is on the way to the pickup or the return: from the last fix, the straight-line
 * distance × the road factor (the day plan's distance model, `domain/distance.ts`) ÷ the city speed, counted from when the fix was taken. `at` is the estimated arrival,
 * `minutes` what is left of it now (0 once due). Null in every other state or without a fix.
 */
export function estimateArrival(order: OrderRow, position: Pick<OrderPosition, 'lat' | 'lng' | 'recorded_at'> | null, settings: EtaSettings, now: Date): Eta | null {
  const destination = destinationOf(order);
  if (!destination || !position) return null;
  const travelMinutes = (roadKm(settings, position, destination) / settings.citySpeedKmh) * 60;
  const at = new Date(new Date(position.recorded_at).getTime() + travelMinutes * 60_000);
  return { minutes: Math.max(0, Math.ceil((at.getTime() - now.getTime()) / 60_000)), at: at.toISOString() };
}

/** The public view of the tracking link: no names, addresses, car or contact details. */
export function toTrackView(order: OrderRow, position: OrderPosition | null, eta: Eta | null): TrackView {
  const state = order.state as OrderState;
  const car = isOnTheWay(state) && position ? { lat: position.lat, lng: position.lng, recorded_at: position.recorded_at } : null;
  return {
    identity: order.identity,
    state,
    pickup_time_slot: { date_time: order.pickupSlot.toISOString() },
    return_time_slot: order.returnSlotChosen ? { date_time: order.returnSlot.toISOString() } : null,
    next_state: nextTrackState(state),
    car,
    eta: car ? eta : null,
  };
}
