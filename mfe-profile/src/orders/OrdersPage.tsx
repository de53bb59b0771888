import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { CUSTOMER_ORDERS_PAGE_SIZE } from '@chargevalet/contract/core';
import { Box, Heading, PageHeading, Pagination, QueryStatus, Stack, useDeclaredHeading, useDocumentTitle } from '@chargevalet/platform';
import { useActiveOrders } from './api/getActiveOrders';
import { useCustomerOrders } from './api/getCustomerOrders';
import { useLiveOrderUpdates } from './api/useLiveOrderUpdates';
import { ActiveOrderCard } from './ActiveOrderCard';
import { NoActiveOrders } from './NoActiveOrders';
import { OrderListItem } from './OrderListItem';
import { PlaceNewOrderButton } from './PlaceNewOrderButton';
import { CUSTOMER_ORDERS_NS } from './texts';
import declaration from '../pages.json';

const pageOf = (value: string | null): number => {
  const page = Number(value);
  return Number.isInteger(page) && page >= 1 ? page : 1;
};

/** /profile/orders: the active orders on top with their next step, then every order by pickup (newest first), pages. */
export function OrdersPage() {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  useDocumentTitle(t('list.documentTitle'));
  const [search, setSearch] = useSearchParams();
  const page = pageOf(search.get('page'));
  const active = useActiveOrders();
  const orders = useCustomerOrders(page);
  useLiveOrderUpdates();
  const texts = { errorText: t('loadFailed'), loadingText: t('loading'), retryText: t('retry') };
  const goTo = (next: number) => setSearch(next > 1 ? { page: String(next) } : {});

  return (
    <Box>
      <PageHeading {...useDeclaredHeading(declaration, 'orders')} />
      <Stack gap="6">
        {active.data && active.data.length > 0 && (
          <Stack as="section" aria-labelledby="active-orders-heading" gap="3">
            <Heading as="h2" size="lg" id="active-orders-heading">
              {t('active.label')}
            </Heading>
            {active.data.map((order) => (
              <ActiveOrderCard key={order.id} order={order} />
            ))}
          </Stack>
        )}
        <QueryStatus query={orders} {...texts}>
          {(data) =>
            data.meta.total === 0 ? (
              <NoActiveOrders />
            ) : (
              <Stack as="section" aria-labelledby="all-orders-heading" gap="2">
                <Stack direction={{ base: 'column', sm: 'row' }} justify="space-between" align={{ base: 'stretch', sm: 'center' }} gap="3">
                  <Heading as="h2" size="lg" id="all-orders-heading">
                    {t('list.label')}
                  </Heading>
                  {active.data?.length === 0 && <PlaceNewOrderButton />}
                </Stack>
                <Box as="ul" listStyleType="none" m="0" p="0">
                  {data.data.map((order) => (
                    <OrderListItem key={order.id} order={order} />
                  ))}
                </Box>
                <Pagination page={data.meta.page} totalPages={Math.ceil(data.meta.total / CUSTOMER_ORDERS_PAGE_SIZE)} onPage={goTo} />
              </Stack>
            )
          }
        </QueryStatus>
      </Stack>
    </Box>
  );
}
