import { z } from 'zod';
import { text } from './text';
import { msg } from './messages';

/** SPEC §5 field rules: one definition used by every form in the browser and every call on the server. */

const LATIN_NAME = /^[A-Za-zÄÖÜäöüß\- ]+$/;

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
  .min(2, msg('nameMin'))
  .max(30, msg('nameMax'))
  .regex(LATIN_NAME, msg('nameLatin'));

export const lastNameRule = text()
  .trim()
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
