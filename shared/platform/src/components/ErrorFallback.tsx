import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorFallbackProps {
  /** Retry handler; without it the button reloads the page. */
  onRetry?: () => void;
  /** Identifies the failed part for tests, e.g. the remote name. */
  area?: string;
  /**
   * `updating`: the part is refused until a deployment (a remote built for another platform): the text says the
   * area is being updated and the button reloads the page, since Retry cannot help. Default `failed`.
   */
  reason?: 'failed' | 'updating';
}

/** "Oops, something went wrong." with a Retry button (SPEC §2, §8), or "this area is being updated" with Reload. */
export function ErrorFallback({ onRetry, area, reason = 'failed' }: ErrorFallbackProps) {
  const { t } = useTranslation('platform');
  const updating = reason === 'updating';
  return (
    <Box role="alert" data-testid="error-fallback" data-area={area} data-reason={reason} borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l3" p={{ base: '5', md: '8' }} textAlign="center" my="6">
      <Heading as="h2" size="lg" mb="2">
        {t(updating ? 'errorFallback.updating.title' : 'errorFallback.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t(updating ? 'errorFallback.updating.description' : 'errorFallback.description')}
      </Text>
      <Button onClick={updating || !onRetry ? () => window.location.reload() : onRetry}>{t(updating ? 'errorFallback.updating.reload' : 'errorFallback.retry')}</Button>
    </Box>
  );
}
