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

/** SPEC §5: the bounding box around Düsseldorf an address with coordinates must lie in. */
export const SERVICE_AREA_BOUNDS = { minLat: 51.12, maxLat: 51.34, minLng: 6.68, maxLng: 6.93 } as const;
export const isInsideServiceArea = (latitude: number, longitude: number): boolean =>
  latitude >= SERVICE_AREA_BOUNDS.minLat &&
  latitude <= SERVICE_AREA_BOUNDS.maxLat &&
  longitude >= SERVICE_AREA_BOUNDS.minLng &&
  longitude <= SERVICE_AREA_BOUNDS.maxLng;

/** A street line counts as complete when it names a street (two letters) and a house number ("Königsallee 1a"). */
export const hasStreetAndHouseNumber = (street: string): boolean =>
  /\p{L}{2,}/u.test(street) && /(^|[\s,.])\d{1,4}\s?[a-zA-Z]?(\s*[-/]\s*\d{1,4}[a-zA-Z]?)?($|[\s,])/.test(street.trim());
