import { msg, type CostCalculationRequest, type OrderTotal } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { calculateTotals, PricingError, type DiscountValidation, type PriceResult } from '../../domain';
import { getCatalog } from '../catalog/catalog-service';
import { validateDiscountForCustomer } from '../discounts/discount-service';

export interface CostCalculationContext {
  packageId: number;
  request: CostCalculationRequest;
  /** Signed-in user id or null (a guest's code never counts: login_required). */
  userId: string | null;
  now?: Date;
}

export interface CostCalculation {
  total: OrderTotal;
  result: PriceResult;
  /** The validation of the request's code (null without a code); its `applied` is what the price used. */
  discount: DiscountValidation | null;
}

/**
 * POST /api/order/cost-calculation/{packageId}: the domain's `calculateTotals` over the stored catalogue, with the
 * request's discount code counted only when it is valid for this user and package (an invalid code prices the
 * order without a discount; the wizard learns why from POST /api/discount/validate). Throws PricingError for
 * a package, charging level or option that does not exist.
 */
export async function calculateOrderCost(db: Db, context: CostCalculationContext): Promise<CostCalculation> {
  const catalog = await getCatalog(db);
  if (!catalog.pricing.packages.some((pkg) => pkg.id === context.packageId)) throw new PricingError('unknown_package', 'package_id');
  const discount = context.request.discount_code
    ? await validateDiscountForCustomer(db, {
        code: context.request.discount_code,
        packageId: context.packageId,
        userId: context.userId,
        ...(context.now ? { now: context.now } : {}),
      })
    : null;
  const result = calculateTotals(
    catalog.pricing,
    {
      package_id: context.packageId,
      charging_level_id: context.request.charging_level_id,
      selected_services: context.request.selected_services,
      is_use_fuel_card: context.request.is_use_fuel_card,
      car_type: context.request.car_type ?? null,
    },
    discount?.applied ?? null,
  );
  return {
    total: { electricity_total: result.electricity_total, service_total: result.service_total, grand_total: result.grand_total },
    result,
    discount,
  };
}

/** The 422 field and message key for a PricingError (translated by the route). */
export function pricingErrorField(error: PricingError): { field: string; message: string } {
  switch (error.code) {
    case 'unknown_package':
      return { field: 'package_id', message: msg('invalidInput') };
    case 'unknown_charging_level':
      return { field: 'charging_level_id', message: msg('chargingLevelRequired') };
    case 'several_choices':
      return { field: 'selected_services', message: msg('returnTypeRequired') };
    case 'unknown_service':
      return { field: 'selected_services', message: msg('invalidInput') };
  }
}
