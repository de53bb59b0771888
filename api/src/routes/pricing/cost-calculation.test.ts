import { SERVICE_OPTION_IDS as O, costCalculationResponseSchema } from '@chargevalet/contract';
import { discountCodes } from '../../db/schema';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';

/**
 * POST /api/order/cost-calculation/{packageId} over the seeded catalogue. The price rules themselves are unit-tested
 * in src/domain/pricing.test.ts; here: the stored catalogue, the request schema, the discount as validated for the
 * caller (signed in, stored window and limits), and the 422 answers.
 * Seed: Basic 29.00 € (mailbox +4.90, wash +14.90, cleaning +29.90), Comfort 49.00 € (wash included), Premium
 * 69.00 €; level 6 = 80 %: electric 36 kWh × 0.59 € = 21.24 €.
 */
describe(`cost calculation [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let guest: TestAgent;
  let customer: TestAgent;
  const ELECTRICITY = 2124;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await csrf(t.app);
    customer = await login(t.app, 'customer@chargevalet.test');
    const past = new Date(Date.now() - 86_400_000);
    await t.db.insert(discountCodes).values([
      { code: 'OLDCODE', kind: 'percent', value: 50, validUntil: past },
      { code: 'USEDUP', kind: 'fixed', value: 1000, maxUses: 3, usedCount: 3 },
    ]);
  });
  afterAll(() => t.close());

  const body = (overrides: Record<string, unknown> = {}) => ({
    charging_level_id: 6,
    selected_services: [O.returnKeyInPerson],
    is_use_fuel_card: false,
    discount_code: null,
    ...overrides,
  });
  const totals = async (agent: TestAgent, packageId: number, overrides: Record<string, unknown> = {}) => {
    const res = await agent.post(`/api/order/cost-calculation/${packageId}`, body(overrides));
    expect(res.statusCode).toBe(200);
    return costCalculationResponseSchema.parse(res.json()).data;
  };

  it('prices the package plus the electricity estimate in integer cents', async () => {
    expect(await totals(guest, 1)).toEqual({ service_total: 2900, electricity_total: ELECTRICITY, grand_total: 2900 + ELECTRICITY });
  });

  it('adds the wash and cleaning toggles at the package price and drops them again', async () => {
    expect((await totals(guest, 1, { selected_services: [O.returnKeyInPerson, O.carWash] })).service_total).toBe(2900 + 1490);
    const both = await totals(guest, 1, { selected_services: [O.returnKeyInPerson, O.carWash, O.cleaning] });
    expect(both).toEqual({ service_total: 2900 + 1490 + 2990, electricity_total: ELECTRICITY, grand_total: 7380 + ELECTRICITY });
    expect((await totals(guest, 1)).service_total).toBe(2900);
    // Premium includes both: toggling them changes nothing.
    expect((await totals(guest, 3, { selected_services: [O.returnKeyInPerson, O.carWash, O.cleaning] })).service_total).toBe(6900);
  });

  it('charges a mailbox return except in Business', async () => {
    expect((await totals(guest, 1, { selected_services: [O.returnMailbox] })).service_total).toBe(3390);
    expect((await totals(guest, 4, { selected_services: [O.returnMailboxParkingSpace] })).service_total).toBe(8900);
  });

  it('zeroes the electricity with the fuel card', async () => {
    expect(await totals(guest, 1, { is_use_fuel_card: true })).toEqual({ service_total: 2900, electricity_total: 0, grand_total: 2900 });
  });

  it('follows the charging level and the car type', async () => {
    // level 8 = 100 %: 48 kWh × 0.59 € = 28.32 €; plug-in hybrid at 80 %: 7.2 kWh → 4.25 €
    expect((await totals(guest, 1, { charging_level_id: 8 })).electricity_total).toBe(2832);
    expect((await totals(guest, 1, { car_type: 'plugin_hybrid' })).electricity_total).toBe(425);
  });

  it('applies a stored percent code for a signed-in customer, in any case, to the services only', async () => {
    // discount_total: what the code took off, for the summary's discount line
    const expected = { service_total: 3390 - 339, electricity_total: ELECTRICITY, grand_total: 3051 + ELECTRICITY, discount_total: 339 };
    expect(await totals(customer, 1, { selected_services: [O.returnMailbox], discount_code: 'WELCOME10' })).toEqual(expected);
    expect(await totals(customer, 1, { selected_services: [O.returnMailbox], discount_code: ' welcome10 ' })).toEqual(expected);
  });

  it('applies a fixed code only to its eligible packages', async () => {
    expect(await totals(customer, 2, { discount_code: 'SAVE5' })).toMatchObject({ service_total: 4900 - 500, discount_total: 500 });
    expect((await totals(customer, 1, { discount_code: 'SAVE5' })).service_total).toBe(2900);
  });

  it('makes a first order free with FIRSTORDER in lower case, wash and cleaning forced off', async () => {
    const free = await totals(customer, 1, { selected_services: [O.returnMailbox, O.carWash, O.cleaning], discount_code: 'firstorder' });
    expect(free).toEqual({ service_total: 0, electricity_total: 0, grand_total: 0, discount_total: 3390 });
  });

  it('ignores a code a guest sends (login required), an expired, a used-up and an unknown code', async () => {
    const plain = { service_total: 2900, electricity_total: ELECTRICITY, grand_total: 2900 + ELECTRICITY };
    expect(await totals(guest, 1, { discount_code: 'WELCOME10' })).toEqual(plain);
    expect(await totals(guest, 1, { discount_code: 'FIRSTORDER' })).toEqual(plain);
    expect(await totals(customer, 1, { discount_code: 'OLDCODE' })).toEqual(plain);
    expect(await totals(customer, 1, { discount_code: 'USEDUP' })).toEqual(plain);
    expect(await totals(customer, 1, { discount_code: 'NOSUCHCODE' })).toEqual(plain);
    expect(await totals(customer, 1, { discount_code: '' })).toEqual(plain);
  });

  describe('invalid input: 422 with translated messages, never 500', () => {
    it('refuses an unknown charging level (de by default, en with the cookie)', async () => {
      const de = await guest.post('/api/order/cost-calculation/1', body({ charging_level_id: 99 }));
      expect(de.statusCode).toBe(422);
      expect(de.json().errors.charging_level_id).toEqual(['Bitte wähle einen Ladestand']);
      guest.cookies.set('locale', 'en');
      try {
        const en = await guest.post('/api/order/cost-calculation/1', body({ charging_level_id: 99 }));
        expect(en.json()).toEqual({ message: 'Select charging level please', errors: { charging_level_id: ['Select charging level please'] } });
        const missing = await guest.post('/api/order/cost-calculation/1', body({ charging_level_id: undefined }));
        expect(missing.statusCode).toBe(422);
        expect(missing.json().errors.charging_level_id).toEqual(['Select charging level please']);
      } finally {
        guest.cookies.delete('locale');
      }
    });

    it('refuses an unknown package, an option of no service, two return types and a malformed code', async () => {
      const unknownPackage = await guest.post('/api/order/cost-calculation/99', body());
      expect(unknownPackage.statusCode).toBe(422);
      expect(unknownPackage.json().errors).toHaveProperty('package_id');
      const unknownOption = await guest.post('/api/order/cost-calculation/1', body({ selected_services: [O.returnKeyInPerson, 99] }));
      expect(unknownOption.statusCode).toBe(422);
      expect(unknownOption.json().errors).toHaveProperty('selected_services');
      const twoReturns = await guest.post('/api/order/cost-calculation/1', body({ selected_services: [O.returnKeyInPerson, O.returnMailbox] }));
      expect(twoReturns.statusCode).toBe(422);
      expect(twoReturns.json().errors.selected_services).toEqual(['Bitte wähle, wie wir dein Auto zurückgeben sollen']);
      const badCode = await guest.post('/api/order/cost-calculation/1', body({ discount_code: 'ab!' }));
      expect(badCode.statusCode).toBe(422);
      expect(badCode.json().errors).toHaveProperty('discount_code');
      const badTypes = await guest.post('/api/order/cost-calculation/1', body({ selected_services: 'wash', is_use_fuel_card: 'yes' }));
      expect(badTypes.statusCode).toBe(422);
      expect(Object.keys(badTypes.json().errors).sort()).toEqual(['is_use_fuel_card', 'selected_services']);
      expect((await guest.post('/api/order/cost-calculation/x', body())).statusCode).toBe(422);
    });

    it('needs the CSRF token like every mutating call', async () => {
      const res = await guest.post('/api/order/cost-calculation/1', body(), { csrf: false });
      expect(res.statusCode).toBe(419);
    });
  });
});
