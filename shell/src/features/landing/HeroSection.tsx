import { Box, Button, Container, Flex, Heading, HStack, List, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { HeroIllustration } from './HeroIllustration';

function CheckIcon() {
  return (
    <svg width="18" height="18" viewBox="0 0 20 20" aria-hidden="true" focusable="false">
      <circle cx="10" cy="10" r="10" fill="#d4f34a" />
      <path d="M5.5 10.5 l3 3 l6 -7" stroke="#0b2b2c" strokeWidth="2" fill="none" strokeLinecap="round" strokeLinejoin="round" />
    </svg>
  );
}

/** Top of the landing page: what ChargeValet does, where, and the booking call to action. */
export function HeroSection() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box
      as="section"
      aria-labelledby="landing-hero-title"
      color="white"
      bgImage="linear-gradient(135deg, #021d15 0%, #043123 45%, #0b7352 100%)"
      py={{ base: 10, md: 16, lg: 20 }}
    >
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Flex direction={{ base: 'column', lg: 'row' }} align="center" gap={{ base: 10, lg: 12 }}>
          <Stack gap={{ base: 5, md: 6 }} flex="1" minW={0}>
            <Text
              as="p"
              alignSelf="flex-start"
              fontSize="sm"
              fontWeight="semibold"
              letterSpacing="wide"
              textTransform="uppercase"
              color="#d4f34a"
            >
              {t('landing.hero.eyebrow')}
            </Text>
            <Heading
              as="h1"
              id="landing-hero-title"
              fontSize={{ base: '2xl', sm: '3xl', md: '4xl', lg: '5xl' }}
              lineHeight="1.15"
              fontWeight="bold"
              overflowWrap="break-word"
              hyphens="auto"
            >
              {t('landing.hero.title')}
            </Heading>
            <Text fontSize={{ base: 'md', md: 'lg' }} color="#dcefe8" maxW="2xl">
              {t('landing.hero.text')}
            </Text>
            <HStack gap={3} wrap="wrap">
              <Button
                asChild
                size="lg"
                bg="#d4f34a"
                color="#0b2b2c"
                fontWeight="bold"
                _hover={{ bg: '#c3e33a' }}
                focusRingColor="white"
              >
                <RouterLink to={PATHS.bookingStart}>{t('landing.hero.cta')}</RouterLink>
              </Button>
              <Button
                asChild
                size="lg"
                variant="outline"
                color="white"
                borderColor="whiteAlpha.700"
                _hover={{ bg: 'whiteAlpha.200' }}
                focusRingColor="white"
              >
                <a href="#how-it-works">{t('landing.hero.secondary')}</a>
              </Button>
            </HStack>
            <List.Root as="ul" listStyle="none" gap={2} color="#e8f5f0" fontSize={{ base: 'sm', md: 'md' }}>
              {(['highlightOne', 'highlightTwo', 'highlightThree'] as const).map((key) => (
                <List.Item key={key} display="flex" alignItems="center" gap={2}>
                  <CheckIcon />
                  {t(`landing.hero.${key}`)}
                </List.Item>
              ))}
            </List.Root>
          </Stack>
          <Box flex="1" w="100%" minW={0}>
            <HeroIllustration label={t('landing.hero.illustration')} />
          </Box>
        </Flex>
      </Container>
    </Box>
  );
}
