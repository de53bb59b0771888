import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { isOnTrip } from '@chargevalet/contract/core';
import type { Order } from '@chargevalet/contract';
import {
  Flex,
  Heading,
  Link,
  ORDERS_NS,
  OrderStatusBadge,
  Stack,
  Text,
  focusWhenSettled,
  formatDateTime,
  useDocumentTitle,
  useLocale,
} from '@chargevalet/platform';
import {
  DetailSection,
  OrderDetailsSections,
  OrderLocation,
  StatusHistoryTimeline,
} from '@chargevalet/platform/orders';
import { useHandovers } from '../api/driverApi';
import { HandoverSection } from '../handover/HandoverSection';
import { DRIVER_NS } from '../i18n';
import { dueHandover } from './nextStep';
import { StatusActions } from './StatusActions';
import { ShareLocation } from '../position/ShareLocation';

/**
 * One order as the driver works it, phone first: number and state, the big next-state button, what to find
 * (car, customer to call, return type, times), the addresses with navigate links (the platform's map or address
 * card), the handover record, then the shared detail sections and the history.
 */
export function DriverOrderView({ order }: { order: Order }) {
  const { t } = useTranslation([DRIVER_NS, ORDERS_NS]);
  const { locale } = useLocale();
  useDocumentTitle(t('order.documentTitle', { identity: order.identity }));
  const handovers = useHandovers(order.identity);
  const records = handovers.data ?? [];
  // After a status change the order's heading has focus: the new state's badge is beside it.
  const heading = useRef<HTMLHeadingElement>(null);
  const car = [order.car.license_plate, [order.car.brand, order.car.model].filter(Boolean).join(' '), order.car.color].filter(Boolean).join(' · ');

  return (
    <Stack gap="4">
      <Flex gap="3" align="center" wrap="wrap">
        <Heading ref={heading} as="h2" size="lg" fontFamily="mono" aria-label={`${t(`${ORDERS_NS}:orderNumber`)} ${order.identity}`}>
          {order.identity}
        </Heading>
        <OrderStatusBadge state={order.state} size="lg" />
      </Flex>
      {handovers.data && <StatusActions order={order} records={records} onChanged={() => focusWhenSettled(() => heading.current)} />}
      {/* one switch for the whole trip: on from the way to the pickup to the way back, unless the driver stops it */}
      {order.can_update_status && isOnTrip(order.state) && <ShareLocation order={order} />}
      <DetailSection
        title={t('facts.label')}
        rows={[
          { label: t('facts.car'), value: car },
          {
            label: t('facts.customer'),
            // blank a day after the order ended (the server's DRIVER_CONTACT_HOURS)
            value: order.customer.phone ? (
              <Link
                href={`tel:${order.customer.phone}`}
                // The name starts with the visible text, then says what the link does.
                aria-label={`${order.customer.firstname} · ${order.customer.phone} – ${t('facts.call', { name: order.customer.firstname })}`}
                fontWeight="medium" minH="11" display="inline-flex" alignItems="center">
                {order.customer.firstname} · {order.customer.phone}
              </Link>
            ) : (
              <Text color="fg.muted">{t('facts.contactEnded')}</Text>
            ),
          },
          { label: t('facts.returnType'), value: order.return_type ? order.return_type.translations[locale].title : t(`${ORDERS_NS}:none`) },
          { label: t('facts.pickup'), value: formatDateTime(order.pickup_time_slot.date_time, locale) },
          { label: t('facts.return'), value: order.return_time_slot ? formatDateTime(order.return_time_slot.date_time, locale) : t('facts.asSoonAsReady') },
        ]}
      />
      <OrderLocation order={order} />
      {handovers.data && <HandoverSection identity={order.identity} records={records} due={order.can_update_status ? dueHandover(order.state, records) : null} />}
      <OrderDetailsSections order={order} />
      <StatusHistoryTimeline history={order.status_history} />
    </Stack>
  );
}
