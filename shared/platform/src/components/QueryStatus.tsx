import { useDeferredValue } from 'react';
import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { Alert, Button, Center, Spinner } from '@chakra-ui/react';

export interface QueryStatusProps<T> {
  query: UseQueryResult<T>;
  /** The alert's text when loading failed (default: "could not be loaded"). */
  errorText?: string;
  /** The spinner's and the Retry button's names (default: the platform's). */
  loadingText?: string;
  retryText?: string;
  children: (data: T) => ReactNode;
}

/**
 * Renders `children(data)` once the query has data; a spinner while loading; an alert with Retry on failure.
 * New data renders from its deferred copy: the query's answer arrives through useSyncExternalStore, whose updates
 * React renders at once and whole, so a page's content (a list, the dashboard's charts) was one long task; the
 * deferred render is a transition, which React splits into slices and leaves for a tap (issue 29: TBT, INP).
 * Data there at mount (from the cache) renders at once.
 */
export function QueryStatus<T>({ query, errorText, loadingText, retryText, children }: QueryStatusProps<T>) {
  const { t } = useTranslation('platform');
  const data = useDeferredValue(query.data);
  if (data !== undefined) return <>{children(data)}</>;
  if (query.isError && query.data === undefined)
    return (
      <Alert.Root status="error" alignItems="center">
        <Alert.Indicator />
        <Alert.Title flex="1">{errorText ?? t('query.loadFailed')}</Alert.Title>
        <Button size="sm" variant="outline" onClick={() => void query.refetch()}>
          {retryText ?? t('query.retry')}
        </Button>
      </Alert.Root>
    );
  return <Pending label={loadingText} />;
}

/**
 * Whether the query's data is still on its way in the render where QueryStatus shows it (the same deferred render):
 * for what a page lays out only once that data is there (the dashboard's charts below its groups, the calendar's
 * unassigned orders beside the week), so that it does not move when the data arrives (CLS).
 */
export function useDeferredPending(query: UseQueryResult<unknown>): boolean {
  return useDeferredValue(query.isPending);
}

/** Something still on its way — data or a page's code (a lazy page's Suspense fallback): a named spinner. */
export function Pending({ label }: { label?: string | undefined }) {
  const { t } = useTranslation('platform');
  return (
    <Center py="10" role="status" aria-label={label ?? t('loading')}>
      <Spinner />
    </Center>
  );
}
