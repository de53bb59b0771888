import { ApiError, api } from '@chargevalet/platform';
import {
  ACCOUNT_PATHS,
  isUniqueResponseSchema,
  registerResponseSchema,
  verificationSentResponseSchema,
  verifiedResponseSchema,
  type RegisterRequestInput,
  type RegistrationForm,
  type RegistrationFormInput,
} from '@chargevalet/contract';
import type { FieldPath } from 'react-hook-form';

export type DuplicateResult = { email: boolean; phone: boolean };

/** POST /email/validate/is-unique and /phone/validate/is-unique at once (SPEC §7). Throws ApiError otherwise. */
export async function checkDuplicates(email: string, phone: string): Promise<DuplicateResult> {
  const [emailAnswer, phoneAnswer] = await Promise.all([
    api.post(ACCOUNT_PATHS.emailIsUnique, { email }, { schema: isUniqueResponseSchema }),
    api.post(ACCOUNT_PATHS.phoneIsUnique, { phone }, { schema: isUniqueResponseSchema }),
  ]);
  return { email: emailAnswer.status === 'duplicated', phone: phoneAnswer.status === 'duplicated' };
}

/** POST /email/verification/send; returns the seconds before a new code may be asked for. */
export async function sendEmailCode(email: string): Promise<number> {
  const answer = await api.post(ACCOUNT_PATHS.emailVerificationSend, { email }, { schema: verificationSentResponseSchema });
  return answer.resend_in;
}

/** POST /phone/verification/send. */
export async function sendPhoneCode(phone: string): Promise<number> {
  const answer = await api.post(ACCOUNT_PATHS.phoneVerificationSend, { phone }, { schema: verificationSentResponseSchema });
  return answer.resend_in;
}

/** POST /email/verify; resolves when the server answers `verified`. */
export async function verifyEmail(email: string, code: string): Promise<void> {
  await api.post(ACCOUNT_PATHS.emailVerify, { email, code }, { schema: verifiedResponseSchema });
}

/** POST /phone/verify. */
export async function verifyPhone(phone: string, code: string): Promise<void> {
  await api.post(ACCOUNT_PATHS.phoneVerify, { phone, code }, { schema: verifiedResponseSchema });
}

/** The register call's body (SPEC §3: the form's fields, the address as the street and zip_code beside it). */
export function toRegisterRequest(form: RegistrationForm, verified: { email: boolean; phone: boolean }): RegisterRequestInput {
  return {
    firstname: form.firstname,
    lastname: form.lastname,
    phone: form.phone,
    email: form.email,
    address: form.address.street,
    zip_code: form.address.zip_code,
    password: form.password,
    password_confirmation: form.password_confirmation,
    accept_terms_and_conditions: true,
    marketing_consent: form.marketing_consent,
    is_email_verified: verified.email,
    is_phone_verified: verified.phone,
  };
}

/** POST /register (201 with the user; the session is signed in). */
export async function registerAccount(body: RegisterRequestInput) {
  return api.post(ACCOUNT_PATHS.register, body, { schema: registerResponseSchema });
}

/** The form field a register 422 error belongs to (`address` is the street, `zip_code` its postcode). */
export function registerErrorField(field: string): FieldPath<RegistrationFormInput> | null {
  switch (field) {
    case 'firstname':
    case 'lastname':
    case 'phone':
    case 'email':
    case 'password':
    case 'password_confirmation':
    case 'accept_terms_and_conditions':
      return field;
    case 'address':
    case 'address.street':
    case 'street':
      return 'address.street';
    case 'zip_code':
    case 'address.zip_code':
      return 'address.zip_code';
    default:
      return null;
  }
}

export const isValidationError = (error: unknown): error is ApiError => error instanceof ApiError && error.status === 422;
