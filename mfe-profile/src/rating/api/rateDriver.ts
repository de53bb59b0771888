import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { rateAnswerResponseSchema, ratingPaths, type RateAnswer, type RateDriverInput } from '@chargevalet/contract';
import { ratingKeys } from './keys';

/** POST /api/customer/driver/rate/{id} { rate, feedback }. */
export const rateDriver = async (id: string, body: RateDriverInput): Promise<RateAnswer> => api.post(ratingPaths.rate(id), body, { schema: rateAnswerResponseSchema });

/** After an answer the open requests are fetched again (the next one, if any, shows). */
export function useRateDriver() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: ({ id, body }: { id: string; body: RateDriverInput }) => rateDriver(id, body),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
