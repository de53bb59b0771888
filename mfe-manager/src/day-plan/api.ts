import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { DISPATCH_PLAN_ROUTES } from '@chargevalet/contract/core';
import type { AnswerOf, DispatchApplyRequest, dispatchApplyResponseSchema, dispatchPlanResponseSchema } from '@chargevalet/contract';
import { calendarKeys } from '../calendar/api';
import { orderKeys } from '../orders/api/keys';

export const dayPlanKeys = {
  all: ['manager', 'day-plan'] as const,
  day: (date: string, includeAssigned: boolean) => [...dayPlanKeys.all, date, includeAssigned] as const,
};

/** POST /api/manager/dispatch-plan { date, include_assigned }: the plan of the day (changes nothing, so read like a query; never kept). */
export const useDayPlan = (date: string, includeAssigned: boolean) =>
  useQuery({
    queryKey: dayPlanKeys.day(date, includeAssigned),
    staleTime: 0,
    gcTime: 0,
    queryFn: async ({ signal }) =>
      (await api.post<AnswerOf<typeof dispatchPlanResponseSchema>>(DISPATCH_PLAN_ROUTES.plan, { date, include_assigned: includeAssigned }, { signal })).data,
  });

/** POST …/dispatch-plan/apply: all or nothing; afterwards every calendar week, the orders and the plans are read again. */
export function useApplyDayPlan() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: DispatchApplyRequest) => api.post<AnswerOf<typeof dispatchApplyResponseSchema>>(DISPATCH_PLAN_ROUTES.apply, body),
    onSettled: () => {
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
      void queryClient.invalidateQueries({ queryKey: dayPlanKeys.all });
    },
  });
}
