import { SLOT_MINUTES, type CarType } from '@chargevalet/contract';
import { estimateEnergyWh } from './energy';

/**
 * How long the car is away, which decides the earliest return slot (DESIGN §4):
 *
 *   minutes = ceil_to_slot( HANDLING_MINUTES + ceil(energy_kWh / power_kW × 60) )
 *
 * - HANDLING_MINUTES (60): drive to the station (~20), plugging in and paperwork (~10), drive back (~20), buffer.
 * - energy_kWh: `estimateEnergyWh` (battery × (target − 20 %)).
 * - power_kW: average effective charging power: 50 kW on a DC fast charger for a fully electric car, 3.7 kW AC
 *   for a plug-in hybrid (many have single-phase on-board chargers).
 * - rounded up to the 30-minute slot grid, so "pickup + duration" always lands on a slot start.
 *
 * Example: electric to 80 % → 36 kWh / 50 kW = 44 min + 60 = 104 → 120 min; plug-in hybrid to 80 % →
 * 7.2 kWh / 3.7 kW = 117 min + 60 = 177 → 180 min.
 */
export const HANDLING_MINUTES = 60;
export const CHARGING_POWER_W: Readonly<Record<CarType, number>> = { electric: 50_000, plugin_hybrid: 3_700 };

export function serviceDurationMinutes(carType: CarType, targetPercent: number): number {
  const chargingMinutes = Math.ceil((estimateEnergyWh(carType, targetPercent) * 60) / CHARGING_POWER_W[carType]);
  return Math.ceil((HANDLING_MINUTES + chargingMinutes) / SLOT_MINUTES) * SLOT_MINUTES;
}
