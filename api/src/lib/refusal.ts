import type { ValidationMessageKey } from '@chargevalet/contract';

/** A rule said no: a translated 422 on `field` (or the call's own refusal answer). Nothing was written. */
export class Refusal extends Error {
  constructor(
    readonly field: string,
    readonly key: ValidationMessageKey,
    readonly params: Record<string, string> = {},
  ) {
    super(key);
  }
}
