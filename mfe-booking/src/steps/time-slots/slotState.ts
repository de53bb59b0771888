import { formatCalendarDate } from '@chargevalet/platform';
import type { TimeEntry, TimeSlotDay } from '@chargevalet/contract';

/** SPEC §2 step 4: the four visual states of a slot (and of a day chip). */
export type SlotVisualState = 'selected' | 'booked' | 'disabled' | 'default';

/**
 * The visual state of a time entry: the chosen one is `selected`; a slot without capacity is `booked`; a slot
 * that cannot be chosen for another reason (too soon, blocked by the manager, past) is `disabled`.
 */
export function entryState(entry: TimeEntry, selectedTime: string | null | undefined): SlotVisualState {
  if (entry.is_available && entry.time === selectedTime) return 'selected';
  if (entry.is_available) return 'default';
  return entry.status === 'booked' ? 'booked' : 'disabled';
}

/** A day: past days and days without any free slot cannot be chosen. */
export function dayState(day: TimeSlotDay, selectedDate: string | null | undefined): SlotVisualState {
  if (day.is_past || !day.is_available) return 'disabled';
  return day.date === selectedDate ? 'selected' : 'default';
}

export const isSelectable = (state: SlotVisualState): boolean => state === 'selected' || state === 'default';

/** "2026-11-23" → "Mo., 23. Nov." / "Mon 23 Nov" (the date is a calendar day; formatted in UTC to keep it). */
export function formatDay(date: string, locale: string, style: 'short' | 'long' = 'short'): string {
  const instant = new Date(`${date}T12:00:00Z`);
  if (Number.isNaN(instant.getTime())) return date;
  return formatCalendarDate(date, locale === 'de' ? 'de' : 'en', style === 'short' ? 'weekdayShort' : 'weekdayLong');
}
