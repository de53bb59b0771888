import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { RATE_REQUEST_POLL_MS, ratingPaths } from '@chargevalet/contract/core';
import type { AnswerOf, RateRequest, rateRequestsResponseSchema } from '@chargevalet/contract';
import { ratingKeys } from './keys';

/** GET /api/customer/driver/rate-requests: the customer's open requests, oldest first. */
export const getRateRequests = async (signal?: AbortSignal): Promise<RateRequest[]> =>
  (await api.get<AnswerOf<typeof rateRequestsResponseSchema>>(ratingPaths.requests, { signal })).data;

/** SPEC §7, §9: refreshed every 60 s; fetched only for customers (`enabled`). */
export const rateRequestsQueryOptions = (enabled: boolean) =>
  queryOptions({ queryKey: ratingKeys.all, queryFn: ({ signal }) => getRateRequests(signal), refetchInterval: RATE_REQUEST_POLL_MS, enabled });

export const useRateRequests = (enabled: boolean) => useQuery(rateRequestsQueryOptions(enabled));
