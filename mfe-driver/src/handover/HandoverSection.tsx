import { Suspense, lazy } from 'react';
import { useTranslation } from 'react-i18next';
import type { Handover, HandoverKind } from '@chargevalet/contract';
import { Box, DetailSection, HandoverRecord, Stack } from '@chargevalet/platform';
import { DRIVER_NS } from '../i18n';

// The form and its photo handling load only when a record is due.
const HandoverForm = lazy(() => import('./HandoverForm').then((m) => ({ default: m.HandoverForm })));

/** Room the form takes (measured from 390 to 1536 px wide), kept while its code loads: nothing below it moves. */
const FORM_MIN_HEIGHT = { base: '458px', sm: '434px', lg: '410px' };

/** The order's records, and the form of the one due now. */
export function HandoverSection({ identity, records, due }: { identity: string; records: readonly Handover[]; due: HandoverKind | null }) {
  const { t } = useTranslation(DRIVER_NS);
  return (
    <Box>
      <Stack gap="4">
        {due && (
          <DetailSection key={due} title={t(`handover.title.${due}`)}>
            <Suspense fallback={<Box minH={FORM_MIN_HEIGHT} />}>
              <HandoverForm identity={identity} kind={due} />
            </Suspense>
          </DetailSection>
        )}
        {records.map((record) => (
          <HandoverRecord key={record.id} record={record} />
        ))}
      </Stack>
    </Box>
  );
}
