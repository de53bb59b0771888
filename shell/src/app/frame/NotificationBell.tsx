import { Suspense, useRef, useState } from 'react';
import { useTranslation } from 'react-i18next';
import { Badge, Box, IconButton, VisuallyHidden, lazyNamed, useAckNewNotifications, useNotificationBell, useNotificationStream, type Role } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';

// The panel's code comes when the bell is first pointed at, focused or opened (issue 29): a page shows the bell, not the list.
const loadPanel = () => import('./NotificationPanel');
const NotificationPanel = lazyNamed(loadPanel, 'NotificationPanel');

/**
 * The header's bell for signed-in users: the unread count (live over the SSE stream, polled while it is down), a
 * non-modal panel with the notifications (NotificationPanel) and a polite live region announcing each arrival to
 * screen readers.
 */
export function NotificationBell({ role }: { role: Role }) {
  const { t } = useTranslation(FRAME_NS);
  const [announcement, setAnnouncement] = useState('');
  const [open, setOpen] = useState(false);
  const [everOpened, setEverOpened] = useState(false);
  const bellButton = useRef<HTMLButtonElement>(null);
  const live = useNotificationStream(role, (notification) => setAnnouncement(t('notifications.arrived', { text: notification.text })));
  const bell = useNotificationBell(role, live);
  const ack = useAckNewNotifications(role);
  const unread = bell.data?.unread ?? 0;

  const openPanel = () => {
    setOpen(true);
    setEverOpened(true);
    if (bell.data?.has_new) ack.mutate();
  };

  return (
    <>
      <Box position="relative">
        <IconButton
          ref={bellButton}
          variant="ghost"
          size="sm"
          aria-label={unread > 0 ? t('notifications.bellUnread', { count: unread }) : t('notifications.bell')}
          aria-haspopup="dialog"
          aria-expanded={open}
          onClick={openPanel}
          onPointerEnter={() => void loadPanel()}
          onFocus={() => void loadPanel()}
        >
          <BellIcon />
        </IconButton>
        {unread > 0 && (
          // the count is in the button's name; the badge is for the eye
          <Badge aria-hidden position="absolute" top="-1" right="-1" colorPalette="red" variant="solid" size="xs" rounded="full" pointerEvents="none">
            {unread > 99 ? '99+' : unread}
          </Badge>
        )}
      </Box>
      <VisuallyHidden role="status" aria-live="polite">
        {announcement}
      </VisuallyHidden>
      {everOpened && (
        <Suspense fallback={null}>
          <NotificationPanel role={role} open={open} onOpenChange={setOpen} bellButton={bellButton} />
        </Suspense>
      )}
    </>
  );
}

function BellIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round">
      <path d="M5 8a5 5 0 0 1 10 0c0 4 1.5 5.5 2 6H3c.5-.5 2-2 2-6Z" />
      <path d="M8.5 17a1.7 1.7 0 0 0 3 0" />
    </svg>
  );
}
