import { useTranslation } from 'react-i18next';
import type { Order } from '@chargevalet/contract';
import { AppDialog, Button, Text, notify } from '@chargevalet/platform';
import { useChangeStatus } from '../api/changeStatus';
import { serverMessage } from '../serverMessage';
import { MANAGER_ORDERS_NS } from '../texts';

export interface CancelOrderModalProps {
  order: Pick<Order, 'id' | 'identity' | 'state'>;
  open: boolean;
  onClose(): void;
  /** After a successful cancel (SPEC §4: the page navigates back). */
  onCancelled(): void;
}

/** SPEC §4 Cancel with confirmation; cancelling is a status change to `cancelled`. */
export function CancelOrderModal({ order, open, onClose, onCancelled }: CancelOrderModalProps) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const mutation = useChangeStatus(order.id);
  const confirm = async () => {
    try {
      await mutation.mutateAsync({ status: 'cancelled', expected_state: order.state });
      notify({ type: 'success', title: t('cancel.success') });
      onCancelled();
    } catch (error) {
      notify({ type: 'error', title: t('cancel.errorTitle'), description: serverMessage(error) });
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
