import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@chargevalet/contract';
import {
  Box,
  Button,
  CancelOrderDialog,
  DetailSection,
  Flex,
  Heading,
  Link,
  ORDERS_NS,
  OrderDetailsSections,
  OrderHandovers,
  OrderLocation,
  OrderStatusBadge,
  PageHeading,
  QueryStatus,
  SimpleGrid,
  Stack,
  StatusHistoryTimeline,
  Text,
  isApiError,
  useDocumentTitle,
  useOrderPosition,
} from '@chargevalet/platform';
import { useOrder } from './api/getOrder';
import { useLiveOrderUpdates } from './api/useLiveOrderUpdates';
import { useCancelOrder } from './api/cancelOrder';
import { ContactManagerModal } from './ContactManagerModal';
import { CUSTOMER_ORDERS_NS } from './texts';

const LIST = '/profile/orders';
type Modal = 'cancel' | 'contact' | null;

/** /orders/{id} for customers: SPEC §2 "Orders Details" with cancel (while allowed) and contact the manager. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const order = useOrder(id);
  useLiveOrderUpdates();
  // Not theirs, or no such order: the list.
  if (isApiError(order.error) && order.error.status === 404) return <Navigate to={LIST} replace />;
  return (
    <Box>
      <Link asChild mb="3" display="inline-flex" color="brand.fg">
        <RouterLink to={LIST}>← {t('details.back')}</RouterLink>
      </Link>
      <PageHeading title={t('details.title')} description={order.data ? undefined : t('details.loadingOrder', { id })} />
      <QueryStatus query={order} errorText={t('details.loadFailed')} loadingText={t('loading')} retryText={t('retry')}>
        {(data) => <OrderView order={data} />}
      </QueryStatus>
    </Box>
  );
}

function OrderView({ order }: { order: Order }) {
  const { t } = useTranslation([CUSTOMER_ORDERS_NS, ORDERS_NS]);
  useDocumentTitle(t('details.documentTitle', { identity: order.identity }));
  const navigate = useNavigate();
  const [modal, setModal] = useState<Modal>(null);
  const position = useOrderPosition('customer', order);
  const cancelOrder = useCancelOrder(order.id);
  const close = () => setModal(null);

  return (
    <Stack gap="4">
      <Flex gap="3" align={{ base: 'flex-start', md: 'center' }} direction={{ base: 'column', md: 'row' }} justify="space-between">
        <Flex gap="3" align="center" wrap="wrap">
          <Heading as="h2" size="lg" fontFamily="mono" aria-label={`${t(`${ORDERS_NS}:orderNumber`)} ${order.identity}`}>
            {order.identity}
          </Heading>
          <OrderStatusBadge state={order.state} size="lg" />
        </Flex>
        <Flex as="section" aria-label={t('details.actionsLabel')} gap="2" wrap="wrap" w={{ base: 'full', md: 'auto' }} direction={{ base: 'column', sm: 'row' }}>
          <Button variant="outline" onClick={() => setModal('contact')}>
            {t('details.contact')}
          </Button>
          {order.can_cancel && (
            <Button variant="outline" colorPalette="red" onClick={() => setModal('cancel')}>
              {t('details.cancel')}
            </Button>
          )}
        </Flex>
      </Flex>

      <SimpleGrid columns={{ base: 1, lg: 2 }} gap="4">
        <DetailSection
          title={t(`${ORDERS_NS}:sections.driver`)}
          rows={order.driver ? [{ label: t(`${ORDERS_NS}:driver.name`), value: order.driver.name }] : undefined}
        >
          {!order.driver && <Text color="fg.muted">{t(`${ORDERS_NS}:driver.none`)}</Text>}
        </DetailSection>
        <OrderLocation order={order} position={position} />
      </SimpleGrid>
      <OrderDetailsSections order={order} withCosts />
      <StatusHistoryTimeline history={order.status_history} />
      <OrderHandovers role="customer" order={order} />

      <CancelOrderDialog
        open={modal === 'cancel'}
        onClose={close}
        onCancelled={() => navigate(LIST)}
        text={t('cancel.text', { identity: order.identity })}
        cancel={() => cancelOrder.mutateAsync(order.state)}
        pending={cancelOrder.isPending}
      />
      <ContactManagerModal order={order} open={modal === 'contact'} onClose={close} />
    </Stack>
  );
}
