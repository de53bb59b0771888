import { COOKIE_CATEGORIES, cookieConsentSchema, isCookieConsent, toCookieConsent } from './cookie-consent';

const valid = { strictly_necessary: true, performance: false, targeting: true, functionality: false, unclassified: true } as const;

/** Inputs on both sides of every rule of the schema. */
const cases: unknown[] = [
  valid,
  { ...valid, performance: true, targeting: false },
  { ...valid, extra: 'ignored' },
  { ...valid, strictly_necessary: false },
  { ...valid, strictly_necessary: 'true' },
  { ...valid, performance: 'yes' },
  { ...valid, unclassified: null },
  { ...valid, functionality: undefined },
  Object.fromEntries(Object.entries(valid).filter(([key]) => key !== 'targeting')),
  { strictly_necessary: true },
  {},
  [],
  [true, false],
  null,
  undefined,
  'consent',
  42,
  true,
  Object.assign(Object.create(null), valid),
];
for (const category of COOKIE_CATEGORIES) {
  cases.push({ ...valid, [category]: 1 });
  cases.push({ ...valid, [category]: 0 });
  cases.push(Object.fromEntries(Object.entries(valid).filter(([key]) => key !== category)));
}
// Every combination of the optional flags.
for (let bits = 0; bits < 16; bits += 1) {
  cases.push({ strictly_necessary: true, performance: !!(bits & 1), targeting: !!(bits & 2), functionality: !!(bits & 4), unclassified: !!(bits & 8) });
}

test.each(cases.map((value) => [JSON.stringify(value) ?? String(value), value]))('the guard agrees with cookieConsentSchema: %s', (_label, value) => {
  const parsed = cookieConsentSchema.safeParse(value);
  expect(isCookieConsent(value)).toBe(parsed.success);
  expect(toCookieConsent(value)).toEqual(parsed.success ? parsed.data : null);
});

test('returns a copy with exactly the schema\'s keys', () => {
  const input = { ...valid, extra: 1 };
  const consent = toCookieConsent(input);
  expect(consent).not.toBe(input);
  expect(Object.keys(consent ?? {}).sort()).toEqual([...COOKIE_CATEGORIES].sort());
});
