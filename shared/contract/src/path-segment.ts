/** One value as a path segment of a call (ids, numbers): escaped, so an id can never reach another path. */
export const pathSegment = (value: string | number): string => encodeURIComponent(String(value));
