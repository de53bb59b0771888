import type { Locale } from './locale';

/**
 * Validation messages shared by browser and server: schemas carry these keys, the browser translates them
 * with i18next (namespace "validation") and the API translates them into the request's locale for 422 answers.
 * Placeholders use i18next's {{name}} syntax.
 */
export const validationMessages = {
  en: {
    required: 'This field is required',
    Required: 'This field is required',
    emailInvalid: 'Please enter a valid e-mail address',
    passwordRequired: 'Please enter your password',
    passwordRule: 'The password must be 8-64 characters long and contain an uppercase letter, a lowercase letter and a number',
    passwordsMismatch: 'The passwords did not match',
    nameMin: 'The name should consist of at least two characters',
    nameMax: 'The name may not be longer than 30 characters',
    nameLatin: 'The name may contain only Latin letters, hyphens and spaces',
    surnameMin: 'The surname should consist of at least two characters',
    surnameMax: 'The surname may not be longer than 30 characters',
    surnameLatin: 'The surname may contain only Latin letters, hyphens and spaces',
    phoneInvalid: 'Please enter a valid phone number',
    phoneMax: 'The phone number may not be longer than 15 characters',
    phoneMinDigits: 'The phone number needs at least 7 digits after the country code',
    termsRequired: 'Please read and accept the terms and conditions',
    credentialsInvalid: 'These credentials do not match our records.',
    tooManyAttempts: 'Too many attempts. Please try again in {{seconds}} seconds.',
    csrfMismatch: 'Your session has expired. Please reload the page and try again.',
    invalidInput: 'The given data was invalid.',
  },
  de: {
    required: 'Dieses Feld ist erforderlich',
    Required: 'Dieses Feld ist erforderlich',
    emailInvalid: 'Bitte gib eine gültige E-Mail-Adresse ein',
    passwordRequired: 'Bitte gib dein Passwort ein',
    passwordRule: 'Das Passwort muss 8–64 Zeichen lang sein und einen Großbuchstaben, einen Kleinbuchstaben und eine Ziffer enthalten',
    passwordsMismatch: 'Die Passwörter stimmen nicht überein',
    nameMin: 'Der Vorname muss aus mindestens zwei Zeichen bestehen',
    nameMax: 'Der Vorname darf höchstens 30 Zeichen lang sein',
    nameLatin: 'Der Vorname darf nur lateinische Buchstaben, Bindestriche und Leerzeichen enthalten',
    surnameMin: 'Der Nachname muss aus mindestens zwei Zeichen bestehen',
    surnameMax: 'Der Nachname darf höchstens 30 Zeichen lang sein',
    surnameLatin: 'Der Nachname darf nur lateinische Buchstaben, Bindestriche und Leerzeichen enthalten',
    phoneInvalid: 'Bitte gib eine gültige Telefonnummer ein',
    phoneMax: 'Die Telefonnummer darf höchstens 15 Zeichen lang sein',
    phoneMinDigits: 'Die Telefonnummer braucht mindestens 7 Ziffern nach der Ländervorwahl',
    termsRequired: 'Bitte lies und akzeptiere die Allgemeinen Geschäftsbedingungen',
    credentialsInvalid: 'Diese Zugangsdaten stimmen nicht mit unseren Daten überein.',
    tooManyAttempts: 'Zu viele Versuche. Bitte versuche es in {{seconds}} Sekunden erneut.',
    csrfMismatch: 'Deine Sitzung ist abgelaufen. Bitte lade die Seite neu und versuche es noch einmal.',
    invalidInput: 'Die übermittelten Daten sind ungültig.',
  },
} satisfies Record<Locale, Record<string, string>>;

export type ValidationMessageKey = keyof (typeof validationMessages)['en'];

/** Prefix that marks a zod issue message as a key of `validationMessages`. */
export const MESSAGE_KEY_PREFIX = 'validation.';
export const msg = (key: ValidationMessageKey): string => `${MESSAGE_KEY_PREFIX}${key}`;

/** Translates a message key (with or without the prefix) into a locale; unknown text passes through unchanged. */
export function translateMessage(message: string, locale: Locale, params: Record<string, string | number> = {}): string {
  const key = message.startsWith(MESSAGE_KEY_PREFIX) ? message.slice(MESSAGE_KEY_PREFIX.length) : message;
  const table: Record<string, string> = validationMessages[locale];
  const text = table[key];
  if (text === undefined) return message;
  return text.replace(/\{\{(\w+)\}\}/g, (_, name: string) => String(params[name] ?? `{{${name}}}`));
}
