import { Link as RouterLink } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { Box, Container, Flex, HStack, Link, Text } from '@chargevalet/platform';
import { FRAME_NS } from '../i18n';

const LINKS = [
  { to: '/terms-and-conditions', key: 'footer.terms' },
  { to: '/privacy-policy', key: 'footer.privacy' },
  { to: '/cookie-policy', key: 'footer.cookies' },
  { to: '/imprint', key: 'footer.imprint' },
];

export function Footer() {
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
          </HStack>
        </Flex>
      </Container>
    </Box>
  );
}
