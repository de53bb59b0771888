import { DRIVER_CALENDAR_DAYS, addDays, berlinDate } from '@chargevalet/contract/core';
import type { DriverOrderItem } from '@chargevalet/contract';

export interface WeekStop {
  kind: 'pickup' | 'return';
  at: string;
  street: string;
  order: DriverOrderItem;
}

/** Today and the next 6 days, each with its stops (a pickup or a return on that day) in time order. */
export function groupWeek(today: string, orders: readonly DriverOrderItem[]): { date: string; stops: WeekStop[] }[] {
  const days = Array.from({ length: DRIVER_CALENDAR_DAYS }, (_, offset) => ({ date: addDays(today, offset), stops: [] as WeekStop[] }));
  const byDate = new Map(days.map((day) => [day.date, day.stops]));
  for (const order of orders) {
    byDate.get(berlinDate(order.pickup_time_slot.date_time))?.push({ kind: 'pickup', at: order.pickup_time_slot.date_time, street: order.pickup_address.street, order });
    if (order.return_time_slot)
      byDate.get(berlinDate(order.return_time_slot.date_time))?.push({ kind: 'return', at: order.return_time_slot.date_time, street: order.return_address.street, order });
  }
  for (const day of days) day.stops.sort((a, b) => a.at.localeCompare(b.at));
  return days;
}

export const weekRange = (today: string): { from: string; to: string } => ({ from: today, to: addDays(today, DRIVER_CALENDAR_DAYS - 1) });
