import { expiryNotPast, passesLuhn, sandboxCardFormSchema } from './sandbox-card';

describe('sandbox card rules', () => {
  it('Luhn and expiry', () => {
    for (const good of ['4242424242424242', '4000000000000002', '5555555555554444']) expect(passesLuhn(good)).toBe(true);
    expect(passesLuhn('4242424242424241')).toBe(false);
    const now = new Date(2031, 4, 15); // May 2031
    expect(expiryNotPast('05/31', now)).toBe(true);
    expect(expiryNotPast('04/31', now)).toBe(false);
    expect(expiryNotPast('12/30', now)).toBe(false);
    expect(expiryNotPast('01/32', now)).toBe(true);
  });

  it('the form names the failed rule by the key the caller gives it', () => {
    const schema = sandboxCardFormSchema((name) => `sandbox.${name}`, () => new Date(2031, 4, 15));
    expect(schema.parse({ card_number: '4242 4242 4242 4242', expiry: '05/31', cvc: '123' })).toEqual({ card_number: '4242424242424242', expiry: '05/31', cvc: '123' });
    const failed = schema.safeParse({ card_number: '4242 4242 4242 4241', expiry: '04/31', cvc: '1' });
    expect(failed.error?.issues.map((issue) => issue.message).sort()).toEqual(['sandbox.expired', 'sandbox.invalidCard', 'sandbox.invalidCvc']);
  });
});
