import { AppDialog, Box, Button, List, Text, useLocale } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { translated } from '@chargevalet/contract/core';
import { BOOKING_NS } from '../i18n';
import { usePackages } from '../api/catalog';

/** SPEC §8: 'package_not_eligible' opens the dialog 'Package not eligible for discount code' listing eligible packages. */
export function PackageNotEligibleDialog({ eligiblePackageIds, onClose }: { eligiblePackageIds: number[] | null; onClose: () => void }) {
  const { t } = useTranslation(BOOKING_NS);
  const { locale } = useLocale();
  const packages = usePackages();
  const eligible = (packages.data ?? []).filter((p) => eligiblePackageIds?.includes(p.id));
  return (
    <AppDialog
      open={eligiblePackageIds !== null}
      onClose={onClose}
      title={t('discount.notEligible.title')}
      footer={
        <Button colorPalette="brand" onClick={onClose}>
          {t('dialog.ok')}
        </Button>
      }
    >
      <Text mb="3">{t('discount.notEligible.text')}</Text>
      <Box asChild ps="5">
        <List.Root as="ul" aria-label={t('discount.notEligible.listLabel')}>
          {eligible.map((p) => (
            <List.Item key={p.id}>{translated(p.translations, locale).title}</List.Item>
          ))}
        </List.Root>
      </Box>
    </AppDialog>
  );
}
