import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { calendarFeedPath, calendarFeedRenewPath, calendarFeedResponseSchema, CUSTOMER_CALENDAR_PATH, customerCalendarResponseSchema } from '@chargevalet/contract';

export const calendarKeys = {
  all: ['customer-calendar'] as const,
  week: (from: string, to: string) => [...calendarKeys.all, 'week', from, to] as const,
  feed: () => [...calendarKeys.all, 'feed'] as const,
};

/** GET /api/customer/calendar?from=&to= (Berlin dates, `to` exclusive). */
export const useCalendarWeek = (from: string, to: string) =>
  useQuery({
    queryKey: calendarKeys.week(from, to),
    queryFn: async ({ signal }) => (await api.get(`${CUSTOMER_CALENDAR_PATH}?from=${from}&to=${to}`, { schema: customerCalendarResponseSchema, signal })).data,
  });

/** GET /api/customer/calendar-feed: the personal feed's address. */
export const useCalendarFeed = () =>
  useQuery({ queryKey: calendarKeys.feed(), queryFn: async ({ signal }) => (await api.get(calendarFeedPath('customer'), { schema: calendarFeedResponseSchema, signal })).data.url });

/** POST …/calendar-feed/renew: a new address (the old one stops). */
export function useRenewCalendarFeed() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async () => (await api.post(calendarFeedRenewPath('customer'), {}, { schema: calendarFeedResponseSchema })).data.url,
    onSuccess: (url) => queryClient.setQueryData(calendarKeys.feed(), url),
  });
}
