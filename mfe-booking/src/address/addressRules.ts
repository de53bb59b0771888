import { api } from '@chargevalet/platform';
import { bookingPaths, hasStreetAndHouseNumber, isInsideServiceArea, msg, postcodeInText, type ValidationMessageKey } from '@chargevalet/contract/core';
import type { AnswerOf, ZipVerifyStatus, zipCodeVerifyResponseSchema } from '@chargevalet/contract';

/** Which field an address problem belongs to, its `validation.*` message, and whether it opens the service-not-available modal. */
export interface AddressProblem {
  field: 'street' | 'zip';
  message: string;
  outOfServiceArea?: boolean;
}

const problem = (field: AddressProblem['field'], key: ValidationMessageKey, outOfServiceArea = false): AddressProblem => ({
  field,
  message: msg(key),
  ...(outOfServiceArea ? { outOfServiceArea } : {}),
});

const normalizeZip = (zip: string): string => zip.replace(/\s+/g, '');

/**
 * SPEC §5 for a typed address (no maps service): the street line names a street and a house number; a postcode
 * written in it must equal the ZIP field.
 */
export function checkTypedAddress(street: string, zip: string): AddressProblem | null {
  if (!hasStreetAndHouseNumber(street)) return problem('street', 'invalidAddressMissingStreetCityHouse');
  const written = postcodeInText(street);
  if (written !== null && written !== normalizeZip(zip)) return problem('zip', 'zipCodeVerificationFailed');
  return null;
}

/** A place chosen from the Places suggestions, reduced to what the rules need (SPEC §3 autocomplete result). */
export interface ChosenPlace {
  placeId: string;
  street: string;
  lat: number | null;
  lng: number | null;
  zip_code: string | null;
  route: string | null;
  streetNumber: string | null;
  city: string | null;
}

interface AddressComponent {
  long_name: string;
  short_name: string;
  types: string[];
}
interface PlaceLike {
  place_id?: string;
  formatted_address?: string;
  address_components?: AddressComponent[];
  geometry?: { location?: { lat(): number; lng(): number } };
}

/** Reduces a google.maps.places.PlaceResult to a ChosenPlace. */
export function toChosenPlace(place: PlaceLike): ChosenPlace {
  const component = (type: string) => place.address_components?.find((c) => c.types.includes(type))?.long_name ?? null;
  const location = place.geometry?.location;
  return {
    placeId: place.place_id ?? '',
    street: place.formatted_address ?? '',
    lat: location ? location.lat() : null,
    lng: location ? location.lng() : null,
    zip_code: component('postal_code'),
    route: component('route'),
    streetNumber: component('street_number'),
    city: component('locality') ?? component('postal_town'),
  };
}

/**
 * SPEC §5 for an address from the Places suggestions: it has street, house number, city and postal code, the
 * postal code and city appear in the text, the postal code equals the ZIP field, and (for pickup and return) the
 * coordinates lie inside the Düsseldorf bounding box.
 */
export function checkChosenPlace(place: ChosenPlace | null, zip: string, { serviceArea }: { serviceArea: boolean }): AddressProblem | null {
  if (!place || place.lat === null || place.lng === null) return problem('street', 'addressFromDropdown');
  if (!place.route || !place.streetNumber || !place.city || !place.zip_code) return problem('street', 'invalidAddressMissingStreetCityHouse');
  if (!place.street.includes(place.zip_code) || !place.street.includes(place.city)) return problem('street', 'invalidAddressMissingStreetCityHouse');
  if (serviceArea && !isInsideServiceArea(place.lat, place.lng)) return problem('street', 'addressNotInDusseldorf', true);
  if (place.zip_code !== normalizeZip(zip)) return problem('zip', 'zipCodeVerificationFailed');
  return null;
}

/** POST /api/address/zip-code/verify: is the postcode inside the service area? */
export async function verifyZipCode(zip: string): Promise<ZipVerifyStatus> {
  const answer = await api.post<AnswerOf<typeof zipCodeVerifyResponseSchema>>(bookingPaths.zipCodeVerify(), { zip_code: normalizeZip(zip) });
  return answer.status;
}

/** The ZIP check without the maps service: out_of_service_area fails with the Düsseldorf message and opens the modal. */
export async function checkZipWithServer(zip: string): Promise<AddressProblem | null> {
  if (!/^\d{5}$/.test(normalizeZip(zip))) return null;
  const status = await verifyZipCode(zip);
  return status === 'out_of_service_area' ? problem('zip', 'addressNotInDusseldorf', true) : null;
}
