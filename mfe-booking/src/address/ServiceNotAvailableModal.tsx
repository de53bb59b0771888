import { Button, CloseButton, Dialog, Portal, Text, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOOKING_NS } from '../i18n';

/** SPEC §2: "service not available" — the address lies outside the service area; a Register button for anonymous users. */
export function ServiceNotAvailableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const anonymous = useAuth((s) => s.status !== 'authenticated');
  return (
    <Dialog.Root open={open} onOpenChange={(e) => !e.open && onClose()} role="alertdialog" placement="center">
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner px="3">
          <Dialog.Content>
            <Dialog.Header>
              <Dialog.Title>{t('serviceNotAvailable.title')}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>
              <Text>{t('serviceNotAvailable.text')}</Text>
            </Dialog.Body>
            <Dialog.Footer flexWrap="wrap">
              <Button variant="outline" onClick={onClose}>
                {t('serviceNotAvailable.close')}
              </Button>
              {anonymous && (
                <Button
                  colorPalette="brand"
                  onClick={() => {
                    onClose();
                    navigate('/register');
                  }}
                >
                  {t('serviceNotAvailable.register')}
                </Button>
              )}
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
