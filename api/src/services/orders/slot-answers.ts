import { RETURN_MAX_DAYS_AFTER_PICKUP, SLOT_DAYS_AHEAD, type Locale, type TimeSlotDayWithEntries } from '@chargevalet/contract';
import type { Db } from '../../db/client';
import { pickupDays, returnDays, serviceDurationMinutes, slotOf, todayInBerlin } from '../../domain';
import { loadScheduleIndex, rangeOfDays } from './schedule';

export const serialiseDays = (days: TimeSlotDayWithEntries[]): string => JSON.stringify({ data: { days } });

export async function pickupAnswer(db: Db, now: Date, locale: Locale): Promise<TimeSlotDayWithEntries[]> {
  const today = todayInBerlin(now);
  const { from, to } = rangeOfDays(today, SLOT_DAYS_AHEAD);
  const schedule = await loadScheduleIndex(db, from, to, now);
  return pickupDays({ now, locale, schedule });
}

export async function returnAnswer(
  db: Db,
  now: Date,
  locale: Locale,
  pickup: { date: string; time: string },
  carType: 'electric' | 'plugin_hybrid',
  batteryPercent: number,
): Promise<TimeSlotDayWithEntries[] | null> {
  if (!slotOf(pickup)) return null;
  const { from, to } = rangeOfDays(pickup.date, RETURN_MAX_DAYS_AFTER_PICKUP + 1);
  const schedule = await loadScheduleIndex(db, from, to, now);
  return returnDays({ now, locale, schedule, pickup, serviceMinutes: serviceDurationMinutes(carType, batteryPercent) });
}
