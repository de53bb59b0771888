import { useEffect } from 'react';
import { useTranslation } from 'react-i18next';
import { useMutation, useQuery, useQueryClient, type QueryClient } from '@tanstack/react-query';
import { api, isApiError, notify, staleOrderOf, translateError } from '@chargevalet/platform';
import { dispatchPaths, driverPaths } from '@chargevalet/contract/core';
import type {
  activeOrderResponseSchema,
  allowedStatusesResponseSchema,
  AnswerOf,
  driverOrdersResponseSchema,
  handoverResponseSchema,
  handoversResponseSchema,
  orderResponseSchema,
  Order,
  OrderState,
  PositionRequest,
  positionResponseSchema,
} from '@chargevalet/contract';
import { enqueueStatus, flushStatusQueue, isNetworkFailure, newIdempotencyKey, queuedStatuses, sendStatus, type QueuedStatus } from '../order/statusQueue';
import { DRIVER_NS } from '../i18n';

/** Query keys of the driver's data; `all` refetches every view after a change. */
export const driverKeys = {
  all: ['driver'] as const,
  active: () => [...driverKeys.all, 'active'] as const,
  order: (identity: string) => [...driverKeys.all, 'order', identity] as const,
  week: (from: string, to: string) => [...driverKeys.all, 'week', from, to] as const,
  allowed: (identity: string, state: OrderState) => [...driverKeys.all, 'allowed', identity, state] as const,
  handovers: (identity: string) => [...driverKeys.all, 'handovers', identity] as const,
};

export const useActiveOrder = () =>
  useQuery({ queryKey: driverKeys.active(), queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof activeOrderResponseSchema>>(driverPaths.activeOrder(), { signal })).data });

export const useDriverOrder = (identity: string) =>
  useQuery({
    queryKey: driverKeys.order(identity),
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof orderResponseSchema>>(driverPaths.order(identity), { signal })).data,
    // A 404 (not this driver's order) is an answer, not a hiccup.
    retry: (count, error) => !(isApiError(error) && error.status === 404) && count < 2,
  });

export const useDriverWeek = (from: string, to: string) =>
  useQuery({ queryKey: driverKeys.week(from, to), queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof driverOrdersResponseSchema>>(driverPaths.orders(from, to), { signal })).data });

/** The server's next states for this order (the one transition table; keyed by state so a change refetches). */
export const useAllowedStates = (order: Order) =>
  useQuery({
    queryKey: driverKeys.allowed(order.identity, order.state),
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof allowedStatusesResponseSchema>>(dispatchPaths.allowedStatuses('driver', order.identity), { signal })).states,
    enabled: order.can_update_status,
  });

export const useHandovers = (identity: string) =>
  useQuery({ queryKey: driverKeys.handovers(identity), queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof handoversResponseSchema>>(driverPaths.handovers('driver', identity), { signal })).data });

/** The answer is the order as it is now: shown at once wherever it is on screen; the rest is refetched. */
function storeOrder(queryClient: QueryClient, order: Order) {
  queryClient.setQueryData(driverKeys.order(order.identity), order);
  queryClient.setQueryData(driverKeys.active(), (current: Order | null | undefined) => (current?.id === order.id ? order : current));
  void queryClient.invalidateQueries({ queryKey: driverKeys.all, predicate: (query) => query.queryKey[1] !== 'order' || query.queryKey[2] !== order.identity });
}

/** What became of a change: sent (the order as it is now), or queued to be sent once the phone is online. */
export type StatusOutcome = { queued: false; order: Order } | { queued: true; item: QueuedStatus };

/**
 * POST /api/driver/order/status/{identity} with the state the driver saw (409: the answer is the order as it is now)
 * and an Idempotency-Key. Offline (or when the connection drops on the way) the change is queued instead.
 */
export function useChangeStatus(order: Order) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (status: OrderState): Promise<StatusOutcome> => {
      const item: QueuedStatus = { key: newIdempotencyKey(), identity: order.identity, status, expected_state: order.state, queued_at: new Date().toISOString() };
      const queue = (): StatusOutcome => {
        enqueueStatus(item);
        return { queued: true, item };
      };
      if (typeof navigator !== 'undefined' && navigator.onLine === false) return queue();
      try {
        return { queued: false, order: await sendStatus(item) };
      } catch (error) {
        if (isNetworkFailure(error)) return queue();
        throw error;
      }
    },
    onSuccess: (outcome) => {
      if (!outcome.queued) storeOrder(queryClient, outcome.order);
    },
    onError: (error) => {
      const stale = staleOrderOf(error);
      if (stale) storeOrder(queryClient, stale);
    },
  });
}

/** While changes wait, they are tried again this often even without an `online` event. */
export const STATUS_RETRY_MS = 30_000;

/**
 * Sends the queued status changes when the browser is online again (and at start, e.g. after a reload); mounted
 * once by the driver's App. Each sent change updates the views; a refused one says why.
 */
export function useStatusQueueSender() {
  const queryClient = useQueryClient();
  const { t } = useTranslation(DRIVER_NS);
  useEffect(() => {
    const flush = () =>
      void flushStatusQueue({
        sent: (changed) => {
          storeOrder(queryClient, changed);
          notify({ type: 'success', title: t('queue.sent', { identity: changed.identity }) });
        },
        refused: (error, item) => {
          const stale = staleOrderOf(error);
          if (stale) storeOrder(queryClient, stale);
          else void queryClient.invalidateQueries({ queryKey: driverKeys.all });
          notify({ type: 'error', title: t('queue.refused', { identity: item.identity }), description: error instanceof Error ? translateError(error.message) : undefined });
        },
      });
    const flushIfWaiting = () => {
      if (queuedStatuses().length > 0 && navigator.onLine !== false) flush();
    };
    flushIfWaiting();
    window.addEventListener('online', flush);
    // A flaky connection may drop requests while the browser still says online (no `online` event follows).
    const retry = setInterval(flushIfWaiting, STATUS_RETRY_MS);
    return () => {
      window.removeEventListener('online', flush);
      clearInterval(retry);
    };
  }, [queryClient, t]);
}

/** POST /api/driver/position: one fix of the car on the driver's own order on the way. */
export const sendPosition = (fix: PositionRequest) => api.post<AnswerOf<typeof positionResponseSchema>>(driverPaths.position(), fix);

/** POST /api/driver/order/{identity}/handover (multipart). */
export function useRecordHandover(identity: string) {
  const queryClient = useQueryClient();
  return useMutation({
    mutationFn: async (form: FormData) => (await api.post<AnswerOf<typeof handoverResponseSchema>>(driverPaths.handover(identity), form)).data,
    onSuccess: () => void queryClient.invalidateQueries({ queryKey: driverKeys.handovers(identity) }),
  });
}
