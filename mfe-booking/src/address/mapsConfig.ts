/**
 * The Google Maps key (optional; DESIGN §3 "Maps … when a Google Maps key is configured"). The API offers no config
 * call, so the key comes from the build (`GOOGLE_MAPS_API_KEY`, when the build defines it) or from a page-level
 * `window.__CHARGEVALET_CONFIG__.googleMapsApiKey`. Without a key the wizard uses plain inputs and verifies the ZIP
 * code with the server.
 */
declare global {
  interface Window {
    __CHARGEVALET_CONFIG__?: { googleMapsApiKey?: string };
  }
}

export function googleMapsApiKey(): string | null {
  const fromPage = typeof window !== 'undefined' ? window.__CHARGEVALET_CONFIG__?.googleMapsApiKey : undefined;
  if (fromPage) return fromPage;
  const fromBuild = typeof process !== 'undefined' ? process.env?.GOOGLE_MAPS_API_KEY : undefined;
  return fromBuild ? fromBuild : null;
}

/** Places autocomplete bounds: the SPEC §5 box around Düsseldorf. */
export const DUESSELDORF_BOUNDS = { south: 51.12, north: 51.34, west: 6.68, east: 6.93 } as const;
