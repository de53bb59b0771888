/** The personal iCalendar feeds' paths (the calls: calendar.ts). */
export type CalendarFeedRole = 'customer' | 'driver';
export const calendarFeedPath = (role: CalendarFeedRole): string => `/api/${role}/calendar-feed`;
export const calendarFeedRenewPath = (role: CalendarFeedRole): string => `${calendarFeedPath(role)}/renew`;
export const CALENDAR_FEED_FILE_ROUTE = '/api/calendar/:file';
export const calendarFeedFilePath = (token: string): string => `/api/calendar/${token}.ics`;
