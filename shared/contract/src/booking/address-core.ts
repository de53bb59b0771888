/** What `formatAddress` reads. */
export interface PostalAddress {
  street: string;
  zip_code?: string | null;
  city?: string | null;
}

/**
 * The one way an address is written, on every page, in the .ics and in mails: street and number, postcode, city
 * ("Königsallee 1, 40212 Düsseldorf"). A street line that already names a postcode (a station, a maps suggestion) is
 * shown as it is; a missing postcode or city is left out.
 */
export function formatAddress(address: PostalAddress): string {
  const street = address.street.trim();
  if (postcodeInText(street)) return street;
  const place = [address.zip_code?.replace(/\s+/g, ''), address.city?.trim()].filter(Boolean).join(' ');
  return [street, place].filter(Boolean).join(', ');
}

/** A five-digit postcode written inside the street text, if any ("Königsallee 1, 40212 Düsseldorf"). */
export const postcodeInText = (text: string): string | null => /(?:^|\D)(\d{5})(?:\D|$)/.exec(text)?.[1] ?? null;
