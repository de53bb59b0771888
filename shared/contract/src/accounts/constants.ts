/** SPEC §9 and DESIGN §3: verification codes and reset links. */
export const VERIFICATION_CODE_LENGTH = 4;
/** A code may be requested again only after this many seconds (the Resend countdown). */
export const VERIFICATION_RESEND_SECONDS = 60;
export const VERIFICATION_CODE_TTL_MINUTES = 10;
/** Wrong entries allowed per code; after that the code is dead and a new one is needed. */
export const VERIFICATION_CODE_MAX_ATTEMPTS = 5;
export const PASSWORD_RESET_TTL_MINUTES = 60;
export const PASSWORD_SETUP_TTL_DAYS = 7;
export const CURRENT_PASSWORD_MIN = 8;
export const BILLING_STREET_MAX = 255;

/** SPEC §4: registration steps held in state. Step 1 (phone code) exists but the flow goes 0 → 2. */
export const REGISTRATION_STEPS = { form: 0, phoneCode: 1, emailCode: 2 } as const;
export type RegistrationStep = (typeof REGISTRATION_STEPS)[keyof typeof REGISTRATION_STEPS];

/** Paths of the account calls (SPEC §7 where it names them; the rest chosen in the same style). */
export const ACCOUNT_PATHS = {
  register: '/register',
  emailIsUnique: '/email/validate/is-unique',
  phoneIsUnique: '/phone/validate/is-unique',
  emailVerificationSend: '/email/verification/send',
  emailVerify: '/email/verify',
  phoneVerificationSend: '/phone/verification/send',
  phoneVerify: '/phone/verify',
  emailVerificationNotification: '/email/verification-notification',
  forgotPassword: '/forgot-password',
  /** SPEC §7 lists it beside /forgot-password without a meaning: the API twin of that call (same body and answer). */
  forget: '/api/forget',
  resetPassword: '/reset-password',
  customer: '/api/customer',
  customerAuthenticate: '/api/customer/authenticate',
  customerChangePassword: '/api/customer/change-password',
  customerEmailSendCode: '/api/customer/email/send-code',
  customerEmailChange: '/api/customer/email/change',
  customerPhoneSendCode: '/api/customer/phone/send-code',
  customerPhoneChange: '/api/customer/phone/change',
  oidcStatus: '/auth/oidc/status',
  oidcLogin: '/auth/oidc/login',
  oidcCallback: '/auth/oidc/callback',
} as const;

/** Query parameters of the reset link `${PUBLIC_URL}/reset-password?token=…&email=…` (SPEC §2). */
export const RESET_PASSWORD_PAGE = '/reset-password';
