/**
 * Phone numbers for reading: the one formatter every page and mail uses (stored numbers are E.164,
 * "+492115550777"). The country list is the phone input's too (shared/platform PhoneInput).
 */

/** Dialling codes offered (Germany first: SPEC §9 default country DE). */
export const PHONE_COUNTRIES = [
  { code: 'DE', dial: '49' },
  { code: 'AT', dial: '43' },
  { code: 'CH', dial: '41' },
  { code: 'NL', dial: '31' },
  { code: 'BE', dial: '32' },
  { code: 'LU', dial: '352' },
  { code: 'FR', dial: '33' },
  { code: 'PL', dial: '48' },
  { code: 'DK', dial: '45' },
  { code: 'IT', dial: '39' },
  { code: 'ES', dial: '34' },
  { code: 'GB', dial: '44' },
] as const;
export type PhoneCountry = (typeof PHONE_COUNTRIES)[number]['code'];

/** German area codes of two digits (Berlin, Hamburg, Frankfurt, Munich); the others shown here have three or more. */
const DE_TWO_DIGIT_AREAS = ['30', '40', '69', '89'];

/** Splits a stored number ("+492111234567", "0211 123", "") into country and national part. */
export function splitPhone(value: string | null | undefined, fallback: PhoneCountry = 'DE'): { country: PhoneCountry; national: string } {
  const text = (value ?? '').trim();
  if (text.startsWith('+')) {
    const digits = text.slice(1);
    const match = [...PHONE_COUNTRIES].sort((a, b) => b.dial.length - a.dial.length).find((c) => digits.replace(/\D/g, '').startsWith(c.dial));
    if (match) {
      // drop the dialling code's digits (skipping formatting characters)
      let seen = 0;
      let cut = 0;
      while (seen < match.dial.length && cut < digits.length) {
        if (/\d/.test(digits[cut] ?? '')) seen += 1;
        cut += 1;
      }
      return { country: match.code, national: digits.slice(cut).trim() };
    }
  }
  return { country: fallback, national: text };
}

/**
 * A stored phone number (E.164, "+492115550777") for reading: "+49 211 5550777". The dialling code is set apart,
 * and for a German number the area code (or mobile prefix) too, as people write it. Anything else is returned as is.
 */
export function formatPhone(value: string | null | undefined): string {
  const text = (value ?? '').trim();
  if (!/^\+\d+$/.test(text)) return text;
  const { country, national } = splitPhone(text);
  const dial = PHONE_COUNTRIES.find((c) => c.code === country)?.dial;
  if (!dial || !text.startsWith(`+${dial}`) || national.length < 4) return text;
  if (country !== 'DE') return `+${dial} ${national}`;
  const area = DE_TWO_DIGIT_AREAS.some((code) => national.startsWith(code)) ? 2 : 3;
  return `+${dial} ${national.slice(0, area)} ${national.slice(area)}`;
}
