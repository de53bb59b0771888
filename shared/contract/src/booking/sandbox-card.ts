import { z } from 'zod';

/**
 * The test-mode checkout dialog's card rules (booking remote). In the contract so that the remote needs no zod of
 * its own: the contract is shared once per page.
 */
export type SandboxCardMessage = 'invalidCard' | 'invalidExpiry' | 'expired' | 'invalidCvc';

/** The digits of a card number as typed (spaces, dashes dropped). */
export const cardDigits = (value: string) => value.replace(/\D/g, '');

/** The Luhn checksum every real card number passes (a typo in one digit fails it). */
export function passesLuhn(number: string): boolean {
  let sum = 0;
  for (let i = 0; i < number.length; i += 1) {
    let digit = Number(number[number.length - 1 - i]);
    if (i % 2 === 1) {
      digit *= 2;
      if (digit > 9) digit -= 9;
    }
    sum += digit;
  }
  return number.length > 0 && sum % 10 === 0;
}

const EXPIRY = /^(0[1-9]|1[0-2])\s?\/\s?(\d{2})$/;

/** Whether the card is still valid in the month of `now` (a card is valid to the end of its expiry month). */
export function expiryNotPast(expiry: string, now: Date): boolean {
  const match = EXPIRY.exec(expiry.trim());
  if (!match) return false;
  const year = 2000 + Number(match[2]);
  const month = Number(match[1]);
  return year * 12 + month >= now.getFullYear() * 12 + now.getMonth() + 1;
}

/** The card form of the test-mode dialog (checked in the browser; the server decides whether the card succeeds). */
export const sandboxCardFormSchema = (key: (name: SandboxCardMessage) => string, now: () => Date = () => new Date()) =>
  z.object({
    card_number: z
      .string()
      .transform(cardDigits)
      .pipe(z.string().regex(/^\d{12,19}$/, key('invalidCard')).refine(passesLuhn, key('invalidCard'))),
    expiry: z
      .string()
      .trim()
      .regex(EXPIRY, key('invalidExpiry'))
      .refine((value) => !EXPIRY.test(value) || expiryNotPast(value, now()), key('expired')),
    cvc: z.string().trim().regex(/^\d{3,4}$/, key('invalidCvc')),
  });
export type SandboxCardFormInput = z.input<ReturnType<typeof sandboxCardFormSchema>>;
export type SandboxCardForm = z.output<ReturnType<typeof sandboxCardFormSchema>>;
