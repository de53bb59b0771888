import { z } from 'zod';
import { text } from '../text';
import { msg, type ValidationMessageKey } from '../messages';
import { DISCOUNT_CODE_MAX, DISCOUNT_CODE_MIN, discountKindSchema, normalizeDiscountCode } from './constants';
import { packageIdRule } from './ids';

/** SPEC §5: trimmed, at least 3 characters, Latin letters and digits only. */
export const discountCodeRule = text()
  .trim()
  .min(DISCOUNT_CODE_MIN, msg('discountCodeMin'))
  .max(DISCOUNT_CODE_MAX, msg('discountCodeMax'))
  .pipe(z.string().regex(/^[A-Za-z0-9]+$/, msg('discountCodeLatin')));


/** Optional code in order and price requests: absent, null or empty means "no code". */
export const optionalDiscountCodeRule = z
  .union([z.literal(''), z.null(), discountCodeRule])
  .optional()
  .transform((value) => (value ? normalizeDiscountCode(value) : null));

/** Why a code was refused (the `error` of the validation answer). */
export const DISCOUNT_ERRORS = [
  'invalid',
  'expired',
  'package_not_eligible',
  'usage_limit',
  'first_order_only',
  'login_required',
] as const;
export const discountErrorSchema = z.enum(DISCOUNT_ERRORS);
export type DiscountError = z.infer<typeof discountErrorSchema>;

/** Message key shown on the code field for each refusal. */
export const DISCOUNT_ERROR_MESSAGES: Record<DiscountError, ValidationMessageKey> = {
  invalid: 'discountInvalid',
  expired: 'discountExpired',
  package_not_eligible: 'discountPackageNotEligible',
  usage_limit: 'discountUsageLimit',
  first_order_only: 'discountFirstOrderOnly',
  login_required: 'discountLoginRequired',
};

/** Discount code form of the wizard (SPEC §2 "Discount code form"). */
export const discountCodeFormSchema = z.object({ code: discountCodeRule });
export type DiscountCodeForm = z.infer<typeof discountCodeFormSchema>;

/** POST /api/discount/validate */
export const discountValidateRequestSchema = z.object({
  code: discountCodeRule.transform(normalizeDiscountCode),
  package_id: packageIdRule,
});
export type DiscountValidateRequest = z.output<typeof discountValidateRequestSchema>;

/**
 * Answer of the validation: `code` normalised (upper case), `error` null when valid,
 * `eligible_packages` the ids of packages the code applies to (empty: every package).
 */
export const discountValidateResponseSchema = z.object({
  valid: z.boolean(),
  code: z.string(),
  error: discountErrorSchema.nullable(),
  eligible_packages: z.array(z.number().int()),
  /** Kind of a valid code (null when refused): `free_order` tells the wizard to force wash and cleaning off. */
  kind: discountKindSchema.nullable().optional(),
});
export type DiscountValidateResponse = z.infer<typeof discountValidateResponseSchema>;

