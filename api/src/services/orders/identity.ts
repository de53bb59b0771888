import { randomInt } from 'node:crypto';

/**
 * Order numbers (DESIGN §4): `CV-` and six characters of an alphabet without look-alikes (no 0/O, 1/I/L, U),
 * drawn with a CSPRNG: 30^6 ≈ 729 million numbers, so enumerating them is hopeless; the unique index catches the
 * rare collision and the caller draws again.
 */
export const IDENTITY_ALPHABET = '23456789ABCDEFGHJKMNPQRSTVWXYZ';
export const IDENTITY_PATTERN = /^CV-[23456789ABCDEFGHJKMNPQRSTVWXYZ]{6}$/;

export function newOrderIdentity(): string {
  let out = 'CV-';
  for (let i = 0; i < 6; i += 1) out += IDENTITY_ALPHABET[randomInt(IDENTITY_ALPHABET.length)];
  return out;
}
