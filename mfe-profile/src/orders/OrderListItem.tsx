import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerOrderItem } from '@chargevalet/contract';
import { Flex, Link, OrderStatusBadge, Stack, Text, formatDateTime, formatEuro, useLocale } from '@chargevalet/platform';
import { CUSTOMER_ORDERS_NS } from './texts';

/** One row of the list: number (link to the details), badge, car, pickup time and the total (actual, else estimated). */
export function OrderListItem({ order }: { order: CustomerOrderItem }) {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const { locale } = useLocale();
  return (
    <Flex as="li" gap="2" py="3" px="1" direction={{ base: 'column', sm: 'row' }} justify="space-between" borderBottomWidth="1px">
      <Stack gap="0.5" minW="0">
        <Flex gap="2" align="center" wrap="wrap">
          <Link asChild fontFamily="mono" fontWeight="semibold" color="brand.fg">
            <RouterLink to={`/orders/${order.id}`} aria-label={t('list.open', { identity: order.identity })}>
              {order.identity}
            </RouterLink>
          </Link>
          <OrderStatusBadge state={order.state} />
        </Flex>
        <Text color="fg.muted" fontSize="sm">
          {order.car.brand} {order.car.model} · {order.car.license_plate}
        </Text>
      </Stack>
      <Stack gap="0.5" textAlign={{ base: 'start', sm: 'end' }} fontSize="sm">
        <Text>{t('list.pickup', { time: formatDateTime(order.pickup_time_slot.date_time, locale) })}</Text>
        <Text color="fg.muted">{t('list.total', { amount: formatEuro(order.grand_total ?? order.estimated_grand_total, locale) })}</Text>
      </Stack>
    </Flex>
  );
}
