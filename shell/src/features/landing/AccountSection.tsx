import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';

/** Create-account and sign-in call to action; the landing page shows it to anonymous visitors only. */
export function AccountSection() {
  const { t } = useTranslation(SHELL_NS);
  return (
    <Box as="section" aria-labelledby="account-title" pb={{ base: 12, md: 16 }}>
      <Container maxW="6xl" px={{ base: 4, md: 6 }}>
        <Stack
          direction={{ base: 'column', md: 'row' }}
          align={{ base: 'stretch', md: 'center' }}
          justify="space-between"
          gap={6}
          p={{ base: 6, md: 8 }}
          borderRadius="2xl"
          borderWidth="1px"
          borderColor="border"
          bg="bg.panel"
        >
          <Stack gap={1} maxW="2xl">
            <Heading as="h2" id="account-title" fontSize={{ base: 'xl', md: '2xl' }}>
              {t('landing.account.title')}
            </Heading>
            <Text color="fg.muted">{t('landing.account.text')}</Text>
          </Stack>
          <HStack gap={3} flexShrink={0} wrap="wrap">
            <Button asChild size="lg" colorPalette="brand" flex={{ base: '1', md: 'initial' }}>
              <RouterLink to={PATHS.register}>{t('landing.account.register')}</RouterLink>
            </Button>
            <Button asChild size="lg" variant="outline" colorPalette="brand" flex={{ base: '1', md: 'initial' }}>
              <RouterLink to={PATHS.login}>{t('landing.account.login')}</RouterLink>
            </Button>
          </HStack>
        </Stack>
      </Container>
    </Box>
  );
}
