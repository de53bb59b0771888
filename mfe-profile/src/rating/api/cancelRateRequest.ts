import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { ratingPaths } from '@chargevalet/contract/core';
import type { AnswerOf, RateAnswer, rateAnswerResponseSchema } from '@chargevalet/contract';
import { ratingKeys } from './keys';

/** POST /api/customer/driver/rate/{id}/cancel ("Not now": the request does not come back). */
export const cancelRateRequest = async (id: string): Promise<RateAnswer> => api.post<AnswerOf<typeof rateAnswerResponseSchema>>(ratingPaths.cancel(id), undefined);

export function useCancelRateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelRateRequest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
