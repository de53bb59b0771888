import { useState } from 'react';
import { Link as RouterLink, Navigate, useLocation, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { managerActions } from '@chargevalet/contract/core';
import { refundableAmount, type Order } from '@chargevalet/contract';
import {
  Box,
  Button,
  Link,
  PageHeading,
  isApiError,
  notify,
  serverMessage,
  useDocumentTitle,
} from '@chargevalet/platform';
import {
  CancelOrderDialog,
  OrderOverview,
} from '@chargevalet/platform/orders';
import { useOrder } from '../api/getOrder';
import { QueryStatus } from '../QueryStatus';
import { MANAGER_ORDERS_NS } from '../texts';
import { AssignDriverModal } from './AssignDriverModal';
import { useChangeStatus } from '../api/changeStatus';
import { ChangeStatusModal } from './ChangeStatusModal';
import { RefundModal } from './RefundModal';
import { useResendPaymentLink } from '../api/resendPaymentLink';

/** Where the back link goes: the list the manager came from (with its filters), else the orders list. */
export interface OrderLinkState {
  back?: string;
}

type Modal = 'status' | 'assign' | 'cancel' | 'refund' | null;

/** /orders/{id}: SPEC §2 "Orders Details" for managers, with the SPEC §4 actions. */
export function OrderDetailsPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const location = useLocation();
  const back = (location.state as OrderLinkState | null)?.back ?? '/orders';
  const order = useOrder(id);
  // SPEC §2: with no order the page goes to the orders list.
  if (isApiError(order.error) && order.error.status === 404) return <Navigate to="/orders" replace />;
  return (
    <Box>
      <Link asChild mb="3" display="inline-flex" color="brand.fg">
        <RouterLink to={back}>← {t('details.back')}</RouterLink>
      </Link>
      <PageHeading title={t('details.title')} />
      <QueryStatus query={order}>{(data) => <OrderView order={data} back={back} />}</QueryStatus>
    </Box>
  );
}

function OrderView({ order, back }: { order: Order; back: string }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  useDocumentTitle(t('details.documentTitle', { identity: order.identity }));
  const navigate = useNavigate();
  const [modal, setModal] = useState<Modal>(null);
  const actions = managerActions(order);
  const close = () => setModal(null);
  const cancelOrder = useChangeStatus(order.id);
  const resend = useResendPaymentLink(order.id);
  const sendPaymentLink = async () => {
    try {
      notify({ type: 'success', title: await resend.mutateAsync() });
    } catch (error) {
      notify({ type: 'error', title: t('details.resendFailed'), description: serverMessage(error) });
    }
  };

  return (
    <OrderOverview
      order={order}
      viewer="manager"
      actionsLabel={t('details.actionsLabel')}
      actions={
        <>
          {actions.changeStatus && <Button onClick={() => setModal('status')}>{t('details.changeStatus')}</Button>}
          {(actions.assign || actions.reassign) && (
            <Button variant={actions.assign ? 'solid' : 'outline'} onClick={() => setModal('assign')}>
              {t(actions.assign ? 'details.assign' : 'details.reassign')}
            </Button>
          )}
          {/* SPEC §4: Edit is always shown */}
          {actions.edit && (
            <Button asChild variant="outline">
              <RouterLink to={`/orders/${encodeURIComponent(order.id)}/edit`}>{t('details.edit')}</RouterLink>
            </Button>
          )}
          {/* issue 30: a paid order's bill is corrected by a refund */}
          {order.state === 'paid' && refundableAmount(order) > 0 && (
            <Button variant="outline" onClick={() => setModal('refund')}>
              {t('details.refund')}
            </Button>
          )}
          {order.open_amount > 0 && (
            <Button variant="outline" loading={resend.isPending} onClick={() => void sendPaymentLink()}>
              {t('details.resendPaymentLink')}
            </Button>
          )}
          {actions.cancel && (
            <Button variant="outline" colorPalette="red" onClick={() => setModal('cancel')}>
              {t('details.cancel')}
            </Button>
          )}
        </>
      }
    >
      <ChangeStatusModal order={order} open={modal === 'status'} onClose={close} />
      <AssignDriverModal order={order} open={modal === 'assign'} onClose={close} />
      <RefundModal order={order} open={modal === 'refund'} onClose={close} />
      <CancelOrderDialog
        open={modal === 'cancel'}
        onClose={close}
        onCancelled={() => navigate(back)}
        text={t('cancel.text', { identity: order.identity })}
        cancel={() => cancelOrder.mutateAsync({ status: 'cancelled', expected_state: order.state })}
        pending={cancelOrder.isPending}
      />
    </OrderOverview>
  );
}
