/**
 * @chargevalet/platform/forms: the account forms' inputs (the verification code, the phone number with its country,
 * the password with show/hide) and the guard of a form with unsaved changes, shared as a singleton of its own so that
 * they load with the forms that use them (sign-in, registration, password reset, the wizard's contact step, the
 * settings, the manager's order edit), not with every page.
 */
export { VerificationCodeInput, verificationErrorText, useCountdown } from './components/VerificationCodeInput';
export { PhoneInput, splitPhone, joinPhone, formatPhone, PHONE_COUNTRIES } from './components/PhoneInput';
export { PasswordInput } from './components/PasswordInput';
export { useUnsavedChangesGuard } from './hooks/useUnsavedChangesGuard';
export type { GuardKind, UnsavedChangesGuard } from './hooks/useUnsavedChangesGuard';
export { UnsavedChangesModal } from './components/UnsavedChangesModal';
export type { UnsavedChangesModalProps } from './components/UnsavedChangesModal';
