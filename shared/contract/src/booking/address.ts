import { z } from 'zod';
import { text } from '../text';
import { msg, type ValidationMessageKey } from '../messages';
import { STREET_MAX } from './constants';

/** Which address a field belongs to; it picks the SPEC §5 message ("…where we should pick up your car"). */
export type AddressKind = 'pickup' | 'return' | 'billing';

const STREET_REQUIRED: Record<AddressKind, ValidationMessageKey> = {
  pickup: 'pickupStreetRequired',
  return: 'returnStreetRequired',
  billing: 'billingStreetRequired',
};
const ZIP_REQUIRED: Record<AddressKind, ValidationMessageKey> = {
  pickup: 'pickupZipRequired',
  return: 'returnZipRequired',
  billing: 'billingZipRequired',
};

/** Street text (as chosen from the suggestions or typed): trimmed, required, at most 255 characters. */
export const streetRule = (kind: AddressKind) =>
  text(msg(STREET_REQUIRED[kind]))
    .trim()
    .min(1, msg(STREET_REQUIRED[kind]))
    .pipe(z.string().max(STREET_MAX, msg('streetMax')));

/** German postcode: spaces removed, required, five digits. */
export const zipCodeRule = (kind: AddressKind) =>
  text(msg(ZIP_REQUIRED[kind]))
    .transform((value) => value.replace(/\s+/g, ''))
    .pipe(z.string().min(1, msg(ZIP_REQUIRED[kind])))
    .pipe(z.string().regex(/^\d{5}$/, msg('zipCodeVerificationFailed')));

/** Coordinates are optional: they exist only when the address came from the maps service. */
export const latitudeRule = z.number().min(-90).max(90).nullable().optional();
export const longitudeRule = z.number().min(-180).max(180).nullable().optional();

/** `{street, latitude, longitude}` as the wizard forms hold an address (SPEC §3). */
export const geoAddressSchema = (kind: AddressKind) =>
  z.object({ street: streetRule(kind), latitude: latitudeRule, longitude: longitudeRule });

/** Address in a request body: the form's address plus its ZIP code (SPEC §3 order request). */
export const requestAddressSchema = (kind: AddressKind) =>
  geoAddressSchema(kind).extend({ zip_code: zipCodeRule(kind) });
export type RequestAddress = z.output<ReturnType<typeof requestAddressSchema>>;

/** An address as resources show it; `zip_code` and `city` are in every order answer (a stored station has them in `street`). */
export const addressResourceSchema = z.object({
  street: z.string(),
  zip_code: z.string().optional(),
  city: z.string().nullable().optional(),
  latitude: z.number().nullable(),
  longitude: z.number().nullable(),
});

// How an address is written is zod-free (address-core.ts, part of @chargevalet/contract/core).
export * from './address-core';



/** POST /api/address/zip-code/verify */
export const zipCodeVerifyRequestSchema = z.object({ zip_code: zipCodeRule('pickup') });
export type ZipCodeVerifyRequest = z.infer<typeof zipCodeVerifyRequestSchema>;
export const ZIP_VERIFY_STATUSES = ['verified', 'out_of_service_area'] as const;
export const zipCodeVerifyResponseSchema = z.object({ status: z.enum(ZIP_VERIFY_STATUSES) });
export type ZipCodeVerifyResponse = z.infer<typeof zipCodeVerifyResponseSchema>;
export type ZipVerifyStatus = (typeof ZIP_VERIFY_STATUSES)[number];
