import type { Role } from './roles';

export const NOTIFICATIONS_PAGE_SIZE = 20;
/** The SSE event name of a new notification; its data is a `Notification` as JSON. */
export const NOTIFICATION_EVENT = 'notification';

/** The notification calls of `role` (the caller's own role), notifications.ts tells their answers. */
export function notificationPaths(role: Role) {
  const readRoute = `/api/${role}/notification/read/:id`;
  return {
    list: `/api/${role}/notifications`,
    ifNew: `/api/${role}/notifications/if-new`,
    ackNew: `/api/${role}/notifications/ack-new`,
    stream: `/api/${role}/notifications/stream`,
    /** The server's route pattern of `read`. */
    readRoute,
    read: (id: string) => readRoute.replace(':id', encodeURIComponent(id)),
  };
}
