import { readFileSync } from 'node:fs';
import { join } from 'node:path';
import { centroidFor, servedPostcodes, validateAddress, verifyZip } from './postcodes';
import { DUESSELDORF_POSTCODES } from './duesseldorf-postcodes';

describe('postcode table', () => {
  it('matches api/data/duesseldorf-postcodes.csv (regenerate with node api/data/generate-postcodes.mjs)', () => {
    const csv = readFileSync(join(__dirname, '../../data/duesseldorf-postcodes.csv'), 'utf8').trim().split(/\r?\n/).slice(1);
    const fromCsv = csv.map((line) => {
      const [zip_code, place, latitude, longitude] = line.split(',');
      return { zip_code, place, latitude: Number(latitude), longitude: Number(longitude) };
    });
    expect(DUESSELDORF_POSTCODES).toEqual(fromCsv);
    expect(servedPostcodes()).toHaveLength(37);
  });
});

describe('verifyZip', () => {
  it('verifies Düsseldorf postcodes, spaces removed', () => {
    expect(verifyZip('40212')).toBe('verified');
    expect(verifyZip(' 402 12 ')).toBe('verified');
    expect(verifyZip('40629')).toBe('verified');
  });
  it('refuses postcodes outside the city', () => {
    expect(verifyZip('45127')).toBe('out_of_service_area'); // Essen
    expect(verifyZip('40699')).toBe('out_of_service_area'); // Erkrath
    expect(verifyZip('')).toBe('out_of_service_area');
  });
});

describe('centroidFor', () => {
  it('gives the postcode centre or null', () => {
    expect(centroidFor('40212')).toEqual({ latitude: 51.223, longitude: 6.7827 });
    expect(centroidFor('10115')).toBeNull();
  });
});

describe('validateAddress (SPEC §5 on the server)', () => {
  it('accepts a street with house number in a served postcode and falls back to the centroid', () => {
    expect(validateAddress({ street: ' Königsallee 1 ', zip_code: '402 12' })).toEqual({
      valid: true,
      address: { street: 'Königsallee 1', zip_code: '40212', latitude: 51.223, longitude: 6.7827, approximate: true },
    });
  });
  it('keeps given coordinates inside the bounding box', () => {
    const check = validateAddress({ street: 'Königsallee 1, 40212 Düsseldorf', zip_code: '40212', latitude: 51.2251, longitude: 6.7796 });
    expect(check).toMatchObject({ valid: true, address: { latitude: 51.2251, longitude: 6.7796, approximate: false } });
  });
  it('needs a house number', () => {
    expect(validateAddress({ street: 'Königsallee', zip_code: '40212' })).toEqual({
      valid: false,
      errors: { street: 'validation.invalidAddressMissingStreetCityHouse' },
      outOfServiceArea: false,
    });
  });
  it('needs the postcode in the text to equal the ZIP field', () => {
    expect(validateAddress({ street: 'Königsallee 1, 40212 Düsseldorf', zip_code: '40213' })).toMatchObject({
      valid: false,
      errors: { zip_code: 'validation.zipCodeVerificationFailed' },
    });
  });
  it('refuses a postcode outside Düsseldorf with the service-area message', () => {
    expect(validateAddress({ street: 'Kettwiger Straße 1', zip_code: '45127' })).toEqual({
      valid: false,
      errors: { zip_code: 'validation.addressNotInDusseldorf' },
      outOfServiceArea: true,
    });
  });
  it('refuses coordinates outside the bounding box', () => {
    expect(validateAddress({ street: 'Königsallee 1', zip_code: '40212', latitude: 51.45, longitude: 7.01 })).toEqual({
      valid: false,
      errors: { street: 'validation.addressNotInDusseldorf' },
      outOfServiceArea: true,
    });
    expect(validateAddress({ street: 'Königsallee 1', zip_code: '40212', latitude: 51.22, longitude: 6.6 }).valid).toBe(false);
  });
});
