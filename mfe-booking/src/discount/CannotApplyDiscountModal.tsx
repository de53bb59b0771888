import { Button, CloseButton, Dialog, Portal, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOOKING_NS } from '../i18n';

/** SPEC §2/§6: applying a code while logged out — offers create account (/register) or log in (/login). */
export function CannotApplyDiscountModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const go = (path: string) => {
    onClose();
    navigate(path, { state: { from: window.location.pathname } });
  };
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('discount.cannotApply.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('discount.cannotApply.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={() => go('/register')}>
                {t('discount.cannotApply.register')}
              </Button>
              <Button colorPalette="brand" onClick={() => go('/login')}>
                {t('discount.cannotApply.login')}
              </Button>
            </Dialog.Footer>
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
