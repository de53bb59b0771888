import { queryOptions, useQuery } from '@tanstack/react-query';
import { api } from '@chargevalet/platform';
import { driverPaths, handoversResponseSchema, type Handover } from '@chargevalet/contract';
import { customerOrderKeys } from './keys';

/** GET /api/customer/order/{id}/handovers: the pickup and return records (photos, mileage, charge level). */
export const getHandovers = async (id: string, signal?: AbortSignal): Promise<Handover[]> =>
  (await api.get(driverPaths.handovers('customer', id), { schema: handoversResponseSchema, signal })).data;

export const handoversQueryOptions = (id: string) => queryOptions({ queryKey: customerOrderKeys.handovers(id), queryFn: ({ signal }) => getHandovers(id, signal) });

export const useHandovers = (id: string, enabled = true) => useQuery({ ...handoversQueryOptions(id), enabled });
