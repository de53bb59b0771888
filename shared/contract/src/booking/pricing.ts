import { z } from 'zod';
import { carTypeSchema } from './constants';
import { optionalDiscountCodeRule } from './discount';
import { centsSchema } from './catalog';
import { chargingLevelIdRule, idRule, packageIdRule } from './ids';

/**
 * POST /api/order/cost-calculation/{packageId} (SPEC §7 "order cost calculation"; path chosen in its style).
 * `car_type` is an extension: it sharpens the electricity estimate and defaults to electric.
 */
export const costCalculationRequestSchema = z.object({
  charging_level_id: chargingLevelIdRule,
  selected_services: z.array(idRule).default([]),
  is_use_fuel_card: z.boolean().default(false),
  discount_code: optionalDiscountCodeRule,
  car_type: carTypeSchema.optional(),
});
export type CostCalculationRequest = z.output<typeof costCalculationRequestSchema>;
export type CostCalculationRequestInput = z.input<typeof costCalculationRequestSchema>;

/** SPEC §3 Order total, integer cents, VAT included. */
export const orderTotalSchema = z.object({
  electricity_total: centsSchema,
  service_total: centsSchema,
  grand_total: centsSchema,
});
export type OrderTotal = z.infer<typeof orderTotalSchema>;
/**
 * The wizard's totals: with `discount_total`, the cents an applied discount code takes off the service (present
 * only when a code counts), so that the summary shows the discount as a line of its own.
 */
export const costCalculationTotalSchema = orderTotalSchema.extend({ discount_total: centsSchema.optional() });
export type CostCalculationTotal = z.infer<typeof costCalculationTotalSchema>;
export const costCalculationResponseSchema = z.object({ data: costCalculationTotalSchema });

/** POST order price estimate {id} (order edit, SPEC §7). */
export const priceEstimateRequestSchema = z.object({
  package_id: packageIdRule,
  is_wash_car: z.boolean(),
  is_use_fuel_card: z.boolean(),
  charging_level_id: chargingLevelIdRule,
});
export type PriceEstimateRequest = z.output<typeof priceEstimateRequestSchema>;
export const priceEstimateResponseSchema = z.object({ data: orderTotalSchema });

