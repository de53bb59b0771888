import type { CarType } from '@chargevalet/contract';

/**
 * Energy estimate behind the electricity price and the service duration.
 *
 *   energy_kWh = battery_kWh(car type) × max(0, target % − ASSUMED_START_PERCENT) / 100
 *
 * We never see the car's real state of charge before pickup, so the estimate assumes a typical customer
 * hands the car over at 20 %. Typical usable battery: 60 kWh for a fully electric car, 12 kWh for a plug-in
 * hybrid. Values are kept in watt-hours (integers) so prices stay exact in cents.
 */
export const BATTERY_WH: Readonly<Record<CarType, number>> = { electric: 60_000, plugin_hybrid: 12_000 };
export const ASSUMED_START_PERCENT = 20;

export function estimateEnergyWh(carType: CarType, targetPercent: number): number {
  const percentToCharge = Math.max(0, Math.min(100, targetPercent) - ASSUMED_START_PERCENT);
  return Math.round((BATTERY_WH[carType] * percentToCharge) / 100);
}
