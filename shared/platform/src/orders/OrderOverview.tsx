import type { ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Flex, Heading, Link, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import { formatPhone } from '@chargevalet/contract/core';
import type { Order } from '@chargevalet/contract';
import { DetailSection } from './DetailSection';
import { ORDERS_NS } from './i18n';
import { OrderDetailsSections } from './OrderDetailsSections';
import { OrderHandovers } from './OrderHandovers';
import type { HandoverViewer } from './core';
import { OrderEta } from './OrderEta';
import { OrderLocation } from './OrderLocation';
import { useOrderPosition } from './orderPosition';
import { OrderStatusBadge } from './OrderStatusBadge';
import { StatusHistoryTimeline } from './StatusHistoryTimeline';

export interface OrderOverviewProps {
  order: Order;
  viewer: HandoverViewer;
  /** The viewer's actions (buttons) beside the number, in a section named `actionsLabel`. */
  actions: ReactNode;
  actionsLabel: string;
  /** The viewer's dialogs. */
  children?: ReactNode;
}

/**
 * One order as the customer and the manager see it (SPEC §2 "Orders Details"): number and state, the viewer's
 * actions, the driver (a manager can call them), the map with the car live (issue 14), every section with the costs,
 * the history and the handover records.
 */
export function OrderOverview({ order, viewer, actions, actionsLabel, children }: OrderOverviewProps) {
  const { t } = useTranslation(ORDERS_NS);
  const position = useOrderPosition(viewer, order);
  const { driver } = order;
  const phone = driver?.phone;
  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="lg" fontFamily="mono" aria-label={`${t('orderNumber')} ${order.identity}`}>
            {order.identity}
          </Heading>
          <OrderStatusBadge state={order.state} size="lg" />
        </Flex>
        <Flex as="section" aria-label={actionsLabel} gap="2" wrap="wrap" w={{ base: 'full', md: 'auto' }} direction={{ base: 'column', sm: 'row' }}>
          {actions}
        </Flex>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DetailSection
          title={t('sections.driver')}
          rows={
            driver
              ? [
                  { label: t('driver.name'), value: driver.name },
                  ...(order.eta ? [{ label: t('driver.arrival'), value: <OrderEta eta={order.eta} /> }] : []),
                  ...(viewer === 'manager'
                    ? [
                        {
                          label: t('driver.phone'),
                          value: phone ? (
                            <Link href={`tel:${phone}`} aria-label={t('driver.call', { name: driver.name, phone: formatPhone(phone) })}>
                              {formatPhone(phone)}
                            </Link>
                          ) : (
                            t('none')
                          ),
                        },
                      ]
                    : []),
                ]
              : undefined
          }
        >
          {!driver && <Text color="fg.muted">{t('driver.none')}</Text>}
        </DetailSection>
        <OrderLocation order={order} position={position} />
      </SimpleGrid>
      <OrderDetailsSections order={order} withCosts />
      <StatusHistoryTimeline history={order.status_history} />
      <OrderHandovers role={viewer} order={order} />
      {children}
    </Stack>
  );
}
