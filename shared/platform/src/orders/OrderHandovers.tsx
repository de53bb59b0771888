/**
 * The handover records of an order as its customer and managers see them (issue 14): fetcher, query options, hook
 * and section in one file, so both order pages show them the same way.
 */
import { useId } from 'react';
import { useTranslation } from 'react-i18next';
import { queryOptions, useQuery } from '@tanstack/react-query';
import { Heading, Stack } from '@chakra-ui/react';
import { driverPaths } from '@chargevalet/contract/core';
import type { AnswerOf, handoversResponseSchema, Order } from '@chargevalet/contract';
import { api } from '../api';
import { HandoverRecord } from './HandoverRecord';
import { orderHandoverKeys, type HandoverViewer } from './core';
import { ORDERS_NS } from './i18n';

export const orderHandoversQuery = (role: HandoverViewer, orderId: string) =>
  queryOptions({
    queryKey: orderHandoverKeys.of(role, orderId),
    queryFn: async ({ signal }) => (await api.get<AnswerOf<typeof handoversResponseSchema>>(driverPaths.handovers(role, orderId), { signal })).data,
  });

/** Records exist once the driver has picked the car up: an order still `created` (or cancelled before) asks nothing. */
export function useOrderHandovers(role: HandoverViewer, order: Pick<Order, 'id' | 'state'>) {
  return useQuery({ ...orderHandoversQuery(role, order.id), enabled: order.state !== 'created' && order.state !== 'cancelled' });
}

/** The "Handover records" section; nothing while there are none. */
export function OrderHandovers({ role, order }: { role: HandoverViewer; order: Pick<Order, 'id' | 'state'> }) {
  const { t } = useTranslation(ORDERS_NS);
  const headingId = useId();
  const { data } = useOrderHandovers(role, order);
  if (!data?.length) return null;
  return (
    <Stack as="section" aria-labelledby={headingId} gap="3">
      <Heading as="h2" size="md" id={headingId}>
        {t('handover.heading')}
      </Heading>
      {data.map((record) => (
        <HandoverRecord key={record.id} record={record} />
      ))}
    </Stack>
  );
}
