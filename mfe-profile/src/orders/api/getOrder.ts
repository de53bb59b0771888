import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { customerOrderPaths } from '@chargevalet/contract/core';
import type { AnswerOf, Order, orderResponseSchema } from '@chargevalet/contract';
import { customerOrderKeys } from './keys';

/** GET /api/customer/order/{id} (another customer's order: 404). */
export const getOrder = async (id: string, signal?: AbortSignal): Promise<Order> =>
  (await api.get<AnswerOf<typeof orderResponseSchema>>(customerOrderPaths.order(id), { signal })).data;

export const orderQueryOptions = (id: string) =>
  queryOptions({ queryKey: customerOrderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal), refetchInterval: 60_000 });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
