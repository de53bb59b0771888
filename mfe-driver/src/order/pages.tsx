import type { ReactNode } from 'react';
import { Link as RouterLink, Navigate, useParams } from 'react-router-dom';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Box, Button, Center, Link, PageHeading, Spinner, Stack, Text, isApiError, useDeclaredHeading } from '@chargevalet/platform';
import { useActiveOrder, useDriverOrder } from '../api/driverApi';
import { DRIVER_NS } from '../i18n';
import { DriverOrderView } from './DriverOrderView';
import declaration from '../pages.json';

/** `children(data)` once loaded; a spinner before; an alert with Retry when the call failed. */
export function Loaded<T>({ query, children }: { query: UseQueryResult<T>; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(DRIVER_NS);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{t('loadFailed')}</Alert.Title>
        <Button size="sm" variant="outline" minH="11" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  return <Pending />;
}

/** A part still loading (its data or its code): a spinner with room around it. */
function Pending() {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <Center py="10" role="status" aria-label={t('loading')}>
      <Spinner />
    </Center>
  );
}

/** /profile/active-order: the order the driver works on now, or an empty state. */
export function ActiveOrderPage() {
  const { t } = useTranslation(DRIVER_NS);
  const active = useActiveOrder();
  return (
    <Box>
      <PageHeading {...useDeclaredHeading(declaration, 'activeOrder')} />
      <Loaded query={active}>
        {(order) =>
          order ? (
            <DriverOrderView order={order} />
          ) : (
            <Stack gap="3" py="8" align="center" textAlign="center">
              <Text fontSize="lg" fontWeight="semibold">
                {t('activeOrder.empty')}
              </Text>
              <Text color="fg.muted">{t('activeOrder.emptyHint')}</Text>
              <Button asChild variant="outline" minH="11">
                <RouterLink to="/profile/calendar">{t('activeOrder.openCalendar')}</RouterLink>
              </Button>
            </Stack>
          )
        }
      </Loaded>
    </Box>
  );
}

/** /orders/{identity}: drivers open orders by number (SPEC §6); not theirs → back to the active order. */
export function DriverOrderPage() {
  const { identity = '' } = useParams();
  const { t } = useTranslation(DRIVER_NS);
  const order = useDriverOrder(identity);
  if (isApiError(order.error) && order.error.status === 404) return <Navigate to="/profile/active-order" replace />;
  return (
    <Box>
      <Link asChild mb="3" display="inline-flex" color="brand.fg" minH="11" alignItems="center">
        <RouterLink to="/profile/calendar">← {t('order.back')}</RouterLink>
      </Link>
      <PageHeading title={t('order.title')} />
      <Loaded query={order}>{(data) => <DriverOrderView order={data} />}</Loaded>
    </Box>
  );
}
