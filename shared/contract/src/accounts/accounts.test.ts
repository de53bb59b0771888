import { translateMessage, validationMessages } from '../validation-messages';
import {
  changeEmailRequestSchema,
  changePasswordRequestSchema,
  customerUpdateRequestSchema,
  registerRequestSchema,
  registrationFormSchema,
  resetPasswordFormSchema,
  resetPasswordRequestSchema,
  settingsFormSchema,
  verificationCodeRule,
  ACCOUNT_PATHS,
} from './index';

/** field path → message keys of a failed parse. */
function errorsOf(result: { success: boolean; error?: { issues: { path: PropertyKey[]; message: string }[] } }): Record<string, string[]> {
  const out: Record<string, string[]> = {};
  for (const issue of result.error?.issues ?? []) {
    const list = (out[issue.path.join('.')] ??= []);
    if (!list.includes(issue.message)) list.push(issue.message);
  }
  return out;
}

const registration = {
  firstname: 'Anna',
  lastname: 'Schmidt',
  phone: '+49 211 1234567',
  email: 'anna@example.test',
  address: { street: 'Königsallee 1', zip_code: '40212' },
  password: 'Secret123',
  password_confirmation: 'Secret123',
  accept_terms_and_conditions: true,
};

describe('accounts contract', () => {
  it('every accounts message key exists in de and en', () => {
    const keys = [
      'codeFormat', 'codeIncorrect', 'codeExpired', 'codeTooManyAttempts', 'codeResendWait', 'emailNotVerified',
      'duplicated.email', 'duplicated.phone', 'duplicated.changeEmail', 'emailUnchanged', 'phoneUnchanged',
      'resetTokenInvalid', 'currentPasswordMin', 'currentPasswordIncorrect', 'newPasswordsMismatch', 'passwordUpdated',
      'dataUpdated', 'ssoRequired', 'ssoNoStaffRole', 'ssoFailed',
    ];
    for (const key of keys) {
      expect((validationMessages.en as Record<string, string>)[key]).toBeTruthy();
      expect((validationMessages.de as Record<string, string>)[key]).toBeTruthy();
      expect(validationMessages.de[key as keyof typeof validationMessages.de]).not.toBe(validationMessages.en[key as keyof typeof validationMessages.en]);
    }
    expect(translateMessage('validation.codeIncorrect', 'en')).toBe('The code is incorrect');
    expect(translateMessage('validation.currentPasswordIncorrect', 'en')).toBe('Current password is incorrect');
    expect(translateMessage('validation.currentPasswordMin', 'en')).toBe('Current password must be at least 8 characters long');
    expect(translateMessage('validation.newPasswordsMismatch', 'en')).toBe('New password and confirm new password must match');
    expect(translateMessage('validation.passwordUpdated', 'en')).toBe('Password successfully updated');
    expect(translateMessage('validation.dataUpdated', 'en')).toBe('Data successfully updated');
  });

  it('verification code: exactly 4 digits (trimmed)', () => {
    expect(verificationCodeRule.safeParse(' 0123 ').success).toBe(true);
    for (const bad of ['123', '12345', '12a4', '']) expect(verificationCodeRule.safeParse(bad).error?.issues[0]?.message).toBe('validation.codeFormat');
  });

  it('registration form: valid data passes; ZIP spaces removed', () => {
    const parsed = registrationFormSchema.parse({ ...registration, address: { street: ' Kö 1 ', zip_code: '402 12' } });
    expect(parsed.address).toEqual({ street: 'Kö 1', zip_code: '40212' });
  });

  it('registration form: every rule on its field', () => {
    const e = errorsOf(
      registrationFormSchema.safeParse({
        firstname: ' A ',
        lastname: 'B',
        phone: '12',
        email: 'no',
        address: { street: '', zip_code: '' },
        password: 'short',
        password_confirmation: 'x',
        accept_terms_and_conditions: false,
      }),
    );
    expect(e.firstname).toContain('validation.nameMin');
    expect(e.lastname).toContain('validation.surnameMin');
    expect(e.phone).toContain('validation.phoneMinDigits');
    expect(e.email).toContain('validation.emailInvalid');
    expect(e['address.street']).toContain('validation.billingStreetRequired');
    expect(e['address.zip_code']).toContain('validation.billingZipRequired');
    expect(e.password).toContain('validation.passwordRule');
    expect(e.accept_terms_and_conditions).toEqual(['validation.termsRequired']);
  });

  it('registration: confirmation must match ("The passwords did not match"); input limit 64', () => {
    expect(errorsOf(registrationFormSchema.safeParse({ ...registration, password_confirmation: 'Secret124' })).password_confirmation).toEqual(['validation.passwordsMismatch']);
    const long = `Aa1${'x'.repeat(62)}`;
    expect(errorsOf(registrationFormSchema.safeParse({ ...registration, password: long, password_confirmation: long })).password).toContain('validation.passwordRule');
  });

  it('register request: address is the street, zip_code beside it; verified flags and marketing consent default false', () => {
    const parsed = registerRequestSchema.parse({ ...registration, address: 'Kö 1', zip_code: '40 212' });
    expect(parsed).toMatchObject({ address: 'Kö 1', zip_code: '40212', is_email_verified: false, is_phone_verified: false, marketing_consent: false });
    expect(registerRequestSchema.parse({ ...registration, address: 'Kö 1', zip_code: '40212', marketing_consent: true }).marketing_consent).toBe(true);
    expect(registrationFormSchema.parse(registration).marketing_consent).toBe(false);
  });

  it('reset password form: rule and match', () => {
    expect(resetPasswordFormSchema.safeParse({ password: 'Secret123', password_confirmation: 'Secret123' }).success).toBe(true);
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'secret123', password_confirmation: 'secret12' }))).toEqual({
      password: ['validation.passwordRule'],
      password_confirmation: ['validation.passwordsMismatch'],
    });
  });

  it('change password: current min 8, new password rule, confirmation match', () => {
    expect(errorsOf(changePasswordRequestSchema.safeParse({ current_password: '1234567', new_password: 'abc', new_password_confirmation: 'abd' }))).toEqual({
      current_password: ['validation.currentPasswordMin'],
      new_password: ['validation.passwordRule'],
      new_password_confirmation: ['validation.newPasswordsMismatch'],
    });
  });

  it('customer update: street 1-255, ZIP spaces removed and non-empty, optional car validated, password trio', () => {
    const base = { first_name: 'Clara', last_name: 'Kundin', phone: '+49 211 5550199', billing_address: 'Kö 1', zip_code: ' 40 212 ', marketing_consent: true };
    expect(customerUpdateRequestSchema.parse(base).zip_code).toBe('40212');
    expect(errorsOf(customerUpdateRequestSchema.safeParse({ ...base, billing_address: 'x'.repeat(256), zip_code: '  ' }))).toEqual({
      billing_address: ['validation.streetMax'],
      zip_code: ['validation.billingZipRequired'],
    });
    expect(errorsOf(customerUpdateRequestSchema.safeParse({ ...base, car: { car_type: 'x', license_plate: 'A' } }))).toMatchObject({
      'car.car_type': ['validation.carTypeRequired'],
      'car.license_plate': ['validation.licensePlate'],
    });
    expect(errorsOf(customerUpdateRequestSchema.safeParse({ ...base, new_password: 'Secret123', new_password_confirmation: 'Secret124' }))).toEqual({
      current_password: ['validation.currentPasswordMin'],
      new_password_confirmation: ['validation.newPasswordsMismatch'],
    });
  });

  it('settings form (camelCase): password fields only checked when one is filled', () => {
    const form = {
      firstName: 'Clara',
      lastName: 'Kundin',
      phone: '+49 211 5550199',
      email: 'c@example.test',
      billingAddress: { street: 'Kö 1', lat: 51.2, lng: 6.7 },
      zipCode: '40212',
      marketingConsent: true,
      carType: 'electric',
      licensePlate: 'D AB 1',
      brand: '',
      model: '',
      color: '',
    };
    expect(settingsFormSchema.safeParse(form).success).toBe(true);
    expect(errorsOf(settingsFormSchema.safeParse({ ...form, currentPassword: 'short' }))).toEqual({
      currentPassword: ['validation.currentPasswordMin'],
      newPassword: ['validation.passwordRule'],
    });
    expect(errorsOf(settingsFormSchema.safeParse({ ...form, carType: undefined })).carType).toEqual(['validation.carTypeRequired']);
  });

  it('change e-mail: e-mail lowercased, code 4 digits', () => {
    expect(changeEmailRequestSchema.parse({ email: ' New@Example.TEST ', code: '1234' }).email).toBe('new@example.test');
  });

  it('paths are the SPEC §7 ones', () => {
    expect(ACCOUNT_PATHS).toMatchObject({
      register: '/register',
      emailIsUnique: '/email/validate/is-unique',
      phoneIsUnique: '/phone/validate/is-unique',
      emailVerificationSend: '/email/verification/send',
      emailVerify: '/email/verify',
      phoneVerificationSend: '/phone/verification/send',
      phoneVerify: '/phone/verify',
      emailVerificationNotification: '/email/verification-notification',
      forgotPassword: '/forgot-password',
      forget: '/api/forget',
      resetPassword: '/reset-password',
      customer: '/api/customer',
      customerAuthenticate: '/api/customer/authenticate',
      customerChangePassword: '/api/customer/change-password',
    });
  });
});

describe('password confirmation shows beside other field errors', () => {
  it('registration: mismatch together with an invalid first name and unticked terms (an aborting issue)', () => {
    const errors = errorsOf(
      registrationFormSchema.safeParse({ ...registration, firstname: 'A', password_confirmation: 'Secret124', accept_terms_and_conditions: false }),
    );
    expect(errors.firstname).toContain('validation.nameMin');
    expect(errors.accept_terms_and_conditions).toEqual(['validation.termsRequired']);
    expect(errors.password_confirmation).toEqual(['validation.passwordsMismatch']);
  });

  it('register request: mismatch while a field is missing', () => {
    const { address, ...rest } = registration;
    const errors = errorsOf(registerRequestSchema.safeParse({ ...rest, zip_code: address.zip_code, password_confirmation: 'nope' }));
    expect(errors.address).toBeDefined();
    expect(errors.password_confirmation).toEqual(['validation.passwordsMismatch']);
  });

  it('reset password: mismatch while the token is missing and the password breaks the rule', () => {
    const errors = errorsOf(resetPasswordRequestSchema.safeParse({ email: 'anna@example.test', password: 'short', password_confirmation: 'other' }));
    expect(errors.token).toBeDefined();
    expect(errors.password).toContain('validation.passwordRule');
    expect(errors.password_confirmation).toEqual(['validation.passwordsMismatch']);
    expect(errorsOf(resetPasswordFormSchema.safeParse({ password: 'short', password_confirmation: 'other' }))).toEqual({
      password: ['validation.passwordRule'],
      password_confirmation: ['validation.passwordsMismatch'],
    });
  });

  it('change password: mismatch while the current password is missing', () => {
    const errors = errorsOf(changePasswordRequestSchema.safeParse({ new_password: 'Secret123', new_password_confirmation: 'Secret12' }));
    expect(errors.current_password).toBeDefined();
    expect(errors.new_password_confirmation).toEqual(['validation.newPasswordsMismatch']);
  });

  it('no mismatch message when the confirmation itself is not a string', () => {
    const errors = errorsOf(changePasswordRequestSchema.safeParse({ current_password: 'Secret123', new_password: 'Secret123' }));
    expect(errors.new_password_confirmation).not.toContain('validation.newPasswordsMismatch');
  });
});
