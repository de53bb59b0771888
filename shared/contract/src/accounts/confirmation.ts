import type { core } from 'zod';

/**
 * `when` option for an object-level "confirmation matches" refine. zod skips object refinements once a field has
 * an aborting issue (e.g. unticked terms, a missing field), so without it the mismatch would only show after the
 * rest of the form is fixed. With it the check runs whenever both compared values are strings.
 */
export function whenStrings(...keys: string[]): (payload: core.ParsePayload) => boolean {
  return ({ value }) =>
    typeof value === 'object' && value !== null && keys.every((key) => typeof (value as Record<string, unknown>)[key] === 'string');
}
