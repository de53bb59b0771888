import { CloseButton, Dialog, Portal } from '../ui';
import { useEffect, useLayoutEffect, useRef, type ReactNode } from 'react';
import { focusPageHeading, focusWhenSettled, pageHeading } from '../focus';
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
 * dialog that opened by itself), focus goes to the page's h1, never to <body>. One rule says which (`finalFocus`):
 * the dialog's focus trap follows it as it lets go, and so does the check after the dialog has gone, for a dialog
 * closed before its trap took hold (a tap on a busy phone). That check once took the h1 on its own and, on a busy
 * phone, raced the trap: focus went to the h1 instead of back to the opener.
 */
export function AppDialog({ open, onClose, title, children, footer, role = 'dialog', size = 'md' }: AppDialogProps) {
  const { t } = useTranslation('platform');
  const wasOpen = useRef(open);
  // What had focus when the dialog opened (before its trap moves focus inside).
  const opener = useRef<Element | null>(null);
  useLayoutEffect(() => {
    if (open) opener.current = document.activeElement;
  }, [open]);
  const finalFocus = (): HTMLElement | null => {
    const before = opener.current;
    if (before instanceof HTMLElement && before.isConnected && before !== document.body) return before;
    const heading = pageHeading(document.querySelector('main'));
    // a heading takes focus only with a tabindex
    if (heading && !heading.hasAttribute('tabindex')) heading.tabIndex = -1;
    return heading;
  };
  useEffect(() => {
    const closed = wasOpen.current && !open;
    wasOpen.current = open;
    if (closed) focusWhenSettled(finalFocus, { onlyIfLost: true });
  }, [open]);
  // Unmounted while open (its request went away): focus goes to the h1 when it fell to <body>.
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
      finalFocusEl={finalFocus}
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
