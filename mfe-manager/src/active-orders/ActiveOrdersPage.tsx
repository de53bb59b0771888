import { useTranslation } from 'react-i18next';
import { Box, PageHeading, Text, useDocumentTitle } from '@chargevalet/platform';
import { useActiveOrders } from '../orders/api/getActiveOrders';
import { OrderItemsTable } from '../orders/list/OrderItemsTable';
import { QueryStatus } from '../orders/QueryStatus';
import { MANAGER_ORDERS_NS } from '../orders/texts';

/** /profile/active-orders: orders between assigned and returned, today's first. */
export function ActiveOrdersPage() {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  useDocumentTitle(t('active.documentTitle'));
  const orders = useActiveOrders();
  return (
    <Box>
      <PageHeading title={t('active.title')} description={t('active.description')} />
      <QueryStatus query={orders}>
        {(items) => (items.length === 0 ? <Text color="fg.muted">{t('active.empty')}</Text> : <OrderItemsTable items={items} caption={t('active.title')} />)}
      </QueryStatus>
    </Box>
  );
}
