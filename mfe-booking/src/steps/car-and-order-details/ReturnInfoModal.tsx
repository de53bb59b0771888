import { AppDialog, Button, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { BOOKING_NS } from '../../i18n';

/** SPEC §2 "return information": how the car and its key come back, in person or through the mailbox. */
export function ReturnInfoModal({ open, onClose }: { open: boolean; onClose: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  return (
    <AppDialog
      open={open}
      onClose={onClose}
      title={t('returnInfo.title')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('returnInfo.close')}
        </Button>
      }
    >
      <Stack gap="3">
        <Text>{t('returnInfo.inPerson')}</Text>
        <Text>{t('returnInfo.mailbox')}</Text>
        <Text color="fg.muted">{t('returnInfo.parking')}</Text>
      </Stack>
    </AppDialog>
  );
}
