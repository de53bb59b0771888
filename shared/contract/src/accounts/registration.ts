import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { whenStrings } from './confirmation';
import { emailRule, firstNameRule, lastNameRule, passwordRule, phoneRule, PASSWORD_MAX } from '../rules';
import { userSchema } from '../auth';
import { hasStreetAndHouseNumber } from '../booking/address';

/**
 * Register: street required (billing address) with a house number (SPEC §5 address-incomplete message), ZIP
 * required (spaces removed).
 */
export const registerStreetRule = text(msg('billingStreetRequired'))
  .trim()
  .min(1, msg('billingStreetRequired'))
  .max(255, msg('streetMax'))
  .refine((street) => street === '' || street.length > 255 || hasStreetAndHouseNumber(street), msg('invalidAddressMissingStreetCityHouse'));
export const registerZipCodeRule = text(msg('billingZipRequired'))
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, msg('billingZipRequired')));

/** Terms must be ticked: "Please read and accept the terms and conditions". */
export const acceptTermsRule = z.literal(true, msg('termsRequired'));

/** The registration form of the shell (SPEC §3 "Registration data"), step 0. */
export const registrationFormSchema = z
  .object({
    firstname: firstNameRule,
    lastname: lastNameRule,
    phone: phoneRule,
    email: emailRule,
    address: z.object({ street: registerStreetRule, zip_code: registerZipCodeRule }),
    password: passwordRule,
    password_confirmation: text().max(PASSWORD_MAX, msg('passwordRule')),
    accept_terms_and_conditions: acceptTermsRule,
    /** Opt-in only: unticked unless the person ticks it. */
    marketing_consent: z.boolean().default(false),
  })
  .refine((form) => form.password === form.password_confirmation, { message: msg('passwordsMismatch'), path: ['password_confirmation'], when: whenStrings('password', 'password_confirmation') });
export type RegistrationForm = z.output<typeof registrationFormSchema>;
export type RegistrationFormInput = z.input<typeof registrationFormSchema>;

/**
 * POST /register (SPEC §3: the form's fields with `address` as the street and `zip_code` beside it). The server
 * refuses (422 on `email`, emailNotVerified) unless this session verified the e-mail with a code; the
 * is_*_verified flags are informational. 201 with the user; the session is rotated and signed in.
 * A duplicate e-mail / phone is a 422 on `email` / `phone` (duplicated.email / duplicated.phone).
 */
export const registerRequestSchema = z
  .object({
    firstname: firstNameRule,
    lastname: lastNameRule,
    phone: phoneRule,
    email: emailRule,
    address: registerStreetRule,
    zip_code: registerZipCodeRule,
    password: passwordRule,
    password_confirmation: text().max(PASSWORD_MAX, msg('passwordRule')),
    accept_terms_and_conditions: acceptTermsRule,
    is_phone_verified: z.boolean().optional().default(false),
    is_email_verified: z.boolean().optional().default(false),
    marketing_consent: z.boolean().optional().default(false),
  })
  .refine((form) => form.password === form.password_confirmation, { message: msg('passwordsMismatch'), path: ['password_confirmation'], when: whenStrings('password', 'password_confirmation') });
export type RegisterRequest = z.output<typeof registerRequestSchema>;
export type RegisterRequestInput = z.input<typeof registerRequestSchema>;

/** 201 of POST /register: the signed-in user (as GET /api/user). */
export const registerResponseSchema = z.object({ data: userSchema });
export type RegisterResponse = z.infer<typeof registerResponseSchema>;
