import { useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Button, Text } from '@chakra-ui/react';
import type { GuardKind } from '../hooks/useUnsavedChangesGuard';
import { AppDialog } from './AppDialog';

export interface UnsavedChangesModalProps {
  /** Open while not null: 'leave' (a link or action leaves the page) or 'discard' (reset the form). */
  kind: GuardKind | null;
  onStay(): void;
  onLeave(): void;
}

/** The confirm modal for unsaved changes (SPEC §2): keep editing, or discard them (and leave). */
export function UnsavedChangesModal({ kind, onStay, onLeave }: UnsavedChangesModalProps) {
  const { t } = useTranslation('platform');
  // keep the texts while the modal animates out
  const last = useRef<GuardKind>('leave');
  if (kind) last.current = kind;
  const discard = last.current === 'discard';
  return (
    <AppDialog
      open={kind !== null}
      onClose={onStay}
      role="alertdialog"
      size="sm"
      title={discard ? t('unsaved.discardTitle') : t('unsaved.title')}
      footer={
        <>
          <Button variant="outline" onClick={onStay}>
            {t('unsaved.stay')}
          </Button>
          <Button colorPalette="red" onClick={onLeave}>
            {discard ? t('unsaved.discardConfirm') : t('unsaved.leave')}
          </Button>
        </>
      }
    >
      <Text>{discard ? t('unsaved.discardText') : t('unsaved.text')}</Text>
    </AppDialog>
  );
}
