import type { ReactNode } from 'react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useTranslation } from 'react-i18next';
import { QueryStatus as PlatformQueryStatus } from '@chargevalet/platform';
import { MANAGER_ORDERS_NS } from './texts';

/** The platform's QueryStatus with the manager's texts: spinner, alert with Retry, then `children(data)`. */
export function QueryStatus<T>({ query, errorText, children }: { query: UseQueryResult<T>; errorText?: string; children: (data: T) => ReactNode }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  return (
    <PlatformQueryStatus query={query} errorText={errorText ?? t('loadFailed')} loadingText={t('loading')} retryText={t('retry')}>
      {children}
    </PlatformQueryStatus>
  );
}
