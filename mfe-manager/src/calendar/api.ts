import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { api, notify, useLocale } from '@chargevalet/platform';
import { CALENDAR_ROUTES, calendarPaths, dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, CalendarAssignRequest, calendarAssignResponseSchema, calendarDayResponseSchema, calendarResponseSchema, calendarUnassignedResponseSchema, DayBlockRequest, managerOrdersResponseSchema, SlotBlockRequest } from '@chargevalet/contract';
import { orderKeys } from '../orders/api/keys';
import { CALENDAR_NS } from './texts';
import { formatDay, slotTime } from './week';

export const calendarKeys = {
  all: ['manager', 'calendar'] as const,
  week: (from: string, days: number) => [...calendarKeys.all, from, days] as const,
};

/** GET /api/manager/drivers/time-slots?from&days: one item per driver. */
export const useCalendar = (from: string, days: number) =>
  useQuery({
    queryKey: calendarKeys.week(from, days),
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof calendarResponseSchema>>(calendarPaths.timeSlots(from, days), { signal })).data,
  });

/** GET …/time-slots/unassigned?from&days: the orders of the days without a driver (read again with the calendar). */
export const useUnassignedOrders = (from: string, days: number) =>
  useQuery({
    queryKey: [...calendarKeys.all, 'unassigned', from, days],
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof calendarUnassignedResponseSchema>>(calendarPaths.unassigned(from, days), { signal })).data,
  });

/**
 * The unassigned orders picked up at a slot (the Assign order choice): the manager's orders list filtered to
 * `created` on the slot's day, then to that slot and no driver.
 */
export const useSlotOrders = (date: string, dateTime: string, enabled: boolean) =>
  useQuery({
    queryKey: [...orderKeys.all, 'slot', dateTime],
    enabled,
    staleTime: 0,
    queryFn: async ({ signal }) => {
      const { data } = await api.get<AnswerOf<typeof managerOrdersResponseSchema>>(dispatchPaths.managerOrders({ state: 'created', date, pageSize: 50 }), { signal });
      return data.filter((item) => item.driver === null && item.pickup_time_slot.date_time === dateTime);
    },
  });

export type CalendarAction =
  | { kind: 'blockSlot' | 'unblockSlot'; body: SlotBlockRequest }
  | { kind: 'blockDay' | 'unblockDay'; body: DayBlockRequest };

/**
 * Block / unblock a slot or a day: a success toast names what changed; afterwards every calendar week (and the
 * orders, for capacity) is read again.
 */
export function useCalendarAction() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(CALENDAR_NS);
  const { locale } = useLocale();
  return useMutation({
    mutationFn: ({ kind, body }: CalendarAction) => api.post<AnswerOf<typeof calendarDayResponseSchema>>(CALENDAR_ROUTES[kind], body),
    onSuccess: (answer, { kind, body }) => {
      const day = formatDay(answer.data.days[0]!.date, locale);
      notify({ type: 'success', title: t(`done.${kind}`), description: 'date_time' in body ? `${day}, ${slotTime(body.date_time)}` : day });
      return queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}

/** POST …/time-slots/assign: `{ data: booked slots }` or `{ error }`. */
export function useCalendarAssign() {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (body: CalendarAssignRequest) => api.post<AnswerOf<typeof calendarAssignResponseSchema>>(CALENDAR_ROUTES.assign, body),
    onSuccess: (result) => {
      if (!('data' in result)) return;
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
      void queryClient.invalidateQueries({ queryKey: orderKeys.all });
    },
  });
}
