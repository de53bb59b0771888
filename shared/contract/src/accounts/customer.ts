import { z } from 'zod';
import { text } from '../text';
import { msg } from '../messages';
import { whenStrings } from './confirmation';
import { emailRule, firstNameRule, lastNameRule, passwordRule, phoneRule, PASSWORD_MAX } from '../rules';
import { CAR_TYPES } from '../booking/constants';
import { carSchema } from '../booking/car';
import { BILLING_STREET_MAX, CURRENT_PASSWORD_MIN } from './constants';
import { verificationCodeRule } from './verification';

/** Settings: billing street 1-255 characters (SPEC §5). */
export const billingStreetRule = text(msg('billingStreetRequired'))
  .trim()
  .min(1, msg('billingStreetRequired'))
  .max(BILLING_STREET_MAX, msg('streetMax'));
/** Settings: ZIP code with spaces removed, non-empty (SPEC §5). */
export const settingsZipCodeRule = text(msg('billingZipRequired'))
  .transform((value) => value.replace(/\s+/g, ''))
  .pipe(z.string().min(1, msg('billingZipRequired')));
/** "Current password must be at least 8 characters long". */
export const currentPasswordRule = text(msg('currentPasswordMin')).min(CURRENT_PASSWORD_MIN, msg('currentPasswordMin'));

/** The customer's car as GET /api/customer returns it: every field null until the customer saved a car. */
export const customerCarSchema = z.object({
  car_type: z.enum(CAR_TYPES).nullable(),
  license_plate: z.string().nullable(),
  brand: z.string().nullable(),
  model: z.string().nullable(),
  color: z.string().nullable(),
});
export type CustomerCar = z.infer<typeof customerCarSchema>;

/** SPEC §3 customer profile. */
export const customerProfileSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
  billing_address: z.string().nullable(),
  zip_code: z.string().nullable(),
  marketing_consent: z.boolean(),
  car: customerCarSchema,
});
export type CustomerProfile = z.infer<typeof customerProfileSchema>;
/** GET /api/customer (customer session; 401 signed out, 403 staff). */
export const customerResponseSchema = z.object({ data: customerProfileSchema });
export type CustomerResponse = z.infer<typeof customerResponseSchema>;

/**
 * POST /api/customer. `email` is accepted but ignored (changed only through the change-email flow). `car` is
 * optional; when sent it follows the car rules of SPEC §5 (null clears nothing: the stored car is kept).
 * current_password / new_password / new_password_confirmation are optional: when new_password is non-empty the
 * three are checked (422 on current_password: currentPasswordIncorrect when wrong) and the password changes
 * (other sessions end). 422: each field error on its field (`car.license_plate`, …).
 */
export const customerUpdateRequestSchema = z
  .object({
    first_name: firstNameRule,
    last_name: lastNameRule,
    phone: phoneRule,
    email: text().nullable().optional(),
    billing_address: billingStreetRule,
    zip_code: settingsZipCodeRule,
    /** Omitted: unchanged. */
    marketing_consent: z.boolean().optional(),
    car: carSchema.nullable().optional(),
    current_password: text().optional().nullable(),
    new_password: text().optional().nullable(),
    new_password_confirmation: text().optional().nullable(),
  })
  .superRefine((form, ctx) => {
    if (!form.new_password && !form.current_password) return;
    if (!currentPasswordRule.safeParse(form.current_password ?? '').success) {
      ctx.addIssue({ code: 'custom', message: msg('currentPasswordMin'), path: ['current_password'] });
    }
    const next = passwordRule.safeParse(form.new_password ?? '');
    if (!next.success) ctx.addIssue({ code: 'custom', message: msg('passwordRule'), path: ['new_password'] });
    if ((form.new_password ?? '') !== (form.new_password_confirmation ?? '')) {
      ctx.addIssue({ code: 'custom', message: msg('newPasswordsMismatch'), path: ['new_password_confirmation'] });
    }
  });
export type CustomerUpdateRequest = z.output<typeof customerUpdateRequestSchema>;
export type CustomerUpdateRequestInput = z.input<typeof customerUpdateRequestSchema>;
/** 200 of POST /api/customer (SPEC §7: save returns first_name, last_name, phone, email). */
export const customerUpdateResponseSchema = z.object({
  first_name: z.string(),
  last_name: z.string(),
  phone: z.string().nullable(),
  email: z.string(),
});
export type CustomerUpdateResponse = z.infer<typeof customerUpdateResponseSchema>;

/** POST /api/customer/authenticate: 200 `{ status: 'ok' }` or 200 `{ status: 'failed' }` (wrong password). */
export const customerAuthenticateRequestSchema = z.object({ password: text().min(1, msg('passwordRequired')) });
export type CustomerAuthenticateRequest = z.infer<typeof customerAuthenticateRequestSchema>;
export const customerAuthenticateResponseSchema = z.object({ status: z.enum(['ok', 'failed']) });
export type CustomerAuthenticateResponse = z.infer<typeof customerAuthenticateResponseSchema>;

/** The change-password modal and POST /api/customer/change-password. */
export const changePasswordRequestSchema = z
  .object({
    current_password: currentPasswordRule,
    new_password: passwordRule,
    new_password_confirmation: text().max(PASSWORD_MAX, msg('passwordRule')),
  })
  .refine((f) => f.new_password === f.new_password_confirmation, {
    message: msg('newPasswordsMismatch'),
    path: ['new_password_confirmation'],
    when: whenStrings('new_password', 'new_password_confirmation'),
  });
export type ChangePasswordRequest = z.infer<typeof changePasswordRequestSchema>;
/**
 * 200 `{ status: 'password-changed' }`; the user's other sessions end, this one stays signed in.
 * Wrong current password: 422 `{ status: 'failed', message, errors: { current_password: ['Current password is incorrect'] } }`
 * (the SPEC's "failed" answer and a field error at once).
 */
export const changePasswordResponseSchema = z.object({ status: z.literal('password-changed') });
export type ChangePasswordResponse = z.infer<typeof changePasswordResponseSchema>;
export const changePasswordFailedSchema = z.object({
  status: z.literal('failed'),
  message: z.string(),
  errors: z.record(z.string(), z.array(z.string())),
});

/**
 * POST /api/customer/email/send-code `{ email }` → 200 verificationSentResponse (code mailed to the NEW address);
 * 422 on email: duplicated.changeEmail when another account has it, emailUnchanged when it is the current one.
 */
export const changeEmailSendCodeRequestSchema = z.object({ email: emailRule });
export type ChangeEmailSendCodeRequest = z.infer<typeof changeEmailSendCodeRequestSchema>;
/** POST /api/customer/email/change `{ email, code }` → 200 `{ status: 'email-changed', email }`; 422 on code as /email/verify. */
export const changeEmailRequestSchema = z.object({ email: emailRule, code: verificationCodeRule });
export type ChangeEmailRequest = z.infer<typeof changeEmailRequestSchema>;
export const changeEmailResponseSchema = z.object({ status: z.literal('email-changed'), email: z.string() });
export type ChangeEmailResponse = z.infer<typeof changeEmailResponseSchema>;

/** POST /api/customer/phone/send-code `{ phone }` → 200 verificationSentResponse (SMS); 422 duplicated.phone. */
export const changePhoneSendCodeRequestSchema = z.object({ phone: phoneRule });
export type ChangePhoneSendCodeRequest = z.infer<typeof changePhoneSendCodeRequestSchema>;
/** POST /api/customer/phone/change `{ phone, code }` → 200 `{ status: 'phone-changed', phone }`. */
export const changePhoneRequestSchema = z.object({ phone: phoneRule, code: verificationCodeRule });
export type ChangePhoneRequest = z.infer<typeof changePhoneRequestSchema>;
export const changePhoneResponseSchema = z.object({ status: z.literal('phone-changed'), phone: z.string() });
export type ChangePhoneResponse = z.infer<typeof changePhoneResponseSchema>;

/** The settings form of mfe-profile (SPEC §3 "Settings form"), camelCase as the SPEC names it. */
export const settingsFormSchema = z
  .object({
    firstName: firstNameRule,
    lastName: lastNameRule,
    phone: phoneRule,
    email: text().nullable(),
    billingAddress: z.object({ street: billingStreetRule, lat: z.number().nullable().optional(), lng: z.number().nullable().optional() }),
    zipCode: settingsZipCodeRule,
    marketingConsent: z.boolean(),
    // The car is optional as a whole (a customer without a car on file still saves personal data); once any car
    // field is filled in, car type and licence plate are required (checked below).
    carType: z.union([z.enum(CAR_TYPES), z.literal('')], msg('carTypeRequired')),
    licensePlate: text().trim(),
    brand: carSchema.shape.brand,
    model: carSchema.shape.model,
    color: carSchema.shape.color,
    currentPassword: text().optional(),
    newPassword: text().optional(),
    confirmNewPassword: text().optional(),
  })
  .superRefine((form, ctx) => {
    if (!settingsFormHasCar(form)) return;
    if (form.carType === '') ctx.addIssue({ code: 'custom', message: msg('carTypeRequired'), path: ['carType'] });
    const plate = carSchema.shape.license_plate.safeParse(form.licensePlate);
    if (!plate.success) ctx.addIssue({ code: 'custom', message: plate.error.issues[0]?.message ?? msg('licensePlate'), path: ['licensePlate'] });
  })
  .superRefine((form, ctx) => {
    if (!form.newPassword && !form.currentPassword && !form.confirmNewPassword) return;
    if (!currentPasswordRule.safeParse(form.currentPassword ?? '').success) {
      ctx.addIssue({ code: 'custom', message: msg('currentPasswordMin'), path: ['currentPassword'] });
    }
    if (!passwordRule.safeParse(form.newPassword ?? '').success) ctx.addIssue({ code: 'custom', message: msg('passwordRule'), path: ['newPassword'] });
    if ((form.newPassword ?? '') !== (form.confirmNewPassword ?? '')) {
      ctx.addIssue({ code: 'custom', message: msg('newPasswordsMismatch'), path: ['confirmNewPassword'] });
    }
  });
export type SettingsForm = z.output<typeof settingsFormSchema>;

/** Whether the settings form describes a car (any car field filled in). */
export function settingsFormHasCar(form: { carType: string; licensePlate: string; brand?: string; model?: string; color?: string }): boolean {
  return [form.carType, form.licensePlate, form.brand ?? '', form.model ?? '', form.color ?? ''].some((value) => value.trim() !== '');
}
export type SettingsFormInput = z.input<typeof settingsFormSchema>;
