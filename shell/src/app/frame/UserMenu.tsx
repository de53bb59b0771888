import { useState, type KeyboardEvent } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Menu, Portal, Text, landingPathFor, loadUiFamily, type User } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';

/** Keys that open a menu button's menu (WAI-ARIA menu button pattern). */
const OPENING_KEYS = new Set(['ArrowDown', 'ArrowUp']);

/**
 * The signed-in user's menu. Until it is first opened it is a plain button: the menu's state machine (Chakra's Menu,
 * ~20 KB gzip) loads when the user asks for it, not with every signed-in page; then the menu takes the button's place
 * already open, with focus inside.
 */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation(FRAME_NS);
  const [awake, setAwake] = useState(false);
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const wake = () => void loadUiFamily('Menu').then(() => setAwake(true));
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('userMenu', { name })}
      maxW={{ base: '36', md: '60' }}
      {...(awake
        ? {}
        : {
            'aria-haspopup': 'menu' as const,
            'aria-expanded': false,
            onClick: wake,
            onKeyDown: (event: KeyboardEvent) => {
              if (!OPENING_KEYS.has(event.key)) return;
              event.preventDefault();
              wake();
            },
          })}
    >
      <Text as="span" truncate>
        {user.first_name || user.email}
      </Text>
    </Button>
  );
  if (!awake) return trigger;
  return (
    <Menu.Root positioning={{ placement: 'bottom-end' }} defaultOpen>
      <Menu.Trigger asChild>{trigger}</Menu.Trigger>
      <Portal>
        <Menu.Positioner>
          <Menu.Content minW="56">
            <Menu.ItemGroup>
              <Menu.ItemGroupLabel>
                <Text fontWeight="semibold">{name}</Text>
                <Text fontSize="xs" color="fg.muted">
                  {t(`roles.${user.role}`)} · {user.email}
                </Text>
              </Menu.ItemGroupLabel>
            </Menu.ItemGroup>
            <Menu.Separator />
            <Menu.Item value="area" asChild>
              <RouterLink to={landingPathFor(user.role)}>{t('myArea')}</RouterLink>
            </Menu.Item>
            {user.role === 'customer' && (
              <Menu.Item value="settings" asChild>
                <RouterLink to="/profile/settings">{t('nav.settings')}</RouterLink>
              </Menu.Item>
            )}
            <Menu.Item value="logout" onClick={onLogout} data-testid="logout">
              {t('logout')}
            </Menu.Item>
          </Menu.Content>
        </Menu.Positioner>
      </Portal>
    </Menu.Root>
  );
}
