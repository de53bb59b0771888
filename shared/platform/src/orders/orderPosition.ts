/**
 * The car's last position on an order (issue 14): fetcher, query options and hook in one file. The first answer
 * comes from `GET /api/{role}/order/{id}/position`; then each fix arrives live on the page's notification stream
 * (`event: position`), and while that stream is down an order on the way is polled instead.
 */
import { queryOptions, useQuery, useQueryClient } from '@tanstack/react-query';
import { driverPaths, isOnTheWay } from '@chargevalet/contract/core';
import type { AnswerOf, Order, OrderPosition, orderPositionResponseSchema } from '@chargevalet/contract';
import { api } from '../api';
import { useNotificationStreamOpen, usePositionArrivals } from '../notifications';

/** Who follows the car: the order's customer or a manager (drivers send the position, they do not follow it). */
export type PositionViewer = 'customer' | 'manager';

/** How often an order on the way is asked for its position while the stream is down. */
export const POSITION_POLL_MS = 15_000;

export const fetchOrderPosition = (role: PositionViewer, orderId: string, signal?: AbortSignal) =>
  api.get<AnswerOf<typeof orderPositionResponseSchema>>(driverPaths.orderPosition(role, orderId), { signal });

export const orderPositionKeys = { one: (role: PositionViewer, orderId: string) => ['order-position', role, orderId] as const };

export const orderPositionQuery = (role: PositionViewer, orderId: string, poll: boolean) =>
  queryOptions({
    queryKey: orderPositionKeys.one(role, orderId),
    queryFn: async ({ signal }) => (await fetchOrderPosition(role, orderId, signal)).data,
    refetchInterval: poll ? POSITION_POLL_MS : false,
  });

/**
 * The car's last fix for the order on this page, live: `const position = useOrderPosition('customer', order)`,
 * then `<OrderLocation order={order} position={position} />`. Null when no position is shared.
 */
export function useOrderPosition(role: PositionViewer, order: Pick<Order, 'id' | 'state'>): OrderPosition | null {
  const queryClient = useQueryClient();
  const live = useNotificationStreamOpen();
  const query = useQuery(orderPositionQuery(role, order.id, !live && isOnTheWay(order.state)));
  usePositionArrivals((position) => {
    if (position.order_id === order.id) queryClient.setQueryData(orderPositionKeys.one(role, order.id), position);
  });
  return query.data ?? null;
}
