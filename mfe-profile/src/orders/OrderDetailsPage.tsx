import { useState } from 'react';
import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import type { Order } from '@chargevalet/contract';
import {
  Box,
  Button,
  Link,
  PageHeading,
  QueryStatus,
  isApiError,
  useDocumentTitle,
} from '@chargevalet/platform';
import {
  CancelOrderDialog,
  OrderOverview,
} from '@chargevalet/platform/orders';
import { useOrder } from './api/getOrder';
import { useLiveOrderUpdates } from './api/useLiveOrderUpdates';
import { useCancelOrder } from './api/cancelOrder';
import { ContactManagerModal } from './ContactManagerModal';
import { OpenAmountBlock } from './open-amount/OpenAmountBlock';
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
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  useDocumentTitle(t('details.documentTitle', { identity: order.identity }));
  const navigate = useNavigate();
  const [modal, setModal] = useState<Modal>(null);
  const cancelOrder = useCancelOrder(order.id);
  const close = () => setModal(null);

  return (
    <>
      <OpenAmountBlock order={order} />
      <OrderOverview
        order={order}
        viewer="customer"
        actionsLabel={t('details.actionsLabel')}
        actions={
          <>
            <Button variant="outline" onClick={() => setModal('contact')}>
              {t('details.contact')}
            </Button>
            {order.can_cancel && (
              <Button variant="outline" colorPalette="red" onClick={() => setModal('cancel')}>
                {t('details.cancel')}
              </Button>
            )}
          </>
        }
      >
        <CancelOrderDialog
          open={modal === 'cancel'}
          onClose={close}
          onCancelled={() => navigate(LIST)}
          text={t('cancel.text', { identity: order.identity })}
          cancel={() => cancelOrder.mutateAsync(order.state)}
          pending={cancelOrder.isPending}
        />
        <ContactManagerModal order={order} open={modal === 'contact'} onClose={close} />
      </OrderOverview>
    </>
  );
}
