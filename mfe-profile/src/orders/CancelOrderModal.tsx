import { useTranslation } from 'react-i18next';
import type { Order } from '@chargevalet/contract';
import { AppDialog, Button, Text, notify } from '@chargevalet/platform';
import { useCancelOrder } from './api/cancelOrder';
import { CUSTOMER_ORDERS_NS } from './texts';

export interface CancelOrderModalProps {
  order: Pick<Order, 'id' | 'identity' | 'state'>;
  open: boolean;
  onClose(): void;
  /** After a successful cancel (back to the list). */
  onCancelled(): void;
}

/** Cancel with confirmation: a status change to `cancelled` (the server voids the card authorisation). */
export function CancelOrderModal({ order, open, onClose, onCancelled }: CancelOrderModalProps) {
  const { t } = useTranslation(CUSTOMER_ORDERS_NS);
  const mutation = useCancelOrder(order.id);
  const confirm = async () => {
    try {
      await mutation.mutateAsync(order.state);
      notify({ type: 'success', title: t('cancel.success') });
      onCancelled();
    } catch (error) {
      notify({ type: 'error', title: t('cancel.failed'), ...(error instanceof Error ? { description: error.message } : {}) });
      onClose();
    }
  };
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('cancel.title')}
      role="alertdialog"
      size="sm"
      footer={
        <>
          <Button variant="outline" onClick={onClose}>
            {t('cancel.keep')}
          </Button>
          <Button colorPalette="red" loading={mutation.isPending} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <Text>{t('cancel.text', { identity: order.identity })}</Text>
    </AppDialog>
  );
}
