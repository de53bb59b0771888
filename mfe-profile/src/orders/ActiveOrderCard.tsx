import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { CustomerOrderItem } from '@chargevalet/contract';
import { Box, Button, Flex, Heading, OrderStatusBadge, Stack, Text, formatDateTime, useLocale } from '@chargevalet/platform';
import { nextStepText } from './nextStep';
import { CUSTOMER_ORDERS_NS } from './texts';

/** An active order: number, badge, its next step in words, car and pickup, a link to its details. */
export function ActiveOrderCard({ order }: { order: CustomerOrderItem }) {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const { locale } = useLocale();
  const headingId = `active-order-${order.id}`;
  return (
    <Box as="article" aria-labelledby={headingId} borderWidth="1px" borderColor="brand.muted" rounded="l3" p="4" bg="bg.panel">
      <Stack gap="2">
        <Flex gap="2" align="center" wrap="wrap" justify="space-between">
          <Heading as="h3" size="md" fontFamily="mono" id={headingId}>
            {order.identity}
          </Heading>
          <OrderStatusBadge state={order.state} />
        </Flex>
        <Text fontWeight="semibold" fontSize="lg">
          <Text as="span" srOnly>
            {t('active.nextStep')}:{' '}
          </Text>
          {nextStepText(t, order, locale)}
        </Text>
        <Text color="fg.muted">
          {order.car.brand} {order.car.model} · {order.car.license_plate}
        </Text>
        <Text color="fg.muted">{t('list.pickup', { time: formatDateTime(order.pickup_time_slot.date_time, locale) })}</Text>
        {order.driver && <Text color="fg.muted">{t('active.driver', { name: order.driver.name })}</Text>}
        <Button asChild variant="outline" size="sm" alignSelf={{ base: 'stretch', sm: 'flex-start' }}>
          <RouterLink to={`/orders/${order.id}`} aria-label={`${t('active.show')} – ${order.identity}`}>
            {t('active.show')}
          </RouterLink>
        </Button>
      </Stack>
    </Box>
  );
}
