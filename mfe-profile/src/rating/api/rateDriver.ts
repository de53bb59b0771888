import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { ratingPaths } from '@chargevalet/contract/core';
import type { AnswerOf, RateAnswer, rateAnswerResponseSchema, RateDriverInput } from '@chargevalet/contract';
import { ratingKeys } from './keys';

/** POST /api/customer/driver/rate/{id} { rate, feedback }. */
export const rateDriver = async (id: string, body: RateDriverInput): Promise<RateAnswer> => api.post<AnswerOf<typeof rateAnswerResponseSchema>>(ratingPaths.rate(id), body);

/** After an answer the open requests are fetched again (the next one, if any, shows). */
export function useRateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RateDriverInput }) => rateDriver(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
