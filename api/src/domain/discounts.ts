import {
  discountCodeRule,
  normalizeDiscountCode,
  type DiscountError,
  type DiscountKind,
  type DiscountValidateResponse,
} from '@chargevalet/contract';

/** A discount code as stored (DESIGN §4). `value`: percent 1-100, fixed amount in cents, 0 for free_order. */
export interface DiscountCodeRecord {
  code: string;
  kind: DiscountKind;
  value: number;
  /** Packages the code applies to; empty means every package. */
  eligible_package_ids: readonly number[];
  valid_from: Date | null;
  valid_until: Date | null;
  /** Total redemptions allowed; null means unlimited. */
  max_uses: number | null;
  used_count: number;
  first_order_only: boolean;
}

export interface DiscountContext {
  package_id: number;
  now: Date;
  /** Orders the customer placed before (not cancelled); 0 for a first order. */
  previous_order_count: number;
  signed_in: boolean;
}

/** The part of a valid code the price calculation needs. */
export interface AppliedDiscount {
  kind: DiscountKind;
  value: number;
}

export type DiscountValidation = DiscountValidateResponse & { applied: AppliedDiscount | null };

/** Finds a record by code, case-insensitively (codes are stored upper case, but be lenient with old rows). */
export function findDiscountCode<T extends { code: string }>(records: readonly T[], code: string): T | undefined {
  const wanted = normalizeDiscountCode(code);
  return records.find((record) => normalizeDiscountCode(record.code) === wanted);
}

/**
 * POST /api/discount/validate. Checks run from "who may ask" to "does it fit this order", so the answer names
 * the first thing the customer can act on: sign in, a different code, or a different package.
 */
export function validateDiscountCode(
  rawCode: string,
  record: DiscountCodeRecord | null | undefined,
  context: DiscountContext,
): DiscountValidation {
  const code = normalizeDiscountCode(rawCode);
  const refuse = (error: DiscountError): DiscountValidation => ({
    valid: false,
    code,
    error,
    eligible_packages: record ? [...record.eligible_package_ids] : [],
    kind: null,
    applied: null,
  });

  if (!discountCodeRule.safeParse(rawCode).success) return refuse('invalid');
  // SPEC §6: a logged-out user applying a code gets the login prompt, whatever the code.
  if (!context.signed_in) return refuse('login_required');
  if (!record || normalizeDiscountCode(record.code) !== code) return refuse('invalid');
  if (record.valid_from && context.now < record.valid_from) return refuse('invalid');
  if (record.valid_until && context.now > record.valid_until) return refuse('expired');
  if (record.max_uses !== null && record.used_count >= record.max_uses) return refuse('usage_limit');
  if (record.first_order_only && context.previous_order_count > 0) return refuse('first_order_only');
  if (record.eligible_package_ids.length > 0 && !record.eligible_package_ids.includes(context.package_id)) {
    return refuse('package_not_eligible');
  }
  return {
    valid: true,
    code,
    error: null,
    eligible_packages: [...record.eligible_package_ids],
    kind: record.kind,
    applied: { kind: record.kind, value: record.value },
  };
}

/** The FIRSTORDER / free-order rule lives in the contract so the wizard applies the same one. */
export { forcesExtrasOff } from '@chargevalet/contract';
