import { useTranslation } from 'react-i18next';
import { Image, SimpleGrid, Stack, Text } from '@chakra-ui/react';
import type { Handover } from '@chargevalet/contract';
import { formatDateTime } from '../format';
import { useLocale } from '../i18n';
import { DetailSection } from './DetailSection';
import { ORDERS_NS } from './i18n';

/** A handover record as every role sees it: when, mileage, charge level, notes and its photos (each opens full size). */
export function HandoverRecord({ record }: { record: Handover }) {
  const { t } = useTranslation(ORDERS_NS);
  const { locale } = useLocale();
  const title = t(`handover.title.${record.kind}`);
  return (
    <DetailSection title={title}>
      <Stack gap="2">
        <Text>{t('handover.recorded', { time: formatDateTime(record.recorded_at, locale), mileage: record.mileage, level: record.charge_level })}</Text>
        {record.notes && <Text whiteSpace="pre-wrap">{record.notes}</Text>}
        <SimpleGrid columns={{ base: 3, md: 5 }} gap="2">
          {record.photos.map((photo, index) => (
            <a key={photo.id} href={photo.url} target="_blank" rel="noopener noreferrer">
              <Image src={photo.url} alt={t('handover.photoAlt', { n: index + 1, kind: title })} aspectRatio={4 / 3} objectFit="cover" borderRadius="md" w="full" />
            </a>
          ))}
        </SimpleGrid>
      </Stack>
    </DetailSection>
  );
}
