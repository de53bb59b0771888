import { centroidFor } from './postcodes';

/**
 * The one distance model (issues 36, 31): the straight line between two points (haversine) times one road factor
 * (ROAD_FACTOR, `config.distance`), for the day plan and the arrival estimate alike. An address is placed at its geocoded (Places)
 * coordinates when it has them, else at its postcode's centroid from the Düsseldorf postcode table. Estimated
 * kilometres: no road network is consulted.
 */
export interface Point {
  readonly lat: number;
  readonly lng: number;
}

export interface LocatedAddress {
  zip_code: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface DistanceModel {
  /** Road kilometres per straight-line kilometre (≥ 1). */
  readonly roadFactor: number;
}

const EARTH_RADIUS_KM = 6371;
const RAD = Math.PI / 180;

/** Great-circle kilometres between two points (haversine). */
export function straightLineKm(a: Point, b: Point): number {
  const h = Math.sin(((b.lat - a.lat) * RAD) / 2) ** 2 + Math.cos(a.lat * RAD) * Math.cos(b.lat * RAD) * Math.sin(((b.lng - a.lng) * RAD) / 2) ** 2;
  return 2 * EARTH_RADIUS_KM * Math.asin(Math.sqrt(h));
}

/** Where an address lies: its own coordinates when both are finite numbers, else its postcode's centroid; null for neither. */
export function pointOf(address: LocatedAddress): Point | null {
  const { latitude, longitude } = address;
  if (typeof latitude === 'number' && typeof longitude === 'number' && Number.isFinite(latitude) && Number.isFinite(longitude)) {
    return { lat: latitude, lng: longitude };
  }
  const centroid = centroidFor(address.zip_code);
  return centroid ? { lat: centroid.latitude, lng: centroid.longitude } : null;
}

/** Estimated road kilometres between two points under `model`. */
export const roadKm = (model: DistanceModel, a: Point, b: Point): number => straightLineKm(a, b) * model.roadFactor;

/** A distance function bound to one model (what the planner takes). */
export const roadDistance =
  (model: DistanceModel) =>
  (a: Point, b: Point): number =>
    roadKm(model, a, b);
