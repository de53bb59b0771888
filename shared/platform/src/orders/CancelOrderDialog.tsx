import { useTranslation } from 'react-i18next';
import { Button, Text } from '@chakra-ui/react';
import { AppDialog } from '../components/AppDialog';
import { serverMessage } from '../serverMessage';
import { notify } from '../toaster';
import { ORDERS_NS } from './i18n';

export interface CancelOrderDialogProps {
  open: boolean;
  onClose(): void;
  /** After a successful cancel (SPEC §4: back to the list). */
  onCancelled(): void;
  /** What cancelling means for this viewer ("… the amount reserved on your card is released"). */
  text: string;
  /** The status change to `cancelled`; rejects with the server's refusal. */
  cancel(): Promise<unknown>;
  pending: boolean;
}

/** SPEC §4 Cancel with confirmation, as the customer and the manager see it; SPEC §8 toasts. */
export function CancelOrderDialog({ open, onClose, onCancelled, text, cancel, pending }: CancelOrderDialogProps) {
  const { t } = useTranslation(ORDERS_NS);
  const confirm = async () => {
    try {
      await cancel();
      notify({ type: 'success', title: t('cancel.success') });
      onCancelled();
    } catch (error) {
      notify({ type: 'error', title: t('cancel.failed'), description: serverMessage(error) });
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
          <Button colorPalette="red" loading={pending} onClick={() => void confirm()}>
            {t('cancel.confirm')}
          </Button>
        </>
      }
    >
      <Text>{text}</Text>
    </AppDialog>
  );
}
