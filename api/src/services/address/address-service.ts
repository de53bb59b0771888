import { translateMessage, type Locale, type ZipVerifyStatus } from '@chargevalet/contract';
import { validateAddress, verifyZip, type AddressCheck, type AddressInput } from '../../domain';

/**
 * Server-side address checks (SPEC §5, issue 4 item 4). The service area is the embedded Düsseldorf postcode
 * table (maps provider "postcode table", DESIGN §5); the browser is never trusted.
 */

/** POST /api/address/zip-code/verify */
export function verifyZipCode(zipCode: string): ZipVerifyStatus {
  return verifyZip(zipCode);
}

export type AddressField = 'street' | 'zip_code';

export interface AddressValidationFailure {
  /** 422 `errors` keyed by `${prefix}.street` / `${prefix}.zip_code`, translated into `locale`. */
  errors: Record<string, string[]>;
  /** The address is outside Düsseldorf: the browser opens the service-not-available modal. */
  outOfServiceArea: boolean;
}

/**
 * Validates one address of a request (`prefix` is its field, e.g. `pickup_address`) with the domain's
 * `validateAddress`: street with house number, the postcode written in the text equal to the ZIP field, the
 * postcode served, coordinates inside the bounding box. Returns the normalized address (coordinates filled from
 * the postcode centroid when none were given) or the translated 422 errors.
 */
export function validateRequestAddress(
  address: AddressInput,
  prefix: string,
  locale: Locale,
): { ok: true; address: Extract<AddressCheck, { valid: true }>['address'] } | ({ ok: false } & AddressValidationFailure) {
  const check = validateAddress(address);
  if (check.valid) return { ok: true, address: check.address };
  const errors: Record<string, string[]> = {};
  for (const [field, key] of Object.entries(check.errors) as [AddressField, string | undefined][]) {
    if (key) errors[`${prefix}.${field}`] = [translateMessage(key, locale)];
  }
  return { ok: false, errors, outOfServiceArea: check.outOfServiceArea };
}

export { validateAddress };
