import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Button, Menu, Portal, Text, landingPathFor, useDormantMenu, type User } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';

/** The signed-in user's menu: a plain button until first opened (useDormantMenu), not a menu on every signed-in page. */
export function UserMenu({ user, onLogout }: { user: User; onLogout: () => void }) {
  const { t } = useTranslation(FRAME_NS);
  const { awake, triggerProps } = useDormantMenu();
  const name = `${user.first_name} ${user.last_name}`.trim() || user.email;
  const trigger = (
    <Button
      variant="outline"
      size="sm"
      aria-label={t('userMenu', { name })}
      maxW={{ base: '36', md: '60' }}
      {...triggerProps}
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
