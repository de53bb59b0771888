import { useCallback, useState, type ReactNode } from 'react';
import { useTranslation } from 'react-i18next';
import { Box, CloseButton, Container, Drawer, Flex, Link, Portal, RouteFocus, useAuth } from '@chargevalet/platform';
import { MAIN_CONTENT_ID } from '../../features/paths';
import { FRAME_NS } from '../i18n';
import { Footer } from './Footer';
import { Header } from './Header';
import type { NavItem } from '../routes/routeTable';
import { Sidebar } from './Sidebar';
import { useLogout } from './useLogout';

export interface LayoutProps {
  /** Show the signed-in area's sidebar (remote routes of a signed-in user). */
  withSidebar: boolean;
  /** The sidebar's links: the entries the remotes declare for the role. */
  navigation: NavItem[];
  /** Rendered first in the page, before the skip link (first in the focus order): the cookie banner. */
  banner?: ReactNode;
  /** Shown at the top of the sidebar (and of the navigation drawer), e.g. the customer's account card. */
  sidebarTop?: ReactNode;
  children: ReactNode;
}

/**
 * The frame: cookie banner, skip link, header, optional sidebar (drawer below md), main content, footer; a new page
 * gets focus on its h1 (RouteFocus).
 */
export function Layout({ withSidebar, navigation, banner, sidebarTop, children }: LayoutProps) {
  const { t } = useTranslation(FRAME_NS);
  const user = useAuth((s) => s.user);
  const logout = useLogout();
  const [navOpen, setNavOpen] = useState(false);
  const sidebar = withSidebar && user !== null;
  // Stable callbacks, so the memoised header and sidebar skip the frame's re-renders (a remote's pages arriving).
  const onLogout = useCallback(() => void logout(), [logout]);
  const openNavigation = useCallback(() => setNavOpen(true), []);
  const closeNavigation = useCallback(() => setNavOpen(false), []);
  return (
    <Flex direction="column" minH="100dvh">
      {banner}
      <RouteFocus mainId={MAIN_CONTENT_ID} />
      {/* Fixed and above the sticky header (a number: the theme has no skipLink z-index token), visible wherever the page is scrolled. */}
      <Link
        href={`#${MAIN_CONTENT_ID}`}
        position="fixed"
        left="2"
        top="-20"
        zIndex={1700}
        bg="bg"
        px="4"
        py="2"
        rounded="l2"
        borderWidth="1px"
        _focus={{ top: '2' }}
      >
        {t('skipToContent')}
      </Link>
      <Header onLogout={onLogout} onOpenNavigation={sidebar ? openNavigation : undefined} />
      {sidebar && user ? (
        <Container maxW="7xl" px={{ base: '3', md: '6' }} flex="1" display="flex" gap="8" py={{ base: '4', md: '8' }}>
          <Box as="aside" w="56" flexShrink={0} hideBelow="md" position="sticky" top="24" alignSelf="flex-start">
            <Sidebar role={user.role} items={navigation} onLogout={onLogout} top={sidebarTop} />
          </Box>
          <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" minW="0" outline="none">
            {children}
          </Box>
          <Drawer.Root open={navOpen} onOpenChange={(e) => setNavOpen(e.open)} placement="start" size="xs">
            <Portal>
              <Drawer.Backdrop />
              <Drawer.Positioner>
                <Drawer.Content>
                  <Drawer.Header>
                    <Drawer.Title>{t('brand')}</Drawer.Title>
                  </Drawer.Header>
                  <Drawer.Body pb="6">
                    <Sidebar
                      role={user.role}
                      items={navigation}
                      onLogout={onLogout}
                      onNavigate={closeNavigation}
                      top={navOpen ? sidebarTop : undefined}
                    />
                  </Drawer.Body>
                  <Drawer.CloseTrigger asChild>
                    <CloseButton size="sm" aria-label={t('closeNavigation')} />
                  </Drawer.CloseTrigger>
                </Drawer.Content>
              </Drawer.Positioner>
            </Portal>
          </Drawer.Root>
        </Container>
      ) : (
        <Box as="main" id={MAIN_CONTENT_ID} tabIndex={-1} flex="1" outline="none">
          {children}
        </Box>
      )}
      <Footer />
    </Flex>
  );
}
