import { Box, Button, Heading, Link, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from '../i18n';
import { PATHS } from '../paths';

interface ConsentBarProps {
  onAcceptAll(): void;
  onRejectOptional(): void;
  onOpenSettings(): void;
}

/**
 * The banner itself: title, explanation with the cookie-policy link, and the three choices. It sits in the page's
 * flow above the header (first in the focus order, covering nothing) rather than floating over the content.
 */
export function ConsentBar({ onAcceptAll, onRejectOptional, onOpenSettings }: ConsentBarProps) {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box
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
          <Button colorPalette="brand" onClick={onAcceptAll} size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.acceptAll')}
          </Button>
          <Button variant="outline" colorPalette="brand" onClick={onRejectOptional} size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.rejectOptional')}
          </Button>
          <Button variant="ghost" colorPalette="brand" onClick={onOpenSettings} size={{ base: 'sm', md: 'md' }}>
            {t('cookies.banner.settings')}
          </Button>
        </Stack>
      </Stack>
    </Box>
  );
}
