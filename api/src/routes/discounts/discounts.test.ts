import { eq } from 'drizzle-orm';
import { discountValidateResponseSchema } from '@chargevalet/contract';
import { discountCodePackages, discountCodes, orders, users, type OrderDbState } from '../../db/schema';
import { countPreviousOrders, findDiscountRecord, lockCustomerDiscounts, redeemDiscountCode } from '../../services/discounts/discount-service';
import { createTestApp, csrf, DB_DRIVER, login, type TestAgent, type TestApp } from '../../test/app';
import { insertOrder as insertOrderRow } from '../../services/orders/test-fixtures';
import { DISCOUNT_VALIDATE_PER_MINUTE } from './index';

/**
 * POST /api/discount/validate over the stored codes. The order of the domain's checks is unit-tested in
 * src/domain/discounts.test.ts; here: codes, windows, limits and eligible packages as stored, the signed-in
 * session, the customer's previous orders, redemption counting and the 422/419/429 answers.
 */
describe(`discount codes [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let guest: TestAgent;
  let customer: TestAgent;
  let customerId: string;

  beforeAll(async () => {
    t = await createTestApp();
    guest = await csrf(t.app);
    customer = await login(t.app, 'customer@chargevalet.test');
    const [row] = await t.db.select({ id: users.id }).from(users).where(eq(users.email, 'customer@chargevalet.test'));
    customerId = row!.id;
    const day = 86_400_000;
    const inserted = await t.db
      .insert(discountCodes)
      .values([
        { code: 'SPRING20', kind: 'percent', value: 20, validFrom: new Date(Date.now() - day), validUntil: new Date(Date.now() + day) },
        { code: 'WINTER20', kind: 'percent', value: 20, validUntil: new Date(Date.now() - day) },
        { code: 'SOON20', kind: 'percent', value: 20, validFrom: new Date(Date.now() + day) },
        { code: 'LIMITED', kind: 'fixed', value: 300, maxUses: 2, usedCount: 2 },
        { code: 'TWOLEFT', kind: 'fixed', value: 300, maxUses: 2, usedCount: 0 },
        { code: 'BIGONES', kind: 'fixed', value: 1000 },
      ])
      .returning({ id: discountCodes.id, code: discountCodes.code });
    const bigOnes = inserted.find((r) => r.code === 'BIGONES')!.id;
    await t.db.insert(discountCodePackages).values([
      { discountCodeId: bigOnes, packageId: 4 },
      { discountCodeId: bigOnes, packageId: 3 },
    ]);
  });
  afterAll(() => t.close());

  /** A stored order of the demo customer a week ago (only customer and state matter here). */
  const insertOrder = (state: OrderDbState) => insertOrderRow(t.db, { state, customerId, pickupSlot: new Date(Date.now() - 7 * 86_400_000) });

  const validate = async (agent: TestAgent, code: string, packageId = 1) => {
    const res = await agent.post('/api/discount/validate', { code, package_id: packageId });
    expect(res.statusCode).toBe(200);
    return discountValidateResponseSchema.parse(res.json());
  };

  it('asks a signed-out user to log in whatever the code (cannot-apply modal)', async () => {
    expect(await validate(guest, 'WELCOME10')).toEqual({
      valid: false,
      code: 'WELCOME10',
      error: 'login_required',
      eligible_packages: [],
      kind: null,
    });
    expect((await validate(guest, 'nosuchcode')).error).toBe('login_required');
  });

  it('accepts a stored percent code for a signed-in customer, normalised to upper case', async () => {
    expect(await validate(customer, ' welcome10 ')).toEqual({ valid: true, code: 'WELCOME10', error: null, eligible_packages: [], kind: 'percent' });
    expect(await validate(customer, 'Spring20')).toMatchObject({ valid: true, code: 'SPRING20', kind: 'percent' });
  });

  it('accepts FIRSTORDER in any case as a free order for a customer without orders', async () => {
    for (const code of ['firstorder', 'FirstOrder', 'FIRSTORDER']) {
      expect(await validate(customer, code)).toEqual({ valid: true, code: 'FIRSTORDER', error: null, eligible_packages: [], kind: 'free_order' });
    }
  });

  it('refuses an unknown code, an expired one, one not yet valid and one used up', async () => {
    expect(await validate(customer, 'NOSUCHCODE')).toMatchObject({ valid: false, code: 'NOSUCHCODE', error: 'invalid', kind: null });
    expect((await validate(customer, 'winter20')).error).toBe('expired');
    expect((await validate(customer, 'SOON20')).error).toBe('invalid');
    expect((await validate(customer, 'LIMITED')).error).toBe('usage_limit');
  });

  it('names the eligible packages when the chosen one is not (the "Package not eligible" dialog)', async () => {
    expect(await validate(customer, 'SAVE5', 1)).toEqual({
      valid: false,
      code: 'SAVE5',
      error: 'package_not_eligible',
      eligible_packages: [2, 3, 4],
      kind: null,
    });
    expect(await validate(customer, 'SAVE5', 2)).toMatchObject({ valid: true, eligible_packages: [2, 3, 4], kind: 'fixed' });
    expect(await validate(customer, 'BIGONES', 2)).toMatchObject({ error: 'package_not_eligible', eligible_packages: [3, 4] });
  });

  it('refuses a first-order code once the customer has an order that is not cancelled', async () => {
    expect(await countPreviousOrders(t.db, customerId)).toBe(0);
    await insertOrder('cancelled');
    expect(await countPreviousOrders(t.db, customerId)).toBe(0);
    expect((await validate(customer, 'FIRSTORDER')).valid).toBe(true);

    await insertOrder('returned');
    expect(await countPreviousOrders(t.db, customerId)).toBe(1);
    expect(await validate(customer, 'firstorder')).toMatchObject({ valid: false, error: 'first_order_only', kind: null });
    const price = await customer.post('/api/order/cost-calculation/1', { charging_level_id: 6, selected_services: [1], discount_code: 'FIRSTORDER' });
    expect(price.json().data.grand_total).toBeGreaterThan(0);
    // Codes without the first-order rule still apply.
    expect((await validate(customer, 'WELCOME10')).valid).toBe(true);
    await t.db.delete(orders).where(eq(orders.customerId, customerId));
  });

  it('finds stored codes case-insensitively and counts redemptions only up to max_uses', async () => {
    expect(await findDiscountRecord(t.db, 'twoleft')).toMatchObject({ code: 'TWOLEFT', kind: 'fixed', value: 300, max_uses: 2, used_count: 0 });
    expect(await findDiscountRecord(t.db, 'nope')).toBeNull();
    const results = await Promise.all([1, 2, 3, 4].map(() => redeemDiscountCode(t.db, 'twoleft')));
    expect(results.filter(Boolean)).toHaveLength(2);
    expect((await findDiscountRecord(t.db, 'TWOLEFT'))!.used_count).toBe(2);
    expect((await validate(customer, 'TWOLEFT')).error).toBe('usage_limit');
    expect(await redeemDiscountCode(t.db, 'WELCOME10')).toBe(true);
    expect(await redeemDiscountCode(t.db, 'NOSUCHCODE')).toBe(false);
  });

  it('serialises placements of one customer with a transaction-scoped lock', async () => {
    const events: string[] = [];
    let release!: () => void;
    const held = new Promise<void>((resolve) => {
      release = resolve;
    });
    let locked!: () => void;
    const first = new Promise<void>((resolve) => {
      locked = resolve;
    });
    const a = t.db.transaction(async (tx) => {
      await lockCustomerDiscounts(tx, customerId);
      events.push('a locked');
      locked();
      await held;
      events.push('a done');
    });
    await first;
    const b = t.db.transaction(async (tx) => {
      await lockCustomerDiscounts(tx, customerId);
      events.push('b locked');
    });
    await new Promise((resolve) => setTimeout(resolve, 100));
    release();
    await Promise.all([a, b]);
    expect(events).toEqual(['a locked', 'a done', 'b locked']);
  });

  describe('invalid input: 422 with translated messages', () => {
    it('refuses a code shorter than 3 characters or with other than Latin letters and digits', async () => {
      const short = await customer.post('/api/discount/validate', { code: 'ab', package_id: 1 });
      expect(short.statusCode).toBe(422);
      expect(short.json().errors.code).toEqual(['Der Rabattcode muss mindestens 3 Zeichen lang sein']);
      customer.cookies.set('locale', 'en');
      try {
        const latin = await customer.post('/api/discount/validate', { code: 'RABATT-ÄÖ', package_id: 1 });
        expect(latin.statusCode).toBe(422);
        expect(latin.json().errors.code).toEqual(['The discount code may contain only Latin letters and digits']);
      } finally {
        customer.cookies.delete('locale');
      }
    });

    it('refuses an unknown or missing package and a missing code', async () => {
      const unknown = await customer.post('/api/discount/validate', { code: 'WELCOME10', package_id: 99 });
      expect(unknown.statusCode).toBe(422);
      expect(unknown.json().errors).toHaveProperty('package_id');
      const missing = await customer.post('/api/discount/validate', {});
      expect(missing.statusCode).toBe(422);
      expect(Object.keys(missing.json().errors).sort()).toEqual(['code', 'package_id']);
    });

    it('needs the CSRF token', async () => {
      expect((await guest.post('/api/discount/validate', { code: 'WELCOME10', package_id: 1 }, { csrf: false })).statusCode).toBe(419);
    });
  });

  it(`limits attempts per IP to ${DISCOUNT_VALIDATE_PER_MINUTE} a minute (429 with Retry-After)`, async () => {
    const prober = await csrf(t.app);
    const headers = { 'x-forwarded-for': '203.0.113.9' };
    let last = await prober.post('/api/discount/validate', { code: 'GUESS1', package_id: 1 }, { remoteAddress: '203.0.113.9', headers });
    for (let i = 0; i < DISCOUNT_VALIDATE_PER_MINUTE && last.statusCode !== 429; i += 1) {
      last = await prober.post('/api/discount/validate', { code: `GUESS${i}`, package_id: 1 }, { remoteAddress: '203.0.113.9', headers });
    }
    expect(last.statusCode).toBe(429);
    expect(Number(last.headers['retry-after'])).toBeGreaterThan(0);
    // Other clients are not affected.
    expect((await customer.post('/api/discount/validate', { code: 'WELCOME10', package_id: 1 })).statusCode).toBe(200);
  });
});
