import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { customerOrderPaths, orderResponseSchema, type Order } from '@chargevalet/contract';
import { customerOrderKeys } from './keys';

/** GET /api/customer/order/{id} (another customer's order: 404). */
export const getOrder = async (id: string, signal?: AbortSignal): Promise<Order> =>
  (await api.get(customerOrderPaths.order(id), { schema: orderResponseSchema, signal })).data;

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: customerOrderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), refetchInterval: 60_000 });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
