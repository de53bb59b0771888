import { zipCodeVerifyResponseSchema } from '@chargevalet/contract';
import { validateRequestAddress } from '../../services/address/address-service';
import { createTestApp, csrf, DB_DRIVER, type TestAgent, type TestApp } from '../../test/app';

describe(`ZIP verification [${DB_DRIVER}]`, () => {
  let t: TestApp;
  let agent: TestAgent;
  beforeAll(async () => {
    t = await createTestApp();
    agent = await csrf(t.app);
  });
  afterAll(() => t.close());

  const verify = (zip_code: unknown) => agent.post('/api/address/zip-code/verify', { zip_code });

  it('verifies Düsseldorf postcodes (spaces ignored)', async () => {
    for (const zip of ['40212', '40474', '402 33']) {
      const res = await verify(zip);
      expect(res.statusCode).toBe(200);
      expect(zipCodeVerifyResponseSchema.parse(res.json())).toEqual({ status: 'verified' });
    }
  });

  it('answers out_of_service_area for postcodes elsewhere (Berlin, Neuss, Köln)', async () => {
    for (const zip of ['10115', '41460', '50667']) {
      expect((await verify(zip)).json()).toEqual({ status: 'out_of_service_area' });
    }
  });

  it('refuses a missing, empty or malformed postcode with 422 and translated messages', async () => {
    const empty = await verify('');
    expect(empty.statusCode).toBe(422);
    expect(empty.json().errors.zip_code).toEqual(['Gib die Postleitzahl der Abholadresse ein']);
    const letters = await verify('40a12');
    expect(letters.statusCode).toBe(422);
    expect(letters.json().errors.zip_code).toEqual(['Die Postleitzahl konnte nicht bestätigt werden. Bitte überprüfe sie']);
    agent.cookies.set('locale', 'en');
    try {
      const short = await verify('4021');
      expect(short.json()).toEqual({
        message: 'The postcode could not be verified. Please check it',
        errors: { zip_code: ['The postcode could not be verified. Please check it'] },
      });
      expect((await verify(40212)).statusCode).toBe(422);
      expect((await agent.post('/api/address/zip-code/verify', {})).json().errors.zip_code).toEqual(['Enter the postcode of the pickup address']);
    } finally {
      agent.cookies.delete('locale');
    }
  });

  it('needs the CSRF token', async () => {
    expect((await agent.post('/api/address/zip-code/verify', { zip_code: '40212' }, { csrf: false })).statusCode).toBe(419);
  });
});

describe('server-side address validation (reused by order placement)', () => {
  it('accepts a Düsseldorf address and fills coordinates from the postcode when none were given', () => {
    const result = validateRequestAddress({ street: 'Königsallee 1, 40212 Düsseldorf', zip_code: '402 12' }, 'pickup_address', 'de');
    expect(result).toMatchObject({ ok: true, address: { street: 'Königsallee 1, 40212 Düsseldorf', zip_code: '40212', approximate: true } });
    if (result.ok) {
      expect(result.address.latitude).toBeGreaterThan(51.12);
      expect(result.address.longitude).toBeLessThan(6.93);
    }
  });

  it('keeps given coordinates inside the bounding box', () => {
    const result = validateRequestAddress({ street: 'Königsallee 1', zip_code: '40212', latitude: 51.2254, longitude: 6.7763 }, 'pickup_address', 'en');
    expect(result).toMatchObject({ ok: true, address: { latitude: 51.2254, longitude: 6.7763, approximate: false } });
  });

  it('names the field of the request with translated messages and flags addresses outside Düsseldorf', () => {
    expect(validateRequestAddress({ street: 'Königsallee', zip_code: '40212' }, 'pickup_address', 'en')).toEqual({
      ok: false,
      outOfServiceArea: false,
      errors: { 'pickup_address.street': ['The address must contain a street, a house number, a postcode and a city'] },
    });
    expect(validateRequestAddress({ street: 'Königsallee 1, 40213 Düsseldorf', zip_code: '40212' }, 'return_address', 'en')).toEqual({
      ok: false,
      outOfServiceArea: false,
      errors: { 'return_address.zip_code': ['The postcode could not be verified. Please check it'] },
    });
    expect(validateRequestAddress({ street: 'Unter den Linden 1', zip_code: '10117' }, 'pickup_address', 'en')).toEqual({
      ok: false,
      outOfServiceArea: true,
      errors: { 'pickup_address.zip_code': ['Sorry, the specified address does not apply to Dusseldorf'] },
    });
    expect(
      validateRequestAddress({ street: 'Königsallee 1', zip_code: '40212', latitude: 52.52, longitude: 13.4 }, 'billing_address', 'de'),
    ).toEqual({
      ok: false,
      outOfServiceArea: true,
      errors: { 'billing_address.street': ['Leider liegt die angegebene Adresse nicht in Düsseldorf'] },
    });
  });
});
