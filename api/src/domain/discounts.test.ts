import { findDiscountCode, forcesExtrasOff, validateDiscountCode, type DiscountCodeRecord, type DiscountContext } from './discounts';
import { DISCOUNT_CODES } from './catalog-data';

const now = new Date('2026-11-21T12:00:00Z');
const context: DiscountContext = { package_id: 1, now, previous_order_count: 0, signed_in: true };
const record = (overrides: Partial<DiscountCodeRecord> = {}): DiscountCodeRecord => ({
  code: 'WELCOME10',
  kind: 'percent',
  value: 10,
  eligible_package_ids: [],
  valid_from: null,
  valid_until: null,
  max_uses: null,
  used_count: 0,
  first_order_only: false,
  ...overrides,
});

describe('validateDiscountCode (DESIGN §4)', () => {
  it('accepts a valid code in any case and answers it upper case', () => {
    expect(validateDiscountCode(' welcome10 ', record(), context)).toEqual({
      valid: true,
      code: 'WELCOME10',
      error: null,
      eligible_packages: [],
      kind: 'percent',
      applied: { kind: 'percent', value: 10 },
    });
  });
  it('asks a signed-out user to log in', () => {
    expect(validateDiscountCode('WELCOME10', record(), { ...context, signed_in: false }).error).toBe('login_required');
  });
  it('refuses unknown and malformed codes', () => {
    expect(validateDiscountCode('NOPE', undefined, context)).toMatchObject({ valid: false, error: 'invalid', code: 'NOPE' });
    expect(validateDiscountCode('a-b', record(), context).error).toBe('invalid');
    expect(validateDiscountCode('OTHER', record(), context).error).toBe('invalid');
  });
  it('respects the validity window', () => {
    expect(validateDiscountCode('WELCOME10', record({ valid_from: new Date('2026-12-01T00:00:00Z') }), context).error).toBe('invalid');
    expect(validateDiscountCode('WELCOME10', record({ valid_until: new Date('2026-11-21T11:59:59Z') }), context).error).toBe('expired');
    expect(validateDiscountCode('WELCOME10', record({ valid_until: new Date('2026-11-21T12:00:00Z') }), context).valid).toBe(true);
  });
  it('stops at the usage limit', () => {
    expect(validateDiscountCode('WELCOME10', record({ max_uses: 5, used_count: 5 }), context).error).toBe('usage_limit');
    expect(validateDiscountCode('WELCOME10', record({ max_uses: 5, used_count: 4 }), context).valid).toBe(true);
  });
  it('keeps first-order codes to first orders', () => {
    expect(validateDiscountCode('WELCOME10', record({ first_order_only: true }), { ...context, previous_order_count: 1 }).error).toBe('first_order_only');
  });
  it('names the eligible packages when the package does not qualify', () => {
    expect(validateDiscountCode('SAVE5', record({ code: 'SAVE5', eligible_package_ids: [2, 3] }), context)).toMatchObject({
      valid: false,
      error: 'package_not_eligible',
      eligible_packages: [2, 3],
    });
    expect(validateDiscountCode('SAVE5', record({ code: 'SAVE5', eligible_package_ids: [2, 3] }), { ...context, package_id: 3 }).valid).toBe(true);
  });
  it('FIRSTORDER (any case) is a free first order', () => {
    const firstOrder = findDiscountCode(DISCOUNT_CODES, 'firstOrder')!;
    expect(validateDiscountCode('firstorder', firstOrder, context)).toMatchObject({ valid: true, code: 'FIRSTORDER', kind: 'free_order' });
    expect(validateDiscountCode('FirstOrder', firstOrder, { ...context, previous_order_count: 2 }).error).toBe('first_order_only');
  });
});

describe('forcesExtrasOff (SPEC §4)', () => {
  it('is true for FIRSTORDER in any case and for free-order codes', () => {
    expect(forcesExtrasOff('firstorder', null)).toBe(true);
    expect(forcesExtrasOff('OTHER', 'free_order')).toBe(true);
    expect(forcesExtrasOff('WELCOME10', 'percent')).toBe(false);
    expect(forcesExtrasOff(null, null)).toBe(false);
  });
});
