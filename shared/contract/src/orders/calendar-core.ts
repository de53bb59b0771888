/** The customer's calendar and the personal iCalendar feeds: paths and limits (the calls: calendar.ts). */
export const CUSTOMER_CALENDAR_PATH = '/api/customer/calendar';
export const CALENDAR_RANGE_MAX_DAYS = 62;
export type CalendarFeedRole = 'customer' | 'driver';
export const calendarFeedPath = (role: CalendarFeedRole): string => `/api/${role}/calendar-feed`;
export const calendarFeedRenewPath = (role: CalendarFeedRole): string => `${calendarFeedPath(role)}/renew`;
export const CALENDAR_FEED_FILE_ROUTE = '/api/calendar/:file';
export const calendarFeedFilePath = (token: string): string => `/api/calendar/${token}.ics`;
