import { useRef, useState, type RefObject } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import {
  Box,
  Button,
  CloseButton,
  Drawer,
  HStack,
  Link,
  Portal,
  Stack,
  Text,
  VisuallyHidden,
  formatDateTime,
  useLocale,
  useMarkNotificationRead,
  useNotifications,
  type Role,
} from '@chargevalet/platform';
import { NOTIFICATIONS_PAGE_SIZE } from '@chargevalet/contract/core';
import type { Notification } from '@chargevalet/contract';
import { FRAME_NS } from '../i18n';

interface NotificationPanelProps {
  role: Role;
  open: boolean;
  onOpenChange(open: boolean): void;
  /** Where focus goes back when the panel is closed from inside. */
  bellButton: RefObject<HTMLButtonElement | null>;
}

/** The bell's panel: the notifications, newest first, mark read, link to the order. */
export function NotificationPanel({ role, open, onOpenChange, bellButton }: NotificationPanelProps) {
  const { t } = useTranslation(FRAME_NS);
  const panel = useRef<HTMLDivElement>(null);
  // Non-modal: the page stays readable by screen readers while the panel is open (the order page's live status, the
  // bell's announcements are not hidden behind aria-hidden), and no backdrop. Focus or a click outside closes it, so
  // focus never sits under the panel; closed from inside (Escape, the close button), focus goes back to the bell.
  return (
    <Drawer.Root
      open={open}
      modal={false}
      closeOnInteractOutside
      onOpenChange={(e) => {
        if (!e.open && panel.current?.contains(document.activeElement)) bellButton.current?.focus();
        onOpenChange(e.open);
      }}
      placement="end"
      size="sm"
    >
      <Portal>
        <Drawer.Positioner pointerEvents="none">
          <Drawer.Content ref={panel} pointerEvents="auto">
            <Drawer.Header>
              <Drawer.Title>{t('notifications.title')}</Drawer.Title>
            </Drawer.Header>
            <Drawer.Body pb="6">
              <NotificationList role={role} onNavigate={() => onOpenChange(false)} />
            </Drawer.Body>
            <Drawer.CloseTrigger asChild>
              <CloseButton size="sm" aria-label={t('notifications.close')} />
            </Drawer.CloseTrigger>
          </Drawer.Content>
        </Drawer.Positioner>
      </Portal>
    </Drawer.Root>
  );
}

function NotificationList({ role, onNavigate }: { role: Role; onNavigate: () => void }) {
  const { t } = useTranslation(FRAME_NS);
  const [page, setPage] = useState(1);
  const list = useNotifications(role, page);
  const read = useMarkNotificationRead(role);

  if (list.isPending) return null;
  if (list.isError) return <Text color="fg.error">{t('notifications.loadError')}</Text>;
  const { data, meta } = list.data;
  if (data.length === 0) return <Text color="fg.muted">{t('notifications.empty')}</Text>;
  return (
    <Stack gap="4">
      <Stack as="ul" gap="2" listStyleType="none" m="0" p="0">
        {data.map((notification) => (
          <NotificationItem
            key={notification.id}
            notification={notification}
            onRead={() => read.mutate(notification.id)}
            onOpen={() => {
              if (!notification.read_at) read.mutate(notification.id);
              onNavigate();
            }}
          />
        ))}
      </Stack>
      {meta.total > NOTIFICATIONS_PAGE_SIZE && (
        <HStack justify="space-between">
          <Button size="sm" variant="outline" disabled={page === 1} onClick={() => setPage(page - 1)}>
            {t('notifications.newer')}
          </Button>
          <Button size="sm" variant="outline" disabled={page * NOTIFICATIONS_PAGE_SIZE >= meta.total} onClick={() => setPage(page + 1)}>
            {t('notifications.older')}
          </Button>
        </HStack>
      )}
    </Stack>
  );
}

function NotificationItem({ notification, onRead, onOpen }: { notification: Notification; onRead: () => void; onOpen: () => void }) {
  const { t } = useTranslation(FRAME_NS);
  const { locale } = useLocale();
  const unread = !notification.read_at;
  return (
    <Box as="li" borderWidth="1px" rounded="l2" p="3" bg={unread ? 'bg.subtle' : undefined}>
      <Text fontWeight={unread ? 'semibold' : 'normal'}>
        {unread && <VisuallyHidden>{`${t('notifications.unread')}: `}</VisuallyHidden>}
        {notification.text}
      </Text>
      <Text fontSize="xs" color="fg.muted">
        <time dateTime={notification.created_at}>{formatDateTime(notification.created_at, locale)}</time>
      </Text>
      <HStack mt="2" gap="3" wrap="wrap">
        {notification.link && (
          <Link asChild fontSize="sm" variant="underline">
            <RouterLink to={notification.link} onClick={onOpen}>
              {t('notifications.openOrder', { identity: notification.order_identity ?? '' })}
            </RouterLink>
          </Link>
        )}
        {unread && (
          <Button size="xs" variant="ghost" aria-label={t('notifications.markReadOf', { text: notification.text })} onClick={onRead}>
            {t('notifications.markRead')}
          </Button>
        )}
      </HStack>
    </Box>
  );
}
