import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { CLIENT_CONFIG_PATH, clientConfigResponseSchema } from '@chargevalet/contract';

/**
 * The Google Maps key (optional; DESIGN §2 "when a Google Maps key is configured") comes from the server's
 * configuration (GOOGLE_MAPS_API_KEY → GET /api/config), so adding one is a deployment setting, not a rebuild.
 * Until it is known, or without one, the wizard uses plain inputs and verifies the ZIP code with the server.
 */
export function useGoogleMapsApiKey(): string | null {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: async ({ signal }) => (await api.get(CLIENT_CONFIG_PATH, { schema: clientConfigResponseSchema, signal })).data,
    staleTime: Infinity,
    retry: false,
  });
  return data?.google_maps_api_key ?? null;
}

/** Places autocomplete bounds: the SPEC §5 box around Düsseldorf. */
export const DUESSELDORF_BOUNDS = { south: 51.12, north: 51.34, west: 6.68, east: 6.93 } as const;
