import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Center, Spinner } from '@chargevalet/platform';
import { MANAGER_ORDERS_NS } from './texts';

/** Renders `children(data)` once the query has data; a spinner while loading; an alert with Retry on failure. */
export function QueryStatus<T>({ query, errorText, children }: { query: UseQueryResult<T>; errorText?: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  if (query.data !== undefined) return <>{children(query.data)}</>;
  if (query.isError)
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{errorText ?? t('loadFailed')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {t('retry')}
        </Button>
      </Alert.Root>
    );
  return (
    <Center py="10" role="status" aria-label={t('loading')}>
      <Spinner />
    </Center>
  );
}
