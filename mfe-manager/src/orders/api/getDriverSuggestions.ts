import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, DriverSuggestion, driverSuggestionsResponseSchema } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/order/{id}/driver-suggestions: drivers free at both slots, best first. */
export const getDriverSuggestions = async (id: string, signal?: AbortSignal): Promise<DriverSuggestion[]> =>
  (await api.get<AnswerOf<typeof driverSuggestionsResponseSchema>>(dispatchPaths.driverSuggestions(id), { signal })).data;

export const driverSuggestionsQueryOptions = (id: string) =>
  queryOptions({ queryKey: orderKeys.suggestions(id), queryFn: ({ signal }) => getDriverSuggestions(id, signal), staleTime: 0 });

export const useDriverSuggestions = (id: string, enabled: boolean) => useQuery({ ...driverSuggestionsQueryOptions(id), enabled });
