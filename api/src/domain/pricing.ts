import { SERVICE_IDS, type CarType, type ChargingLevel, type Package, type PackageService } from '@chargevalet/contract';
import type { AppliedDiscount } from './discounts';
import { estimateEnergyWh } from './energy';

/**
 * Prices (DESIGN §4): integer euro cents, VAT included.
 *
 *   service_total     = max(0, package.cost + Σ chosen option costs − discount)
 *   electricity_total = round(energy_Wh × price_per_kWh / 1000), 0 with the customer's fuel card
 *   grand_total       = service_total + electricity_total
 *
 * Option costs come from the package's own services (an extra included in a package costs 0 there).
 * Discounts: percent → round(subtotal × value / 100); fixed → value cents, at most the subtotal;
 * free_order → everything 0 and wash/cleaning forced off.
 */
export interface PricingCatalog {
  packages: readonly Pick<Package, 'id' | 'cost'>[];
  /** Package services by package id (SPEC §3). */
  packageServices: Readonly<Record<number, readonly PackageService[]>>;
  chargingLevels: readonly Pick<ChargingLevel, 'id' | 'battery_percent'>[];
  electricityCentsPerKwh: number;
}

export interface PriceInput {
  package_id: number;
  charging_level_id: number;
  selected_services: readonly number[];
  is_use_fuel_card: boolean;
  /** Electric when unknown (the price list shows the larger, safer estimate). */
  car_type?: CarType | null;
}

export interface PriceBreakdown {
  package_cents: number;
  options: { service_id: number; option_id: number; cents: number }[];
  subtotal_cents: number;
  discount_cents: number;
  energy_wh: number;
}

export interface PriceResult {
  electricity_total: number;
  service_total: number;
  grand_total: number;
  breakdown: PriceBreakdown;
}

export type PricingErrorCode = 'unknown_package' | 'unknown_charging_level' | 'unknown_service' | 'several_choices';

/** Input that does not fit the catalogue; the route answers 422 on `field`. */
export class PricingError extends Error {
  constructor(
    readonly code: PricingErrorCode,
    readonly field: 'package_id' | 'charging_level_id' | 'selected_services',
  ) {
    super(code);
    this.name = 'PricingError';
  }
}

const EXTRAS_FORCED_OFF_BY_FREE_ORDER: readonly number[] = [SERVICE_IDS.carWash, SERVICE_IDS.cleaning];

export function calculateTotals(catalog: PricingCatalog, input: PriceInput, discount?: AppliedDiscount | null): PriceResult {
  const pkg = catalog.packages.find((candidate) => candidate.id === input.package_id);
  if (!pkg) throw new PricingError('unknown_package', 'package_id');
  const level = catalog.chargingLevels.find((candidate) => candidate.id === input.charging_level_id);
  if (!level) throw new PricingError('unknown_charging_level', 'charging_level_id');

  const isFree = discount?.kind === 'free_order';
  const options = chosenOptions(catalog.packageServices[pkg.id] ?? [], input.selected_services).filter(
    (option) => !(isFree && EXTRAS_FORCED_OFF_BY_FREE_ORDER.includes(option.service_id)),
  );
  const subtotal = pkg.cost + options.reduce((sum, option) => sum + option.cents, 0);
  const discountCents = discountAmount(subtotal, discount);
  const energyWh = estimateEnergyWh(input.car_type ?? 'electric', level.battery_percent);

  const serviceTotal = Math.max(0, subtotal - discountCents);
  const electricityTotal =
    isFree || input.is_use_fuel_card ? 0 : Math.round((energyWh * catalog.electricityCentsPerKwh) / 1000);
  return {
    electricity_total: electricityTotal,
    service_total: serviceTotal,
    grand_total: serviceTotal + electricityTotal,
    breakdown: {
      package_cents: pkg.cost,
      options,
      subtotal_cents: subtotal,
      discount_cents: subtotal - serviceTotal,
      energy_wh: energyWh,
    },
  };
}

/** Maps selected option ids to the package's options; unknown ids and two choices of one select are errors. */
function chosenOptions(services: readonly PackageService[], selected: readonly number[]): PriceBreakdown['options'] {
  const chosen: PriceBreakdown['options'] = [];
  for (const optionId of new Set(selected)) {
    const service = services.find((candidate) => candidate.options.some((option) => option.service_id === optionId));
    const option = service?.options.find((candidate) => candidate.service_id === optionId);
    if (!service || !option) throw new PricingError('unknown_service', 'selected_services');
    if (service.input_type === 'select' && chosen.some((entry) => entry.service_id === service.id)) {
      throw new PricingError('several_choices', 'selected_services');
    }
    chosen.push({ service_id: service.id, option_id: optionId, cents: option.cost });
  }
  return chosen;
}

function discountAmount(subtotal: number, discount: AppliedDiscount | null | undefined): number {
  if (!discount) return 0;
  switch (discount.kind) {
    case 'percent':
      return Math.round((subtotal * Math.min(100, Math.max(0, discount.value))) / 100);
    case 'fixed':
      return Math.min(subtotal, Math.max(0, discount.value));
    case 'free_order':
      return subtotal;
  }
}

/**
 * The option ids an order-edit estimate stands for (SPEC §7 price estimate sends `is_wash_car`, not ids):
 * the wash option of the package when `is_wash_car`, plus the kept ids of the other services.
 */
export function withWashOption(services: readonly PackageService[], kept: readonly number[], isWashCar: boolean): number[] {
  const wash = services.find((service) => service.id === SERVICE_IDS.carWash);
  const washIds = new Set(wash?.options.map((option) => option.service_id) ?? []);
  const others = kept.filter((id) => !washIds.has(id));
  const washOption = wash?.options[0]?.service_id;
  return isWashCar && washOption !== undefined ? [...others, washOption] : others;
}
