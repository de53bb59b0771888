import { Box, Button, Heading, Text } from '@chakra-ui/react';
import { useTranslation } from 'react-i18next';

export interface ErrorFallbackProps {
  /** Retry handler; without it the button reloads the page. */
  onRetry?: () => void;
  /** Identifies the failed part for tests, e.g. the remote name. */
  area?: string;
}

/** "Oops, something went wrong." with a Retry button (SPEC §2, §8). */
export function ErrorFallback({ onRetry, area }: ErrorFallbackProps) {
  const { t } = useTranslation('platform');
  return (
    <Box role="alert" data-testid="error-fallback" data-area={area} borderWidth="1px" borderColor="border.error" bg="bg.error" rounded="l3" p={{ base: '5', md: '8' }} textAlign="center" my="6">
      <Heading as="h2" size="lg" mb="2">
        {t('errorFallback.title')}
      </Heading>
      <Text color="fg.muted" mb="4">
        {t('errorFallback.description')}
      </Text>
      <Button onClick={onRetry ?? (() => window.location.reload())}>{t('errorFallback.retry')}</Button>
    </Box>
  );
}
