import { AppDialog, Button, Text } from '@chargevalet/platform';
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
    <AppDialog
      open={open}
      onClose={onClose}
      role="alertdialog"
      title={t('discount.cannotApply.title')}
      footer={
        <>
          <Button variant="outline" onClick={() => go('/register')}>
            {t('discount.cannotApply.register')}
          </Button>
          <Button colorPalette="brand" onClick={() => go('/login')}>
            {t('discount.cannotApply.login')}
          </Button>
        </>
      }
    >
      <Text>{t('discount.cannotApply.text')}</Text>
    </AppDialog>
  );
}
