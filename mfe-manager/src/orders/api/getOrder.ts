import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { dispatchPaths } from '@chargevalet/contract/core';
import type { AnswerOf, Order, orderResponseSchema } from '@chargevalet/contract';
import { orderKeys } from './keys';

/** GET /api/manager/order/{id}. */
export const getOrder = async (id: string, signal?: AbortSignal): Promise<Order> =>
  (await api.get<AnswerOf<typeof orderResponseSchema>>(dispatchPaths.managerOrder(id), { signal })).data;

export const orderQueryOptions = (id: string) => queryOptions({ queryKey: orderKeys.detail(id), queryFn: ({ signal }) => getOrder(id, signal) });

export const useOrder = (id: string) => useQuery(orderQueryOptions(id));
