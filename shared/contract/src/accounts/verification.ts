import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { emailRule, phoneRule } from '../rules';
import { VERIFICATION_CODE_LENGTH } from './constants';

/** 4 digits (SPEC §9). */
export const verificationCodeRule = text(msg('codeFormat'))
  .trim()
  .regex(new RegExp(`^\\d{${VERIFICATION_CODE_LENGTH}}$`), msg('codeFormat'));

/** POST /email/validate/is-unique */
export const emailIsUniqueRequestSchema = z.object({ email: emailRule });
export type EmailIsUniqueRequest = z.infer<typeof emailIsUniqueRequestSchema>;
/** POST /phone/validate/is-unique */
export const phoneIsUniqueRequestSchema = z.object({ phone: phoneRule });
export type PhoneIsUniqueRequest = z.infer<typeof phoneIsUniqueRequestSchema>;
/** 200 of both duplicate checks; invalid input is a 422 with errors.email / errors.phone. */
export const isUniqueResponseSchema = z.object({ status: z.enum(['ok', 'duplicated']) });
export type IsUniqueResponse = z.infer<typeof isUniqueResponseSchema>;

/** POST /email/verification/send */
export const emailVerificationSendRequestSchema = z.object({ email: emailRule });
export type EmailVerificationSendRequest = z.infer<typeof emailVerificationSendRequestSchema>;
/** POST /phone/verification/send */
export const phoneVerificationSendRequestSchema = z.object({ phone: phoneRule });
export type PhoneVerificationSendRequest = z.infer<typeof phoneVerificationSendRequestSchema>;
/**
 * 200 of every code sending call (also /email/verification-notification and the change-email/phone send-code
 * calls). `resend_in` is the number of seconds before the next code may be requested (60).
 * Asking again sooner answers 429 `{ message }` with a Retry-After header.
 */
export const verificationSentResponseSchema = z.object({ status: z.literal('verification-code-sent'), resend_in: z.number().int() });
export type VerificationSentResponse = z.infer<typeof verificationSentResponseSchema>;

/** POST /email/verify */
export const emailVerifyRequestSchema = z.object({ email: emailRule, code: verificationCodeRule });
export type EmailVerifyRequest = z.infer<typeof emailVerifyRequestSchema>;
/** POST /phone/verify */
export const phoneVerifyRequestSchema = z.object({ phone: phoneRule, code: verificationCodeRule });
export type PhoneVerifyRequest = z.infer<typeof phoneVerifyRequestSchema>;
/**
 * 200 `{ status: 'verified' }`. A wrong code is a 422 `{ message, errors: { code: ['The code is incorrect'] } }`;
 * an expired code or one with 5 wrong attempts behind it is a 422 on `code` with codeExpired / codeTooManyAttempts
 * (a new code is needed).
 */
export const verifiedResponseSchema = z.object({ status: z.literal('verified') });
export type VerifiedResponse = z.infer<typeof verifiedResponseSchema>;
