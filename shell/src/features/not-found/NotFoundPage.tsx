import { Box, Button, Container, Heading, HStack, Stack, Text } from '@chargevalet/platform';
import { useTranslation } from 'react-i18next';
import { Link as RouterLink } from 'react-router-dom';
import { SHELL_NS } from './texts';
import { PATHS } from '../paths';
import { useDocumentTitle } from '@chargevalet/platform';

/** Route /not-found (and the target of unknown paths): 404 with a way home. */
export function NotFoundPage() {
  const { t } = useTranslation(SHELL_NS);
  useDocumentTitle(t('notFound.documentTitle'));
  return (
    <Container maxW="2xl" px={{ base: 4, md: 6 }} py={{ base: 16, md: 24 }}>
      <Stack gap={5} align="center" textAlign="center">
        <Box
          aria-hidden="true"
          fontSize={{ base: '6xl', md: '7xl' }}
          fontWeight="bold"
          lineHeight="1"
          color="brand.fg"
          letterSpacing="tight"
        >
          {t('notFound.code')}
        </Box>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('notFound.title')}
        </Heading>
        <Text color="fg.muted" fontSize={{ base: 'md', md: 'lg' }}>
          {t('notFound.text')}
        </Text>
        <HStack gap={3} wrap="wrap" justify="center">
          <Button asChild colorPalette="brand" size="lg">
            <RouterLink to={PATHS.home}>{t('notFound.home')}</RouterLink>
          </Button>
          <Button asChild variant="outline" colorPalette="brand" size="lg">
            <RouterLink to={PATHS.track}>{t('notFound.track')}</RouterLink>
          </Button>
        </HStack>
      </Stack>
    </Container>
  );
}
