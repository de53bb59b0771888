import { z } from 'zod';
import { text } from './text';
import { msg } from './messages';

/** SPEC §5 field rules: one definition used by every form in the browser and every call on the server. */

/**
 * Names in any Latin-script letters (Ş, Ł, Ø, é … as well as the German ones), with spaces, hyphens and apostrophes
 * (O'Neill, D’Angelo); compared in NFC, so a letter typed as letter + combining accent counts as the letter.
 */
const LATIN_NAME = /^[\p{Script=Latin}\- '’]+$/u;

export const emailRule = text().trim().toLowerCase().min(1, msg('required')).pipe(z.email(msg('emailInvalid')));

export const PASSWORD_MIN = 8;
export const PASSWORD_MAX = 64;
export const passwordRule = text()
  .min(PASSWORD_MIN, msg('passwordRule'))
  .max(PASSWORD_MAX, msg('passwordRule'))
  .regex(/[A-Z]/, msg('passwordRule'))
  .regex(/[a-z]/, msg('passwordRule'))
  .regex(/[0-9]/, msg('passwordRule'));

export const firstNameRule = text()
  .trim()
  .normalize()
  .min(2, msg('nameMin'))
  .max(30, msg('nameMax'))
  .regex(LATIN_NAME, msg('nameLatin'));

export const lastNameRule = text()
  .trim()
  .normalize()
  .min(2, msg('surnameMin'))
  .max(30, msg('surnameMax'))
  .regex(LATIN_NAME, msg('surnameLatin'));

/** Digits, spaces, parentheses and dashes (an optional leading +); max 15 characters; at least 7 digits after the country code. */
export const phoneRule = text()
  .trim()
  .min(1, msg('required'))
  .max(15, msg('phoneMax'))
  .regex(/^\+?[0-9 ()-]+$/, msg('phoneInvalid'))
  .refine((value) => value.replace(/\D/g, '').replace(/^49/, '').length >= 7, msg('phoneMinDigits'));

/**
 * A phone number in the one form it is stored in: international, digits only after the + ("0211 555-0199",
 * "0049 211 5550199" and "+49 (211) 5550199" all become "+492115550199"); a number without a country code is German.
 */
export function storedPhone(phone: string): string {
  const digits = phone.replace(/\D/g, '');
  if (phone.trim().startsWith('+')) return `+${digits}`;
  if (digits.startsWith('00')) return `+${digits.slice(2)}`;
  return `+49${digits.replace(/^0/, '')}`;
}

/** `phoneRule`, stored in one form (`storedPhone`). */
export const storedPhoneRule = phoneRule.overwrite(storedPhone);
