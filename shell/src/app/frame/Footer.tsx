import { memo } from 'react';
import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Button, Container, Flex, HStack, Link, Text } from '@chargevalet/platform';
import { openCookieSettings } from '../../features/cookies/cookieConsentStore';
import { FRAME_NS } from '../i18n';

const LINKS = [
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/cookie-policy', key: 'footer.cookies' },
  { to: '/imprint', key: 'footer.imprint' },
];

/** Memoised: it has no props, so the frame's re-renders skip it. */
export const Footer = memo(function Footer() {
  const { t } = useTranslation(FRAME_NS);
  return (
    <Box as="footer" borderTopWidth="1px" bg="bg.subtle" mt="auto">
      <Container maxW="7xl" px={{ base: '3', md: '6' }} py="6">
        <Flex direction={{ base: 'column', md: 'row' }} gap="4" justify="space-between">
          <Box>
            <Text fontWeight="semibold">{t('brand')}</Text>
            <Text fontSize="sm" color="fg.muted">
              {t('footer.tagline')}
            </Text>
            <Text fontSize="sm" color="fg.muted">
              {t('footer.rights', { year: new Date().getFullYear() })}
            </Text>
          </Box>
          <HStack as="nav" aria-label={t('footer.legal')} gap="4" wrap="wrap" align="flex-start">
            {LINKS.map((link) => (
              <Link key={link.to} asChild fontSize="sm" color="fg.muted">
                <RouterLink to={link.to}>{t(link.key)}</RouterLink>
              </Link>
            ))}
            {/* The cookie policy refers to this button: it reopens the cookie settings at any time. */}
            <Button
              variant="plain"
              size="sm"
              h="auto"
              minW="0"
              p="0"
              borderWidth="0"
              lineHeight="inherit"
              fontSize="sm"
              fontWeight="normal"
              color="fg.muted"
              _hover={{ textDecoration: 'underline' }}
              aria-haspopup="dialog"
              onClick={openCookieSettings}
            >
              {t('footer.cookieSettings')}
            </Button>
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
});
