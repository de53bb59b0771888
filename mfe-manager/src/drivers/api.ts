import { useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { MANAGER_DRIVER_ROUTES, managerDriverPaths } from '@chargevalet/contract/core';
import type { AnswerOf, driverDetailsResponseSchema, DriverInput, DriverItem, driverResponseSchema, driversResponseSchema, DriverUpdate } from '@chargevalet/contract';
import { calendarKeys } from '../calendar/api';

export const driverKeys = {
  all: ['manager', 'drivers'] as const,
  list: (query: string) => [...driverKeys.all, 'list', query] as const,
  one: (id: string) => [...driverKeys.all, 'one', id] as const,
};

/** GET /api/manager/drivers?query: a failure reads as an empty list (SPEC §7). */
export const useDrivers = (query: string) =>
  useQuery({
    queryKey: driverKeys.list(query),
    queryFn: async ({ signal }): Promise<DriverItem[]> => {
      try {
        return (await api.get<AnswerOf<typeof driversResponseSchema>>(managerDriverPaths.list(query), { signal })).data;
      } catch {
        return [];
      }
    },
  });

export const useDriver = (id: string) =>
  useQuery({ queryKey: driverKeys.one(id), queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof driverDetailsResponseSchema>>(managerDriverPaths.one(id), { signal })).data });

/** Adding or editing changes the lists, the driver's page and the calendar's rows. */
function useDriverMutation<T>(send: (input: T) => Promise<DriverItem>) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: send,
    onSuccess: () => {
      void queryClient.invalidateQueries({ queryKey: driverKeys.all });
      void queryClient.invalidateQueries({ queryKey: calendarKeys.all });
    },
  });
}

export const useAddDriver = () =>
  useDriverMutation(async (input: DriverInput) => (await api.post<AnswerOf<typeof driverResponseSchema>>(MANAGER_DRIVER_ROUTES.list, input)).data);

export const useUpdateDriver = (id: string) =>
  useDriverMutation(async (input: DriverUpdate) => (await api.post<AnswerOf<typeof driverResponseSchema>>(managerDriverPaths.one(id), input)).data);

/** POST …/driver/{id}/invitation: a new set-password mail for an invited driver. */
export const useResendInvitation = (id: string) =>
  useDriverMutation(async () => (await api.post<AnswerOf<typeof driverResponseSchema>>(managerDriverPaths.invitation(id), {})).data);
