/** The manager's calendar calls' routes and URLs (the table and the answers: calendar.ts). */
export const CALENDAR_ROUTES = {
  timeSlots: '/api/manager/drivers/time-slots',
  blockSlot: '/api/manager/drivers/time-slot/block',
  unblockSlot: '/api/manager/drivers/time-slot/unblock',
  blockDay: '/api/manager/drivers/time-slots/day/block',
  unblockDay: '/api/manager/drivers/time-slots/day/unblock',
  assign: '/api/manager/drivers/time-slots/assign',
  unassigned: '/api/manager/drivers/time-slots/unassigned',
} as const;

export const CALENDAR_MAX_DAYS = 14;

export const calendarPaths = {
  timeSlots: (from: string, days: number): string => `${CALENDAR_ROUTES.timeSlots}?from=${encodeURIComponent(from)}&days=${days}`,
  unassigned: (from: string, days: number): string => `${CALENDAR_ROUTES.unassigned}?from=${encodeURIComponent(from)}&days=${days}`,
} as const;
