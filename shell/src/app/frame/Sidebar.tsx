import { memo, type ReactNode } from 'react';
import { NavLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Link, Stack, Text, type Role } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';
import type { NavItem } from '../routes/routeTable';

export interface SidebarProps {
  role: Role;
  /** The links (the entries the remotes declare for the role, in order). */
  items: NavItem[];
  onLogout: () => void;
  onNavigate?: () => void;
  /** Shown above the links (the customer's account card from the profile remote). */
  top?: ReactNode;
}

/** Sidebar navigation of the signed-in areas, with the logout button (SPEC §2). */
export const Sidebar = memo(function Sidebar({ role, items, onLogout, onNavigate, top }: SidebarProps) {
  const { t } = useTranslation(FRAME_NS);
  const nav = (
    <Stack as="nav" aria-label={t('navigation')} gap="1" h="full" flex="1" data-testid="sidebar">
      <Text fontSize="xs" fontWeight="semibold" textTransform="uppercase" color="fg.muted" px="3" mb="1">
        {t(`roles.${role}`)}
      </Text>
      {items.map((item) => (
        <Link
          key={item.to}
          asChild
          display="block"
          px="3"
          py="2"
          rounded="l2"
          fontWeight="medium"
          color="fg"
          textDecoration="none"
          _hover={{ bg: 'bg.muted', textDecoration: 'none' }}
          _currentPage={{ bg: 'brand.subtle', color: 'brand.fg', fontWeight: 'semibold' }}
        >
          <NavLink to={item.to} onClick={onNavigate}>
            {item.label}
          </NavLink>
        </Link>
      ))}
      <Box flex="1" />
      <Button variant="outline" onClick={onLogout} mt="4">
        {t('logout')}
      </Button>
    </Stack>
  );
  if (!top) return nav;
  // The card sits above the navigation landmark (it has links of its own).
  return (
    <Stack gap="4" h="full">
      {top}
      {nav}
    </Stack>
  );
});
