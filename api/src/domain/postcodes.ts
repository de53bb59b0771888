import {
  formatAddress,
  hasStreetAndHouseNumber,
  isInsideServiceArea,
  msg,
  postcodeInText,
  type ZipVerifyStatus,
} from '@chargevalet/contract';
import { DUESSELDORF_POSTCODES, type PostcodeRow } from './duesseldorf-postcodes';

/**
 * The service area is the Düsseldorf postcode table (DESIGN §5 "maps: postcode table"). The table is embedded
 * in the bundle (generated from api/data/duesseldorf-postcodes.csv), so lookups need no file at run time.
 */
const BY_ZIP: ReadonlyMap<string, PostcodeRow> = new Map(DUESSELDORF_POSTCODES.map((row) => [row.zip_code, row]));

/** ZIP codes are compared without spaces ("402 12" is 40212). */
export const normalizeZip = (zip: string): string => zip.replace(/\s+/g, '');

/** POST /api/address/zip-code/verify: served exactly when the postcode is in the table. */
export function verifyZip(zip: string): ZipVerifyStatus {
  return BY_ZIP.has(normalizeZip(zip)) ? 'verified' : 'out_of_service_area';
}

/** The postcode's approximate centre: the fallback coordinate when no geocoder placed the address. */
export function centroidFor(zip: string): { latitude: number; longitude: number } | null {
  const row = BY_ZIP.get(normalizeZip(zip));
  return row ? { latitude: row.latitude, longitude: row.longitude } : null;
}

/** The place of a served postcode ("Düsseldorf"); null outside the table (a billing address elsewhere). */
export const placeFor = (zip: string): string | null => BY_ZIP.get(normalizeZip(zip))?.place ?? null;

/** An address as the order answer, the .ics and the mails carry it: street, postcode and the postcode's place. */
export const postalAddress = (street: string, zip: string): { street: string; zip_code: string; city: string | null } => ({
  street,
  zip_code: normalizeZip(zip),
  city: placeFor(zip),
});

/** The address as one line (the contract's `formatAddress`): "Königsallee 1, 40212 Düsseldorf". */
export const addressLine = (street: string, zip: string): string => formatAddress(postalAddress(street, zip));

export const servedPostcodes = (): readonly string[] => [...BY_ZIP.keys()];

export interface AddressInput {
  street: string;
  zip_code: string;
  latitude?: number | null;
  longitude?: number | null;
}

export interface ValidAddress {
  street: string;
  zip_code: string;
  latitude: number;
  longitude: number;
  /** True when the coordinates are the postcode centroid, not a geocoded point. */
  approximate: boolean;
}

export type AddressCheck =
  | { valid: true; address: ValidAddress }
  | { valid: false; errors: { street?: string; zip_code?: string }; outOfServiceArea: boolean };

/**
 * Server-side address rules of SPEC §5 (the server never trusts the browser): the street line has a street and a
 * house number, a postcode written in it equals the ZIP field, the ZIP code is served, and given coordinates lie
 * inside the Düsseldorf bounding box. Errors are `validation.*` keys shared with the browser. `outOfServiceArea`
 * tells the caller to show the service-not-available modal.
 */
export function validateAddress(input: AddressInput): AddressCheck {
  const street = input.street.trim();
  const zip = normalizeZip(input.zip_code);

  if (!hasStreetAndHouseNumber(street)) {
    return invalid({ street: msg('invalidAddressMissingStreetCityHouse') });
  }
  const writtenPostcode = postcodeInText(street);
  if (!/^\d{5}$/.test(zip) || (writtenPostcode !== null && writtenPostcode !== zip)) {
    return invalid({ zip_code: msg('zipCodeVerificationFailed') });
  }
  const row = BY_ZIP.get(zip);
  if (!row) return invalid({ zip_code: msg('addressNotInDusseldorf') }, true);

  const hasCoordinates = typeof input.latitude === 'number' && typeof input.longitude === 'number';
  if (hasCoordinates && !isInsideServiceArea(input.latitude!, input.longitude!)) {
    return invalid({ street: msg('addressNotInDusseldorf') }, true);
  }
  return {
    valid: true,
    address: {
      street,
      zip_code: zip,
      latitude: hasCoordinates ? input.latitude! : row.latitude,
      longitude: hasCoordinates ? input.longitude! : row.longitude,
      approximate: !hasCoordinates,
    },
  };
}

function invalid(errors: { street?: string; zip_code?: string }, outOfServiceArea = false): AddressCheck {
  return { valid: false, errors, outOfServiceArea };
}
