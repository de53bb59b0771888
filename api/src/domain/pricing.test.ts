import { SERVICE_OPTION_IDS as O } from '@chargevalet/contract';
import { calculateTotals, PricingError, withWashOption, type PriceInput } from './pricing';
import { PACKAGE_SERVICES, SEED_PRICING_CATALOG as catalog } from './catalog-data';

const base: PriceInput = { package_id: 1, charging_level_id: 6, selected_services: [O.returnKeyInPerson], is_use_fuel_card: false };

describe('calculateTotals (DESIGN §4, integer cents)', () => {
  it('adds the package price and the electricity estimate', () => {
    // Basic 29.00 €; electric 80 %: 36 kWh × 0.59 € = 21.24 €
    expect(calculateTotals(catalog, base)).toMatchObject({ service_total: 2900, electricity_total: 2124, grand_total: 5024 });
  });
  it('estimates a plug-in hybrid from its smaller battery', () => {
    // 12 kWh × (80 − 20) % = 7.2 kWh × 0.59 € = 4.248 € → 425 cents
    expect(calculateTotals(catalog, { ...base, car_type: 'plugin_hybrid' }).electricity_total).toBe(425);
  });
  it('charges chosen options at the package price', () => {
    const totals = calculateTotals(catalog, { ...base, selected_services: [O.returnMailbox, O.carWash, O.cleaning] });
    expect(totals.service_total).toBe(2900 + 490 + 1490 + 2990);
    expect(totals.breakdown.options).toEqual([
      { service_id: 1, option_id: O.returnMailbox, cents: 490 },
      { service_id: 2, option_id: O.carWash, cents: 1490 },
      { service_id: 3, option_id: O.cleaning, cents: 2990 },
    ]);
  });
  it('does not charge options the package includes', () => {
    expect(calculateTotals(catalog, { ...base, package_id: 3, selected_services: [O.returnKeyInPerson, O.carWash, O.cleaning] }).service_total).toBe(6900);
    expect(calculateTotals(catalog, { ...base, package_id: 4, selected_services: [O.returnMailboxParkingSpace] }).service_total).toBe(8900);
  });
  it('sets electricity to zero with the customer fuel card', () => {
    expect(calculateTotals(catalog, { ...base, is_use_fuel_card: true })).toMatchObject({ electricity_total: 0, grand_total: 2900 });
  });
  it('takes a percent discount off the services only, rounding half up to a cent', () => {
    const totals = calculateTotals(catalog, { ...base, selected_services: [O.returnMailbox] }, { kind: 'percent', value: 10 });
    // (2900 + 490) × 10 % = 339 cents
    expect(totals).toMatchObject({ service_total: 3051, electricity_total: 2124, grand_total: 5175 });
    expect(totals.breakdown.discount_cents).toBe(339);
  });
  it('takes a fixed discount but never below zero', () => {
    expect(calculateTotals(catalog, base, { kind: 'fixed', value: 500 }).service_total).toBe(2400);
    expect(calculateTotals(catalog, base, { kind: 'fixed', value: 10_000 })).toMatchObject({ service_total: 0, grand_total: 2124 });
    expect(calculateTotals(catalog, base, { kind: 'percent', value: 150 }).service_total).toBe(0);
  });
  it('makes a free order free and forces wash and cleaning off', () => {
    const totals = calculateTotals(catalog, { ...base, selected_services: [O.returnMailbox, O.carWash, O.cleaning] }, { kind: 'free_order', value: 0 });
    expect(totals).toMatchObject({ service_total: 0, electricity_total: 0, grand_total: 0 });
    expect(totals.breakdown.options.map((option) => option.option_id)).toEqual([O.returnMailbox]);
  });
  it('grows the electricity estimate with the charging level', () => {
    const at30 = calculateTotals(catalog, { ...base, charging_level_id: 1 }).electricity_total;
    const at100 = calculateTotals(catalog, { ...base, charging_level_id: 8 }).electricity_total;
    expect(at30).toBe(354); // 6 kWh × 59
    expect(at100).toBe(2832); // 48 kWh × 59
  });
  it('ignores a repeated option id', () => {
    expect(calculateTotals(catalog, { ...base, selected_services: [O.carWash, O.carWash] }).service_total).toBe(2900 + 1490);
  });
  it('refuses what the catalogue does not know', () => {
    expect(() => calculateTotals(catalog, { ...base, package_id: 99 })).toThrow(new PricingError('unknown_package', 'package_id'));
    expect(() => calculateTotals(catalog, { ...base, charging_level_id: 99 })).toThrow('unknown_charging_level');
    expect(() => calculateTotals(catalog, { ...base, selected_services: [42] })).toThrow('unknown_service');
    expect(() => calculateTotals(catalog, { ...base, selected_services: [O.returnKeyInPerson, O.returnMailbox] })).toThrow('several_choices');
  });
});

describe('withWashOption', () => {
  it('adds or removes the wash option for the order-edit estimate', () => {
    const services = PACKAGE_SERVICES[1]!;
    expect(withWashOption(services, [O.returnKeyInPerson, O.carWash], false)).toEqual([O.returnKeyInPerson]);
    expect(withWashOption(services, [O.returnKeyInPerson], true)).toEqual([O.returnKeyInPerson, O.carWash]);
  });
});
