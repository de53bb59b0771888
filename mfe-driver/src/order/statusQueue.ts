import { useSyncExternalStore } from 'react';
import { api, isApiError } from '@chargevalet/platform';
import { dispatchPaths, IDEMPOTENCY_HEADER } from '@chargevalet/contract/core';
import type { AnswerOf, Order, OrderState, orderResponseSchema } from '@chargevalet/contract';

/**
 * Status changes made without a connection (issue 14, flaky connection): kept in localStorage, sent in order when
 * the browser is online again, each with its own Idempotency-Key so that a change reaching the server twice (a
 * lost answer, two tabs) is applied once. The server answers a repeated key with its first answer.
 */
export interface QueuedStatus {
  key: string;
  identity: string;
  status: OrderState;
  expected_state: OrderState;
  queued_at: string;
}

export const STATUS_QUEUE_KEY = 'cv.driver.status-queue';

let items: QueuedStatus[] | null = null;
const watchers = new Set<() => void>();

function load(): QueuedStatus[] {
  if (items) return items;
  try {
    const parsed: unknown = JSON.parse(localStorage.getItem(STATUS_QUEUE_KEY) ?? '[]');
    items = Array.isArray(parsed) ? (parsed as QueuedStatus[]).filter((item) => typeof item?.key === 'string' && typeof item.identity === 'string') : [];
  } catch {
    items = [];
  }
  return items;
}

function save(next: QueuedStatus[]) {
  items = next;
  try {
    if (next.length) localStorage.setItem(STATUS_QUEUE_KEY, JSON.stringify(next));
    else localStorage.removeItem(STATUS_QUEUE_KEY);
  } catch {
    // storage full or blocked: the queue lives on in this page
  }
  for (const watch of watchers) watch();
}

export const queuedStatuses = (): readonly QueuedStatus[] => load();
export const enqueueStatus = (item: QueuedStatus): void => save([...load().filter((queued) => queued.identity !== item.identity), item]);
const dequeue = (key: string): void => save(load().filter((queued) => queued.key !== key));
/** Tests: forget the page's copy (the next read is from localStorage). */
export const resetStatusQueue = (): void => {
  items = null;
};

/** The change waiting to be sent for this order, if any (re-renders when the queue changes). */
export function useQueuedStatus(identity: string): QueuedStatus | null {
  return useSyncExternalStore(
    (watch) => {
      watchers.add(watch);
      return () => void watchers.delete(watch);
    },
    () => load().find((item) => item.identity === identity) ?? null,
    () => null,
  );
}

export const newIdempotencyKey = (): string =>
  typeof crypto !== 'undefined' && 'randomUUID' in crypto ? crypto.randomUUID() : `${Date.now().toString(36)}-${Math.random().toString(36).slice(2, 12)}`;

/** No answer at all (offline, connection dropped): the change may be sent again later. */
export const isNetworkFailure = (error: unknown): boolean => error instanceof TypeError;

/** Answers worth trying again later (signed out meanwhile, the first try still running, a server hiccup). */
const retryLater = (error: unknown): boolean => isNetworkFailure(error) || (isApiError(error) && (error.status === 401 || error.status === 419 || error.status === 425 || error.status >= 500));

/** POST /api/driver/order/status/{identity} with the item's Idempotency-Key. */
export async function sendStatus(item: QueuedStatus): Promise<Order> {
  const body = { status: item.status, expected_state: item.expected_state };
  const answer = await api.post<AnswerOf<typeof orderResponseSchema>>(dispatchPaths.changeStatus('driver', item.identity), body, { headers: { [IDEMPOTENCY_HEADER]: item.key } });
  return answer.data;
}

export interface FlushHandlers {
  sent(order: Order, item: QueuedStatus): void;
  /** The server refused the change for good (409 stale, 422, 404): it leaves the queue. */
  refused(error: unknown, item: QueuedStatus): void;
}

let flushing: Promise<void> | null = null;

/** Sends the waiting changes one after another; one run at a time (a second `online` event joins the first). */
export function flushStatusQueue(handlers: FlushHandlers): Promise<void> {
  flushing ??= (async () => {
    for (const item of [...load()]) {
      try {
        const order = await sendStatus(item);
        dequeue(item.key);
        handlers.sent(order, item);
      } catch (error) {
        if (retryLater(error)) break;
        dequeue(item.key);
        handlers.refused(error, item);
      }
    }
  })().finally(() => {
    flushing = null;
  });
  return flushing;
}
