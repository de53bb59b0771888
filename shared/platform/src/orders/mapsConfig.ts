import { useQuery } from '@tanstack/react-query';
import { CLIENT_CONFIG_PATH } from '@chargevalet/contract/core';
import type { AnswerOf, clientConfigResponseSchema } from '@chargevalet/contract';
import { api } from '../api';

/**
 * The Google Maps browser key from GET /api/config (a deployment setting, DESIGN §2). Null while unknown and when
 * none is configured: the order views then show the address card instead of the map.
 */
export function useGoogleMapsApiKey(): string | null {
  const { data } = useQuery({
    queryKey: ['client-config'],
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof clientConfigResponseSchema>>(CLIENT_CONFIG_PATH, { signal })).data,
    staleTime: Infinity,
    retry: false,
  });
  return data?.google_maps_api_key ?? null;
}
