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
    // booking (SPEC §5)
    licensePlate: 'License plate number consists of a minimum of 3 and a maximum of 15 characters',
    licensePlateLatin: 'The license plate may contain only Latin letters, digits and spaces',
    brandMax: 'The brand may not be longer than 100 characters',
    modelMax: 'The model may not be longer than 100 characters',
    colorMax: 'The color may not be longer than 100 characters',
    carTypeRequired: 'Please select your vehicle type from the list',
    chargingLevelRequired: 'Select charging level please',
    returnTypeRequired: 'Please select how we should return your car',
    pickupStreetRequired: 'Enter the address where we should pick up your car',
    pickupZipRequired: 'Enter the postcode of the pickup address',
    returnStreetRequired: 'Enter the address where we should return your car',
    returnZipRequired: 'Enter the postcode of the return address',
    billingStreetRequired: 'Enter your billing address',
    billingZipRequired: 'Enter the postcode of your billing address',
    streetMax: 'The address may not be longer than 255 characters',
    addressFromDropdown: 'Please make sure to select an address from the dropdown menu when you type it into this field',
    invalidAddressMissingStreetCityHouse: 'The address must contain a street, a house number, a postcode and a city',
    addressNotInDusseldorf: 'Sorry, the specified address does not apply to Dusseldorf',
    zipCodeVerificationFailed: 'The postcode could not be verified. Please check it',
    discountCodeMin: 'The discount code must be at least 3 characters long',
    discountCodeMax: 'The discount code may not be longer than 32 characters',
    discountCodeLatin: 'The discount code may contain only Latin letters and digits',
    discountInvalid: 'This discount code is not valid',
    discountExpired: 'This discount code has expired',
    discountPackageNotEligible: 'Package not eligible for discount code',
    discountUsageLimit: 'This discount code can no longer be used',
    discountFirstOrderOnly: 'This discount code is only valid for your first order',
    discountLoginRequired: 'Please log in or create an account to apply a discount code',
    paymentMethodRequired: 'Please choose a payment method',
    pickupTimeRequired: 'Please choose a pickup time',
    pickupTooSoon: 'The pickup must be at least 75 minutes from now',
    slotUnavailable: 'This time slot is no longer available. Please choose another one',
    returnTimeInvalid: 'The return must be after the car is ready and at most 3 days after the pickup',
    fieldsIncorrect: 'Some fields are incorrectly filled out or missing',
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
    // booking (SPEC §5)
    licensePlate: 'Das Kennzeichen besteht aus mindestens 3 und höchstens 15 Zeichen',
    licensePlateLatin: 'Das Kennzeichen darf nur lateinische Buchstaben, Ziffern und Leerzeichen enthalten',
    brandMax: 'Die Marke darf höchstens 100 Zeichen lang sein',
    modelMax: 'Das Modell darf höchstens 100 Zeichen lang sein',
    colorMax: 'Die Farbe darf höchstens 100 Zeichen lang sein',
    carTypeRequired: 'Bitte wähle deinen Fahrzeugtyp aus der Liste',
    chargingLevelRequired: 'Bitte wähle einen Ladestand',
    returnTypeRequired: 'Bitte wähle, wie wir dein Auto zurückgeben sollen',
    pickupStreetRequired: 'Gib die Adresse ein, an der wir dein Auto abholen sollen',
    pickupZipRequired: 'Gib die Postleitzahl der Abholadresse ein',
    returnStreetRequired: 'Gib die Adresse ein, an die wir dein Auto zurückbringen sollen',
    returnZipRequired: 'Gib die Postleitzahl der Rückgabeadresse ein',
    billingStreetRequired: 'Gib deine Rechnungsadresse ein',
    billingZipRequired: 'Gib die Postleitzahl deiner Rechnungsadresse ein',
    streetMax: 'Die Adresse darf höchstens 255 Zeichen lang sein',
    addressFromDropdown: 'Bitte wähle beim Eintippen eine Adresse aus der Vorschlagsliste aus',
    invalidAddressMissingStreetCityHouse: 'Die Adresse muss Straße, Hausnummer, Postleitzahl und Ort enthalten',
    addressNotInDusseldorf: 'Leider liegt die angegebene Adresse nicht in Düsseldorf',
    zipCodeVerificationFailed: 'Die Postleitzahl konnte nicht bestätigt werden. Bitte überprüfe sie',
    discountCodeMin: 'Der Rabattcode muss mindestens 3 Zeichen lang sein',
    discountCodeMax: 'Der Rabattcode darf höchstens 32 Zeichen lang sein',
    discountCodeLatin: 'Der Rabattcode darf nur lateinische Buchstaben und Ziffern enthalten',
    discountInvalid: 'Dieser Rabattcode ist ungültig',
    discountExpired: 'Dieser Rabattcode ist abgelaufen',
    discountPackageNotEligible: 'Das Paket ist für diesen Rabattcode nicht berechtigt',
    discountUsageLimit: 'Dieser Rabattcode kann nicht mehr eingelöst werden',
    discountFirstOrderOnly: 'Dieser Rabattcode gilt nur für deine erste Bestellung',
    discountLoginRequired: 'Bitte melde dich an oder erstelle ein Konto, um einen Rabattcode einzulösen',
    paymentMethodRequired: 'Bitte wähle eine Zahlungsart',
    pickupTimeRequired: 'Bitte wähle eine Abholzeit',
    pickupTooSoon: 'Die Abholung muss mindestens 75 Minuten in der Zukunft liegen',
    slotUnavailable: 'Dieses Zeitfenster ist nicht mehr verfügbar. Bitte wähle ein anderes',
    returnTimeInvalid: 'Die Rückgabe muss nach dem Ende des Ladens und höchstens 3 Tage nach der Abholung liegen',
    fieldsIncorrect: 'Einige Felder sind falsch ausgefüllt oder fehlen',
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
