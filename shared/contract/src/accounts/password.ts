import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { whenStrings } from './confirmation';
import { emailRule, passwordRule, PASSWORD_MAX } from '../rules';
import { userSchema } from '../auth';

/** POST /forgot-password: always 200 `{ status: 'reset-link-sent' }`, whether or not an account exists. */
export const forgotPasswordRequestSchema = z.object({ email: emailRule });
export type ForgotPasswordRequest = z.infer<typeof forgotPasswordRequestSchema>;
export const forgotPasswordResponseSchema = z.object({ status: z.literal('reset-link-sent') });
export type ForgotPasswordResponse = z.infer<typeof forgotPasswordResponseSchema>;

/** The create-new-password form (token and email come from the page address). */
export const resetPasswordFormSchema = z
  .object({ password: passwordRule, password_confirmation: text().max(PASSWORD_MAX, msg('passwordRule')) })
  .refine((f) => f.password === f.password_confirmation, { message: msg('passwordsMismatch'), path: ['password_confirmation'], when: whenStrings('password', 'password_confirmation') });
export type ResetPasswordForm = z.infer<typeof resetPasswordFormSchema>;

/**
 * POST /reset-password. 200 `{ status: 'password-reset', data: user }`: password set, token consumed, the user's
 * other sessions ended, this session signed in. 422 on password / password_confirmation for rule errors, and on
 * `email` (resetTokenInvalid) for an unknown, used or expired token (SPEC §8: the page then offers a new link).
 */
export const resetPasswordRequestSchema = z
  .object({
    token: text().min(1, msg('resetTokenInvalid')).max(200, msg('resetTokenInvalid')),
    email: emailRule,
    password: passwordRule,
    password_confirmation: text().max(PASSWORD_MAX, msg('passwordRule')),
  })
  .refine((f) => f.password === f.password_confirmation, { message: msg('passwordsMismatch'), path: ['password_confirmation'], when: whenStrings('password', 'password_confirmation') });
export type ResetPasswordRequest = z.infer<typeof resetPasswordRequestSchema>;
export const resetPasswordResponseSchema = z.object({ status: z.literal('password-reset'), data: userSchema });
export type ResetPasswordResponse = z.infer<typeof resetPasswordResponseSchema>;
