import {
  costCalculationResponseSchema,
  discountValidateResponseSchema,
  packageServicesResponseSchema,
  packagesResponseSchema,
  timeSlotsResponseSchema,
  zipCodeVerifyResponseSchema,
} from '@chargevalet/contract';
import { PACKAGE_SERVICES, PACKAGES, SEED_PRICING_CATALOG, DISCOUNT_CODES } from './catalog-data';
import { calculateTotals } from './pricing';
import { validateDiscountCode } from './discounts';
import { indexSchedule } from './slot-capacity';
import { pickupDays, returnDays } from './time-slots';
import { verifyZip } from './postcodes';

// The domain's results are exactly what the booking routes answer: each fits its response schema.
describe('domain results fit the contract responses', () => {
  const schedule = indexSchedule({ driverIds: ['d1'], blockedDays: [], blockedSlots: [], bookedSlots: [], heldSlots: [] });
  const now = new Date('2026-11-21T11:00:00Z');

  it('cost calculation: { data: totals } without the internal breakdown', () => {
    const totals = calculateTotals(SEED_PRICING_CATALOG, { package_id: 2, charging_level_id: 6, selected_services: [1], is_use_fuel_card: false });
    expect(costCalculationResponseSchema.parse({ data: totals })).toEqual({
      data: { electricity_total: 2124, service_total: 4900, grand_total: 7024 },
    });
  });
  it('discount validation', () => {
    const result = validateDiscountCode('welcome10', DISCOUNT_CODES[1], { package_id: 1, now, previous_order_count: 0, signed_in: true });
    expect(discountValidateResponseSchema.parse(result)).toEqual({ valid: true, code: 'WELCOME10', error: null, eligible_packages: [], kind: 'percent' });
  });
  it('pickup and return time slots', () => {
    expect(timeSlotsResponseSchema.safeParse({ data: { days: pickupDays({ now, locale: 'de', schedule }) } }).success).toBe(true);
    const days = returnDays({ now, locale: 'en', schedule, pickup: { date: '2026-11-23', time: '09:00' }, serviceMinutes: 120 });
    expect(timeSlotsResponseSchema.safeParse({ data: { days } }).success).toBe(true);
  });
  it('catalogue lists and ZIP verification', () => {
    expect(packagesResponseSchema.safeParse({ data: PACKAGES }).success).toBe(true);
    expect(packageServicesResponseSchema.safeParse({ data: PACKAGE_SERVICES[1] }).success).toBe(true);
    expect(zipCodeVerifyResponseSchema.parse({ status: verifyZip('40212') })).toEqual({ status: 'verified' });
  });
});
