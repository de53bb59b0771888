import { Box, Button, Heading, Link, Stack, Text } from '@chargevalet/platform';
import { useLayoutEffect, useRef } from 'react';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';

interface ConsentBarProps {
  onAcceptAll(): void;
  onRejectOptional(): void;
  onOpenSettings(): void;
}

/** What the page's inline script (shell/index.html) notes on the banner of a build-time page tapped before hydration. */
interface HeldBanner extends HTMLElement {
  cvLive?: boolean;
  cvChoice?: string;
}

/**
 * A choice made in the banner of a build-time page before the app hydrated it: the page's inline script hid the
 * banner at the tap and noted the choice, which is stored here, once the banner is the app's ("Settings": the banner
 * stays and the settings open then; the start runs in several tasks, and a tap meanwhile is not lost).
 */
function useChoiceMadeBeforeHydration(choices: Record<'all' | 'necessary' | 'settings', () => void>) {
  const ref = useRef<HTMLElement>(null);
  useLayoutEffect(() => {
    const banner = ref.current as HeldBanner | null;
    if (!banner) return;
    banner.cvLive = true;
    const choice = banner.cvChoice;
    delete banner.cvChoice;
    if (choice === 'all' || choice === 'necessary' || choice === 'settings') choices[choice]();
    // once: the banner is the app's from now on
    // eslint-disable-next-line react-hooks/exhaustive-deps
  }, []);
  return ref;
}

/**
 * The banner itself: title, explanation with the cookie-policy link, and the three choices. It sits in the page's
 * flow above the header (first in the focus order, covering nothing) rather than floating over the content.
 */
export function ConsentBar({ onAcceptAll, onRejectOptional, onOpenSettings }: ConsentBarProps) {
  const { t } = useTranslation(SHELL_NS);
  const ref = useChoiceMadeBeforeHydration({ all: onAcceptAll, necessary: onRejectOptional, settings: onOpenSettings });
  return (
    <Box
      ref={ref}
      data-build-time-banner=""
      as="section"
      role="region"
      aria-labelledby="cookie-banner-title"
      aria-describedby="cookie-banner-text"
      bg="bg.panel"
      color="fg"
      borderBottomWidth="1px"
      borderColor="border"
      px={{ base: 4, md: 6 }}
      py={{ base: 3, md: 4 }}
    >
      <Stack maxW="5xl" mx="auto" direction={{ base: 'column', md: 'row' }} gap={{ base: 3, md: 6 }} align={{ base: 'stretch', md: 'center' }}>
        <Stack gap={1} flex="1">
          <Heading as="h2" id="cookie-banner-title" fontSize="md" lineHeight="short">
            {t('cookies.banner.title')}
          </Heading>
          <Text id="cookie-banner-text" fontSize="sm" color="fg.muted">
            {t('cookies.banner.text')}{' '}
            <Link asChild color="brand.fg" textDecoration="underline">
              <RouterLink to={PATHS.cookies}>{t('cookies.banner.policy')}</RouterLink>
            </Link>
          </Text>
        </Stack>
        <Stack direction={{ base: 'column', sm: 'row', md: 'column', lg: 'row' }} gap={{ base: 1.5, md: 2 }} flexShrink={0}>
          <Button colorPalette="brand" onClick={onAcceptAll} data-consent-choice="all" size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.acceptAll')}
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={onRejectOptional} data-consent-choice="necessary" size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.rejectOptional')}
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={onOpenSettings} data-consent-choice="settings" size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.settings')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
