import { Link as RouterLink, Navigate, useNavigate, useParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { toOrderUpdateRequest, type Order } from '@chargevalet/contract';
import { Box, Link, PageHeading, Stack, isApiError, useDocumentTitle } from '@chargevalet/platform';
import { useOrder } from '../orders/api/getOrder';
import { QueryStatus } from '../orders/QueryStatus';
import { useChargingLevels, useUpdateOrder } from './api';
import { OrderEditForm } from './OrderEditForm';
import { RescheduleSection } from './RescheduleSection';
import { ORDER_EDIT_NS } from './texts';

/** /orders/{id}/edit (staff): the order's details corrected, then back to the order. */
export function OrderEditPage() {
  const { id = '' } = useParams();
  const { t } = useTranslation(ORDER_EDIT_NS);
  const order = useOrder(id);
  if (isApiError(order.error) && order.error.status === 404) return <Navigate to="/orders" replace />;
  return (
    <Box>
      <Link asChild mb="3" display="inline-flex" color="brand.fg">
        <RouterLink to={`/orders/${encodeURIComponent(id)}`}>← {t('back')}</RouterLink>
      </Link>
      <PageHeading title={t('title')} />
      <QueryStatus query={order}>{(data) => <EditView order={data} />}</QueryStatus>
    </Box>
  );
}

function EditView({ order }: { order: Order }) {
  const { t } = useTranslation(ORDER_EDIT_NS);
  useDocumentTitle(t('documentTitle', { identity: order.identity }));
  const navigate = useNavigate();
  const levels = useChargingLevels();
  const update = useUpdateOrder(order.id);
  const back = () => navigate(`/orders/${encodeURIComponent(order.id)}`);
  return (
    <QueryStatus query={levels}>
      {(chargingLevels) => (
        <Stack gap="4">
          {/* keyed by the loaded version: a newer order (after a save, a reschedule or a 409) starts a clean form */}
          <OrderEditForm
            key={order.updated_at ?? order.id}
            order={order}
            chargingLevels={chargingLevels}
            onSave={async (values) => {
              await update.mutateAsync(toOrderUpdateRequest(values, { state: order.state, updated_at: order.updated_at }));
            }}
            onLeave={back}
          />
          <RescheduleSection key={`reschedule-${order.updated_at ?? order.id}`} order={order} />
        </Stack>
      )}
    </QueryStatus>
  );
}
