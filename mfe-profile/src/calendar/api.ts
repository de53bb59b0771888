import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { CUSTOMER_CALENDAR_PATH } from '@chargevalet/contract/core';
import type { AnswerOf, customerCalendarResponseSchema } from '@chargevalet/contract';

export const calendarKeys = {
  all: ['customer-calendar'] as const,
  week: (from: string, to: string) => [...calendarKeys.all, 'week', from, to] as const,
};

/** GET /api/customer/calendar?from=&to= (Berlin dates, `to` exclusive). */
export const useCalendarWeek = (from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.week(from, to),
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof customerCalendarResponseSchema>>(`${CUSTOMER_CALENDAR_PATH}?from=${from}&to=${to}`, { signal })).data,
  });
