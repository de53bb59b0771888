import { checkChosenPlace, checkTypedAddress, toChosenPlace, type ChosenPlace } from './addressRules';

const place = (over: Partial<ChosenPlace> = {}): ChosenPlace => ({
  placeId: 'p1',
  street: 'Königsallee 1, 40212 Düsseldorf, Germany',
  lat: 51.2254,
  lng: 6.7799,
  zip_code: '40212',
  route: 'Königsallee',
  streetNumber: '1',
  city: 'Düsseldorf',
  ...over,
});

describe('typed addresses (no maps service)', () => {
  test('street and house number are required: invalidAddressMissingStreetCityHouse', () => {
    expect(checkTypedAddress('Königsallee', '40212')).toEqual({ field: 'street', message: 'validation.invalidAddressMissingStreetCityHouse' });
    expect(checkTypedAddress('Königsallee 1', '40212')).toBeNull();
  });
  test('a postcode written in the street must equal the ZIP field: zipCodeVerificationFailed', () => {
    expect(checkTypedAddress('Königsallee 1, 40213 Düsseldorf', '40212')).toEqual({ field: 'zip', message: 'validation.zipCodeVerificationFailed' });
    expect(checkTypedAddress('Königsallee 1, 40212 Düsseldorf', '40 212')).toBeNull();
  });
});

describe('addresses from the Places suggestions', () => {
  test('must come from the suggestions', () => {
    expect(checkChosenPlace(null, '40212', { serviceArea: true })).toEqual({ field: 'street', message: 'validation.addressFromDropdown' });
  });
  test('street, house number, city and postal code are required', () => {
    expect(checkChosenPlace(place({ streetNumber: null }), '40212', { serviceArea: true })?.message).toBe('validation.invalidAddressMissingStreetCityHouse');
    expect(checkChosenPlace(place({ city: null }), '40212', { serviceArea: true })?.message).toBe('validation.invalidAddressMissingStreetCityHouse');
    expect(checkChosenPlace(place({ street: 'Königsallee 1, Germany' }), '40212', { serviceArea: true })?.message).toBe('validation.invalidAddressMissingStreetCityHouse');
  });
  test('outside the Düsseldorf box: not in Düsseldorf, opens the service-not-available modal', () => {
    expect(checkChosenPlace(place({ lat: 50.94, lng: 6.96, city: 'Köln', zip_code: '50667', street: 'Domkloster 4, 50667 Köln' }), '50667', { serviceArea: true })).toEqual({
      field: 'street',
      message: 'validation.addressNotInDusseldorf',
      outOfServiceArea: true,
    });
    // billing addresses may lie anywhere
    expect(checkChosenPlace(place({ lat: 50.94, lng: 6.96, city: 'Köln', zip_code: '50667', street: 'Domkloster 4, 50667 Köln' }), '50667', { serviceArea: false })).toBeNull();
  });
  test('the postal code must equal the ZIP field', () => {
    expect(checkChosenPlace(place(), '40213', { serviceArea: true })).toEqual({ field: 'zip', message: 'validation.zipCodeVerificationFailed' });
    expect(checkChosenPlace(place(), '40212', { serviceArea: true })).toBeNull();
  });
  test('toChosenPlace reads the components', () => {
    const chosen = toChosenPlace({
      place_id: 'x',
      formatted_address: 'Königsallee 1, 40212 Düsseldorf, Germany',
      address_components: [
        { long_name: '1', short_name: '1', types: ['street_number'] },
        { long_name: 'Königsallee', short_name: 'Kö', types: ['route'] },
        { long_name: 'Düsseldorf', short_name: 'D', types: ['locality', 'political'] },
        { long_name: '40212', short_name: '40212', types: ['postal_code'] },
      ],
      geometry: { location: { lat: () => 51.2, lng: () => 6.78 } },
    });
    expect(chosen).toEqual(place({ placeId: 'x', lat: 51.2, lng: 6.78 }));
  });
});
