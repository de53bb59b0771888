// The wizard forms' rules and helpers that need no zod (part of @chargevalet/contract/core).
import { ID_MAX } from './constants-core';

/** SPEC §4 step 1: the package form. The radios hold the package's id as text. */
export interface PackageFormInput {
  package_id?: string | number | null;
}
export interface PackageForm {
  package_id: number;
}

/**
 * SPEC §4 step 1: one package chosen. The chosen id (a radio's digits or a number), or null when none is. No zod:
 * the wizard's first page checks it without loading the schemas (issue 29).
 */
export function chosenPackageId(value: unknown): number | null {
  const id = typeof value === 'string' && /^\s*\d+\s*$/.test(value) ? Number(value) : value;
  return typeof id === 'number' && Number.isInteger(id) && id > 0 && id <= ID_MAX ? id : null;
}

/** Copies the pickup address and ZIP into the return fields (the "same as pickup" checkbox, SPEC §5). */
export function copyPickupToReturn<
  T extends { pickup_address: unknown; pickup_zip_code: unknown; return_address?: unknown; return_zip_code?: unknown },
>(values: T): T {
  return { ...values, return_address: values.pickup_address, return_zip_code: values.pickup_zip_code };
}
