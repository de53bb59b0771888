import { CloseButton, Dialog, Portal } from '../ui';
import { useEffect, useRef, type ReactNode } from 'react';
import { focusPageHeading } from '../focus';
import { useTranslation } from 'react-i18next';

export interface AppDialogProps {
  open: boolean;
  onClose(): void;
  title: string;
  children: ReactNode;
  footer?: ReactNode;
  role?: 'dialog' | 'alertdialog';
  size?: 'sm' | 'md';
}

/**
 * The frame of the apps' modals: title, close button, body, footer (stacked on phones). Closed, the dialog gives
 * focus back to the control that opened it; when that control went with the action (the last status change, a
 * dialog that opened by itself), focus goes to the page's h1, never to <body>.
 */
export function AppDialog({ open, onClose, title, children, footer, role = 'dialog', size = 'md' }: AppDialogProps) {
  const { t } = useTranslation('platform');
  const wasOpen = useRef(open);
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed) focusPageHeading();
  }, [open]);
  // Unmounted while open (its request went away): the same.
  useEffect(
    () => () => {
      if (wasOpen.current) focusPageHeading();
    },
    [],
  );
  return (
    <Dialog.Root
      open={open}
      onOpenChange={(details) => {
        if (!details.open) onClose();
      }}
      role={role}
      size={size}
      placement="center"
      scrollBehavior="inside"
      lazyMount
      unmountOnExit
    >
      <Portal>
        <Dialog.Backdrop />
        <Dialog.Positioner>
          <Dialog.Content aria-label={title} mx={3}>
            {/* Room on the right for the close button, so a long title never runs under it. */}
            <Dialog.Header pe="12">
              <Dialog.Title>{title}</Dialog.Title>
            </Dialog.Header>
            <Dialog.Body>{children}</Dialog.Body>
            {footer && (
              <Dialog.Footer flexDirection={{ base: 'column-reverse', sm: 'row' }} alignItems="stretch" gap={2}>
                {footer}
              </Dialog.Footer>
            )}
            <Dialog.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('dialog.close')} />
            </Dialog.CloseTrigger>
          </Dialog.Content>
        </Dialog.Positioner>
      </Portal>
    </Dialog.Root>
  );
}
