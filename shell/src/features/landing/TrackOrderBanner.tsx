import { Box, Button, Container, Flex, Heading, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';

/** Banner inviting visitors to follow their order (→ /track-my-number). */
export function TrackOrderBanner() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="section" aria-labelledby="track-banner-title" py={{ base: 10, md: 12 }}>
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Flex
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'flex-start', md: 'center' }}
          justify="space-between"
          gap={6}
          p={{ base: 6, md: 8 }}
          borderRadius="2xl"
          color="white"
          bgImage="linear-gradient(120deg, #043123 0%, #0b7352 100%)"
        >
          <Flex gap={4} align="flex-start">
            <Box flexShrink={0} mt={1} color="#d4f34a" aria-hidden="true">
              <svg width="40" height="40" viewBox="0 0 24 24" fill="none" stroke="currentColor" strokeWidth="1.8" strokeLinecap="round" strokeLinejoin="round" focusable="false">
                <path d="M12 21s-7-6.2-7-11.5A7 7 0 0 1 19 9.5C19 14.8 12 21 12 21Z" />
                <circle cx="12" cy="9.5" r="2.5" />
              </svg>
            </Box>
            <Stack gap={1}>
              <Heading as="h2" id="track-banner-title" fontSize={{ base: 'xl', md: '2xl' }}>
                {t('landing.track.title')}
              </Heading>
              <Text color="#dcefe8">{t('landing.track.text')}</Text>
            </Stack>
          </Flex>
          <Button
            asChild
            size="lg"
            flexShrink={0}
            bg="#d4f34a"
            color="#0b2b2c"
            fontWeight="bold"
            _hover={{ bg: '#c3e33a' }}
            focusRingColor="white"
            w={{ base: 'full', md: 'auto' }}
          >
            <RouterLink to={PATHS.track}>{t('landing.track.cta')}</RouterLink>
          </Button>
        </Flex>
      </Container>
    </Box>
  );
}
