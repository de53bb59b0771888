/**
 * Notifications of the signed-in user (issue 15): fetchers, query options and hooks in one place. Calls and shapes:
 * @chargevalet/contract notifications.ts. The bell's numbers come from `if-new`; while the SSE stream is open,
 * each new notification refreshes them at once, and while it is down they are polled.
 */
import { useEffect, useRef, useState, useSyncExternalStore } from 'react';
import { queryOptions, useMutation, useQuery, useQueryClient } from '@tanstack/react-query';
import { NOTIFICATION_EVENT, notificationPaths, POSITION_EVENT } from '@chargevalet/contract/core';
import type { Notification, NotificationIfNew, NotificationList, OrderPosition, Role } from '@chargevalet/contract';
import { api } from './api';

/** How often the bell asks `if-new` while the stream is down. */
export const NOTIFICATION_POLL_MS = 30_000;

// --- fetchers
export const fetchNotifications = (role: Role, page: number) => api.get<NotificationList>(`${notificationPaths(role).list}?page=${page}`);
export const fetchNotificationBell = (role: Role) => api.get<NotificationIfNew>(notificationPaths(role).ifNew);
export const ackNewNotifications = (role: Role) => api.post<NotificationIfNew>(notificationPaths(role).ackNew);
export const markNotificationRead = (role: Role, id: string) => api.post<{ data: Notification }>(notificationPaths(role).read(id));

// --- query options
export const notificationKeys = {
  all: (role: Role) => ['notifications', role] as const,
  bell: (role: Role) => ['notifications', role, 'bell'] as const,
  list: (role: Role, page: number) => ['notifications', role, 'list', page] as const,
};

export const notificationBellQuery = (role: Role, poll: boolean) =>
  queryOptions({ queryKey: notificationKeys.bell(role), queryFn: () => fetchNotificationBell(role), refetchInterval: poll ? NOTIFICATION_POLL_MS : false });

export const notificationListQuery = (role: Role, page: number) =>
  queryOptions({ queryKey: notificationKeys.list(role, page), queryFn: () => fetchNotifications(role, page) });

// --- hooks

/** Parts of the page that hear each arrival on the bell's stream (one stream per tab, see useNotificationArrivals). */
const arrivalListeners = new Set<(notification: Notification) => void>();
/** Parts of the page that hear each car position on the same stream (usePositionArrivals, issue 14). */
const positionListeners = new Set<(position: OrderPosition) => void>();

/** Whether the page's stream is open now (pages poll instead while it is not). */
let streamsOpen = 0;
const streamWatchers = new Set<() => void>();
function setStreamOpen(change: 1 | -1) {
  streamsOpen = Math.max(0, streamsOpen + change);
  for (const watcher of streamWatchers) watcher();
}
/** True while the page's notification stream is open (re-renders when that changes). */
export function useNotificationStreamOpen(): boolean {
  return useSyncExternalStore(
    (watch) => {
      streamWatchers.add(watch);
      return () => void streamWatchers.delete(watch);
    },
    () => streamsOpen > 0,
    () => false,
  );
}

/** Ids a page's stream remembers, to drop an event the server replays twice (a reconnect's overlap). */
const SEEN_IDS_KEPT = 500;

/**
 * Listens on the stream while `role` is set; calls `onNotification` for each arrival and refreshes the bell and the
 * lists. Returns whether the stream is open (EventSource reconnects by itself after an error, sending the last
 * event's id: the server replays what was missed). After a reconnect the page's queries on screen refetch (issue 33):
 * an order may have changed while the stream was down, and positions carry no id to replay.
 */
export function useNotificationStream(role: Role | null, onNotification?: (notification: Notification) => void): boolean {
  const queryClient = useQueryClient();
  const [open, setOpen] = useState(false);
  // read at arrival time: a new callback each render must not reopen the stream
  const callback = useRef(onNotification);
  useEffect(() => {
    callback.current = onNotification;
  });
  useEffect(() => {
    if (!role || typeof EventSource === 'undefined') return;
    const source = new EventSource(notificationPaths(role).stream, { withCredentials: true });
    let counted = false;
    let dropped = false;
    const seen = new Set<string>();
    const mark = (isOpen: boolean) => {
      setOpen(isOpen);
      if (isOpen !== counted) setStreamOpen(isOpen ? 1 : -1);
      counted = isOpen;
      if (!isOpen) dropped = true;
    };
    source.onopen = () => {
      mark(true);
      if (dropped) void queryClient.invalidateQueries({ refetchType: 'active' });
    };
    source.onerror = () => mark(false);
    source.addEventListener(POSITION_EVENT, (event) => {
      const position = JSON.parse((event as MessageEvent<string>).data) as OrderPosition;
      for (const listener of positionListeners) listener(position);
    });
    source.addEventListener(NOTIFICATION_EVENT, (event) => {
      const notification = JSON.parse((event as MessageEvent<string>).data) as Notification;
      if (seen.has(notification.id)) return;
      seen.add(notification.id);
      if (seen.size > SEEN_IDS_KEPT) seen.delete(seen.values().next().value!);
      callback.current?.(notification);
      for (const listener of arrivalListeners) listener(notification);
      void queryClient.invalidateQueries({ queryKey: notificationKeys.all(role) });
    });
    // leaving (sign-out, role change, unmount) closes it
    return () => {
      source.close();
      mark(false);
    };
  }, [role, queryClient]);
  return open;
}

/**
 * Hears each notification arriving on the page's stream (the shell's bell holds it), e.g. to refresh an order page
 * live when its order changes, without opening a second stream.
 */
export function useNotificationArrivals(listener: (notification: Notification) => void): void {
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  });
  useEffect(() => {
    const forward = (notification: Notification) => current.current(notification);
    arrivalListeners.add(forward);
    return () => {
      arrivalListeners.delete(forward);
    };
  }, []);
}

/**
 * Hears each car position arriving on the page's stream (issue 14: sent to the order's customer and to managers),
 * without opening a second stream. `useOrderPosition` (orders/orderPosition.ts) is the one-line use on an order page.
 */
export function usePositionArrivals(listener: (position: OrderPosition) => void): void {
  const current = useRef(listener);
  useEffect(() => {
    current.current = listener;
  });
  useEffect(() => {
    const forward = (position: OrderPosition) => current.current(position);
    positionListeners.add(forward);
    return () => {
      positionListeners.delete(forward);
    };
  }, []);
}

/** The bell: unread count and whether something arrived since it was last opened; polls while the stream is down. */
export function useNotificationBell(role: Role, live: boolean) {
  return useQuery(notificationBellQuery(role, !live));
}

export function useNotifications(role: Role, page: number, enabled = true) {
  return useQuery({ ...notificationListQuery(role, page), enabled });
}

/** Opening the bell: nothing is new any more (the unread count stays). */
export function useAckNewNotifications(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: () => ackNewNotifications(role),
    onSuccess: (bell) => queryClient.setQueryData(notificationKeys.bell(role), bell),
  });
}

export function useMarkNotificationRead(role: Role) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: (id: string) => markNotificationRead(role, id),
    onSuccess: () => queryClient.invalidateQueries({ queryKey: notificationKeys.all(role) }),
  });
}
