import { useMutation, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { rateAnswerResponseSchema, ratingPaths, type RateAnswer } from '@chargevalet/contract';
import { ratingKeys } from './keys';

/** POST /api/customer/driver/rate/{id}/cancel ("Not now": the request does not come back). */
export const cancelRateRequest = async (id: string): Promise<RateAnswer> => api.post(ratingPaths.cancel(id), undefined, { schema: rateAnswerResponseSchema });

export function useCancelRateRequest() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => cancelRateRequest(id),
    onSettled: () => queryClient.invalidateQueries({ queryKey: ratingKeys.all }),
  });
}
