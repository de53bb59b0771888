import { useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { orderingPaths, timeSlotsResponseSchema, type CarType, type SlotSelection, type TimeSlotDayWithEntries } from '@chargevalet/contract';

/** Slots change as orders come in and time passes: refetch every minute and when the tab regains focus. */
const SLOTS_STALE_MS = 20_000;
const SLOTS_REFETCH_MS = 60_000;

export const slotKeys = {
  pickup: (packageId: number) => ['booking', 'time-slots', 'pickup', packageId] as const,
  return: (packageId: number, pickup: SlotSelection | null, chargingLevelId?: number, carType?: CarType) =>
    ['booking', 'time-slots', 'return', packageId, pickup?.date, pickup?.time, chargingLevelId, carType] as const,
};

/** GET /api/order/pick-up/time-slots/{packageId}: today and the next 13 days. */
export function usePickupSlots(packageId: number | null) {
  return useQuery<TimeSlotDayWithEntries[]>({
    queryKey: slotKeys.pickup(packageId ?? 0),
    queryFn: async ({ signal }) => (await api.get(orderingPaths.pickupTimeSlots(packageId!), { schema: timeSlotsResponseSchema, signal })).data.days,
    enabled: packageId !== null,
    staleTime: SLOTS_STALE_MS,
    refetchInterval: SLOTS_REFETCH_MS,
  });
}

/**
 * GET /api/order/return/time-slots/{packageId}?pickup_date&pickup_time&charging_level_id&car_type: the pickup
 * day and the 3 after, slots once the car is ready. Only asked once a pickup is chosen.
 */
export function useReturnSlots(packageId: number | null, pickup: SlotSelection | null, chargingLevelId?: number, carType?: CarType) {
  return useQuery<TimeSlotDayWithEntries[]>({
    queryKey: slotKeys.return(packageId ?? 0, pickup, chargingLevelId, carType),
    queryFn: async ({ signal }) =>
      (
        await api.get(
          orderingPaths.returnTimeSlots(packageId!, {
            pickup_date: pickup!.date,
            pickup_time: pickup!.time,
            ...(chargingLevelId !== undefined ? { charging_level_id: chargingLevelId } : {}),
            ...(carType ? { car_type: carType } : {}),
          }),
          { schema: timeSlotsResponseSchema, signal },
        )
      ).data.days,
    enabled: packageId !== null && pickup !== null,
    staleTime: SLOTS_STALE_MS,
    refetchInterval: SLOTS_REFETCH_MS,
  });
}

/** The entry of a day at a wall-clock time, if the answer has it. */
export function findEntry(days: TimeSlotDayWithEntries[] | undefined, date: string | null | undefined, time: string | null | undefined) {
  if (!days || !date || !time) return undefined;
  const day = days.find((d) => d.date === date);
  for (const group of day?.time_groups ?? []) {
    const entry = group.time_entries.find((e) => e.time === time);
    if (entry) return entry;
  }
  return undefined;
}

/** True when at least one entry of the answer can be chosen. */
export const hasAvailableEntry = (days: TimeSlotDayWithEntries[] | undefined): boolean =>
  (days ?? []).some((day) => day.time_groups.some((group) => group.time_entries.some((entry) => entry.is_available)));
