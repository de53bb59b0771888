import { useTranslation } from 'react-i18next';
import { Box, PageHeading, QueryStatus, Stack, useDeclaredHeading, useDocumentTitle } from '@chargevalet/platform';
import { useActiveOrders } from './api/getActiveOrders';
import { useLiveOrderUpdates } from './api/useLiveOrderUpdates';
import { ActiveOrderCard } from './ActiveOrderCard';
import { NoActiveOrders } from './NoActiveOrders';
import { CUSTOMER_ORDERS_NS } from './texts';
import declaration from '../pages.json';

/** /profile/active-order: the customer's current order(s) with the next step, or the empty state. */
export function ActiveOrderPage() {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  useDocumentTitle(t('active.documentTitle'));
  const active = useActiveOrders();
  useLiveOrderUpdates();
  return (
    <Box>
      <PageHeading {...useDeclaredHeading(declaration, 'activeOrder')} />
      <QueryStatus query={active} errorText={t('loadFailed')} loadingText={t('loading')} retryText={t('retry')}>
        {(orders) =>
          orders.length === 0 ? (
            <NoActiveOrders />
          ) : (
            <Stack gap="3">
              {orders.map((order) => (
                <ActiveOrderCard key={order.id} order={order} />
              ))}
            </Stack>
          )
        }
      </QueryStatus>
    </Box>
  );
}
