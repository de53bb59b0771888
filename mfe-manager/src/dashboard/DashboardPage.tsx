import { Suspense, lazy, useState } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { ManagerOrderItem } from '@chargevalet/contract';
import { Box, Button, Center, formatEuro, Heading, PageHeading, Spinner, Stack, Text, useDeclaredHeading, useDocumentTitle, useLocale, useDeferredPending } from '@chargevalet/platform';
import { Figures } from './Figures';
import { useDashboard } from '../orders/api/getDashboard';
import { AssignDriverModal } from '../orders/details/AssignDriverModal';
import { OrderItemsTable, type OrderItemsTableProps } from '../orders/list/OrderItemsTable';
import { QueryStatus } from '../orders/QueryStatus';
import { MANAGER_ORDERS_NS } from '../orders/texts';
import declaration from '../pages.json';

/** The charts (and their texts) load with the dashboard only, in a chunk of their own. */
const StatsCharts = lazy(() => import('./StatsCharts'));

/** /dashboard: today at a glance: unassigned orders (Assign each), orders on the road, orders waiting for costs, numbers. */
export function DashboardPage() {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const { locale } = useLocale();
  useDocumentTitle(t('dashboard.documentTitle'));
  const dashboard = useDashboard();
  const [assigning, setAssigning] = useState<ManagerOrderItem | null>(null);
  // The charts show in the render where QueryStatus shows the groups.
  const groupsPending = useDeferredPending(dashboard);

  return (
    <Box>
      <PageHeading {...useDeclaredHeading(declaration, 'dashboard')} />
      <QueryStatus query={dashboard}>
        {(data) => (
          <Stack gap="8">
            <Box as="section" aria-labelledby="dashboard-today">
              <Heading as="h2" size="md" mb="3" id="dashboard-today">
                {t('dashboard.today')}
              </Heading>
              <Figures
                columns={{ base: 2, md: 4 }}
                size="2xl"
                figures={(['pickups', 'completed', 'cancelled'] as const)
                  .map((key) => [t(`dashboard.${key}`), String(data.today[key])] as const)
                  .concat([[t('dashboard.revenue'), formatEuro(data.today.revenue, locale)]])}
              />
            </Box>
            <DashboardGroup
              id="unassigned"
              title={t('dashboard.unassigned')}
              empty={t('dashboard.unassignedEmpty')}
              items={data.unassigned_next_24h}
              action={(item) => (
                <Button size="sm" aria-label={t('dashboard.assignOrder', { identity: item.identity })} onClick={() => setAssigning(item)}>
                  {t('dashboard.assign')}
                </Button>
              )}
            />
            <DashboardGroup id="on-the-road" title={t('dashboard.onTheRoad')} empty={t('dashboard.onTheRoadEmpty')} items={data.on_the_road} />
            <DashboardGroup
              id="waiting-for-costs"
              title={t('dashboard.waitingForCosts')}
              empty={t('dashboard.waitingForCostsEmpty')}
              items={data.waiting_for_costs}
              action={(item) => (
                <Button asChild size="sm" variant="outline">
                  <RouterLink to={`/orders/${item.id}`} aria-label={t('dashboard.enterCostsFor', { identity: item.identity })}>
                    {t('dashboard.enterCosts')}
                  </RouterLink>
                </Button>
              )}
            />
          </Stack>
        )}
      </QueryStatus>
      {/* Laid out once the day's groups are there: arriving above the charts, they pushed them down (CLS 0.2). The
          charts still load meanwhile. */}
      <Box mt="8" display={groupsPending ? 'none' : undefined}>
        <Suspense fallback={<Center py="10"><Spinner /></Center>}>
          <StatsCharts />
        </Suspense>
      </Box>
      {assigning && <AssignDriverModal order={assigning} open onClose={() => setAssigning(null)} />}
    </Box>
  );
}

function DashboardGroup({ id, title, empty, items, action }: { id: string; title: string; empty: string; items: ManagerOrderItem[]; action?: OrderItemsTableProps['action'] }) {
  return (
    <Box as="section" aria-labelledby={`dashboard-${id}`}>
      <Heading as="h2" size="md" mb="3" id={`dashboard-${id}`}>
        {title} ({items.length})
      </Heading>
      {items.length === 0 ? <Text color="fg.muted">{empty}</Text> : <OrderItemsTable items={items} caption={title} action={action} />}
    </Box>
  );
}
