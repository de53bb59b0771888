import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Container, Flex, HStack, IconButton, Link, useAuth } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';
import { LanguageSwitch } from './LanguageSwitch';
import { NotificationBell } from './NotificationBell';
import { Logo } from './Logo';
import { UserMenu } from './UserMenu';

export interface HeaderProps {
  onLogout: () => void;
  /** Shown on small screens when the page has a sidebar. */
  onOpenNavigation?: () => void;
}

/** Memoised: the frame re-renders when a remote's pages arrive, the header only when its props or the session change. */
export const Header = memo(function Header({ onLogout, onOpenNavigation }: HeaderProps) {
  const { t } = useTranslation(FRAME_NS);
  const user = useAuth((s) => s.user);
  const status = useAuth((s) => s.status);
  return (
    <Box as="header" borderBottomWidth="1px" bg="bg" position="sticky" top="0" zIndex="sticky">
      <Container maxW="7xl" px={{ base: '3', md: '6' }}>
        <Flex h="16" align="center" gap={{ base: '2', md: '4' }}>
          {onOpenNavigation && (
            <IconButton variant="ghost" size="sm" aria-label={t('openNavigation')} onClick={onOpenNavigation} hideFrom="md">
              <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false">
                <path d="M3 5h14M3 10h14M3 15h14" stroke="currentColor" strokeWidth="2" strokeLinecap="round" />
              </svg>
            </IconButton>
          )}
          <Link asChild aria-label={t('homeLink')} rounded="l2" _hover={{ textDecoration: 'none' }} color="fg">
            <RouterLink to="/">
              <Logo label={t('brand')} />
            </RouterLink>
          </Link>
          <Box flex="1" />
          <HStack gap={{ base: '2', md: '3' }}>
            <LanguageSwitch />
            {status !== 'loading' && !user && (
              <>
                {/* Below 480 px the text gives way to an icon (360 px must fit: language switch, this, sign in);
                    the accessible name stays "Create account" at every width. */}
                <Button asChild size="sm" variant="ghost" px={{ base: '2', sm: '3' }} aria-label={t('createAccount')} title={t('createAccount')}>
                  <RouterLink to="/register">
                    <Box as="span" hideFrom="sm" lineHeight="0">
                      <AddPersonIcon />
                    </Box>
                    <Box as="span" hideBelow="sm">
                      {t('createAccount')}
                    </Box>
                  </RouterLink>
                </Button>
                <Button asChild size="sm">
                  <RouterLink to="/login">{t('signIn')}</RouterLink>
                </Button>
              </>
            )}
            {user && <NotificationBell role={user.role} />}
            {user && <UserMenu user={user} onLogout={onLogout} />}
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
});

function AddPersonIcon() {
  return (
    <svg width="20" height="20" viewBox="0 0 20 20" aria-hidden focusable="false" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round">
      <circle cx="8" cy="6.5" r="3.2" />
      <path d="M2.5 17c.6-3.2 2.8-5 5.5-5s4.9 1.8 5.5 5" />
      <path d="M16 5.5v5M13.5 8h5" />
    </svg>
  );
}
