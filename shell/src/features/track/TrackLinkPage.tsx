import { Alert, Button, Container, Heading, Stack, Text, useDocumentTitle, useLocale } from '@chargevalet/platform';
import { Link as RouterLink, useLocation } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { SHELL_NS } from './texts';
import { TrackedOrderCard } from './TrackedOrderCard';
import { useLiveTrack } from './useLiveTrack';

/** The token of a `/track/{token}` path. */
export const tokenOfPath = (pathname: string): string | null => /^\/track\/([^/]+)\/?$/.exec(pathname)?.[1] ?? null;

/**
 * Route /track/:token — the live tracking link every order mail carries (issue 31): no sign-in, the order's state,
 * times, next step and, while the car is on its way to the customer, its arrival; it updates by itself.
 */
export function TrackLinkPage() {
  const { t } = useTranslation(SHELL_NS);
  const { locale } = useLocale();
  useDocumentTitle(t('track.linkDocumentTitle'));
  const token = tokenOfPath(useLocation().pathname);
  const track = useLiveTrack(token);
  return (
    <Container maxW="xl" px={{ base: 4, md: 6 }} py={{ base: 10, md: 16 }}>
      <Stack gap={2} mb={6}>
        <Heading as="h1" fontSize={{ base: '2xl', md: '3xl' }}>
          {t('track.linkTitle')}
        </Heading>
        <Text color="fg.muted">{t('track.linkSubtitle')}</Text>
      </Stack>
      {track.status === 'loading' && <Text role="status">{t('track.linkLoading')}</Text>}
      {(track.status === 'gone' || track.status === 'failed' || !token) && (
        <Stack gap={4}>
          <Alert.Root status={track.status === 'failed' ? 'error' : 'info'} borderRadius="md" role="alert">
            <Alert.Indicator />
            <Alert.Title>{t(track.status === 'failed' ? 'track.linkFailed' : 'track.linkGone')}</Alert.Title>
          </Alert.Root>
          <Button asChild colorPalette="brand" alignSelf="flex-start">
            <RouterLink to="/track-my-number">{t('track.linkSearch')}</RouterLink>
          </Button>
        </Stack>
      )}
      {track.status === 'live' && <TrackedOrderCard order={track.view} locale={locale} live={track.connected} />}
    </Container>
  );
}
