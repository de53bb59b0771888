import { Suspense, lazy, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import type { Handover, HandoverKind } from '@chargevalet/contract';
import { Box, Stack, focusWhenSettled } from '@chargevalet/platform';
import { DetailSection, HandoverRecord } from '@chargevalet/platform/orders';
import { DRIVER_NS } from '../i18n';

// The form and its photo handling load only when a record is due.
const HandoverForm = lazy(() => import('./HandoverForm').then((m) => ({ default: m.HandoverForm })));

/** Room the form takes (measured from 390 to 1536 px wide), kept while its code loads: nothing below it moves. */
const FORM_MIN_HEIGHT = { base: '458px', sm: '434px', lg: '410px' };

/** The order's records, and the form of the one due now. */
export function HandoverSection({ identity, records, due }: { identity: string; records: readonly Handover[]; due: HandoverKind | null }) {
  const { t } = useTranslation(DRIVER_NS);
  const list = useRef<HTMLDivElement>(null);
  // A saved record replaces its form: focus goes to the record's heading once it is shown.
  const focusRecord = (kind: HandoverKind) => focusWhenSettled(() => list.current?.querySelector<HTMLElement>(`[data-handover="${kind}"] h2`));
  return (
    <Box ref={list}>
      <Stack gap="4">
        {due && (
          <DetailSection key={due} title={t(`handover.title.${due}`)}>
            <Suspense fallback={<Box minH={FORM_MIN_HEIGHT} />}>
              <HandoverForm identity={identity} kind={due} onSaved={() => focusRecord(due)} />
            </Suspense>
          </DetailSection>
        )}
        {records.map((record) => (
          <Box key={record.id} data-handover={record.kind}>
            <HandoverRecord record={record} />
          </Box>
        ))}
      </Stack>
    </Box>
  );
}
