import { AppDialog, Button, Text, useAuth } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { useNavigate } from 'react-router-dom';
import { BOOKING_NS } from '../i18n';

/** SPEC §2: "service not available" — the address lies outside the service area; a Register button for anonymous users. */
export function ServiceNotAvailableModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  const navigate = useNavigate();
  const anonymous = useAuth((s) => s.status !== 'authenticated');
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('serviceNotAvailable.title')}
      footer={
        <>
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
        </>
      }
    >
      <Text>{t('serviceNotAvailable.text')}</Text>
    </AppDialog>
  );
}
