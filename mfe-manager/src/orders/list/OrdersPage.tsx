import { useEffect, useRef, useState, type FormEvent } from 'react';
import { useSearchParams } from 'react-router-dom';
import { useTranslation } from 'react-i18next';
import { ORDER_STATES, MANAGER_ORDERS_PAGE_SIZE, insightPaths } from '@chargevalet/contract/core';
import { Box, Button, Field, Flex, Input, Link, NativeSelect, ORDERS_NS, PageHeading, Text, useDocumentTitle } from '@chargevalet/platform';
import { useOrders } from '../api/getOrders';
import { QueryStatus } from '../QueryStatus';
import { MANAGER_ORDERS_NS } from '../texts';
import { OrderItemsTable } from './OrderItemsTable';
import { Pagination } from './Pagination';
import { readFilters, toOrdersQuery, writeFilters, type OrdersFilters } from './ordersSearch';

/** /orders: every order, searchable and filterable, 10 a page, the filters in the address bar. */
export function OrdersPage() {
  const { t } = useTranslation([MANAGER_ORDERS_NS, ORDERS_NS]);
  useDocumentTitle(t('list.documentTitle'));
  const [params, setParams] = useSearchParams();
  const filters = readFilters(params);
  const orders = useOrders(toOrdersQuery(filters));
  // A new filter starts at page 1; each change is a history entry, so Back returns to the previous search (the
  // search as it is being typed replaces its entry instead of adding one per pause).
  const apply = (change: Partial<OrdersFilters>, replace = false) => setParams(writeFilters({ ...filters, page: 1, ...change }), { replace });
  const filtered = Boolean(filters.query || filters.state || filters.date);

  return (
    <Box>
      <PageHeading title={t('list.title')} />
      <SearchForm query={filters.query} onSearch={(query, typing) => apply({ query }, typing)} />
      <Flex gap="3" mt="3" mb="5" direction={{ base: 'column', sm: 'row' }} align={{ base: 'stretch', sm: 'flex-end' }}>
        <Box flex="1">
          <Field label={t('list.stateLabel')}>
            <NativeSelect.Root>
              <NativeSelect.Field value={filters.state} onChange={(e) => apply({ state: e.currentTarget.value as OrdersFilters['state'] })}>
                <option value="">{t('list.allStates')}</option>
                {ORDER_STATES.map((state) => (
                  <option key={state} value={state}>
                    {t(`${ORDERS_NS}:states.${state}`)}
                  </option>
                ))}
              </NativeSelect.Field>
              <NativeSelect.Indicator />
            </NativeSelect.Root>
          </Field>
        </Box>
        <Box flex="1">
          <Field label={t('list.dateLabel')}>
            <Input type="date" value={filters.date} onChange={(e) => apply({ date: e.currentTarget.value })} />
          </Field>
        </Box>
        {filtered && (
          <Button variant="ghost" onClick={() => setParams(new URLSearchParams())}>
            {t('list.reset')}
          </Button>
        )}
        {/* every order of the current filter (not only this page), as the server streams it */}
        <Button asChild variant="outline">
          <Link href={insightPaths.ordersExport(toOrdersQuery(filters))} download aria-label={t('list.exportCsvLabel')} textDecoration="none">
            {t('list.exportCsv')}
          </Link>
        </Button>
      </Flex>
      <QueryStatus query={orders}>
        {({ data, meta }) => {
          if (data.length === 0) return <Text color="fg.muted">{t('list.empty')}</Text>;
          const from = (meta.page - 1) * meta.pageSize + 1;
          const totalPages = Math.ceil(meta.total / (meta.pageSize || MANAGER_ORDERS_PAGE_SIZE));
          return (
            <Box aria-busy={orders.isPlaceholderData}>
              <Text role="status" fontSize="sm" color="fg.muted" mb="2">
                {t(meta.total_capped ? 'list.summaryCapped' : 'list.summary', { from, to: from + data.length - 1, total: meta.total })}
              </Text>
              <OrderItemsTable items={data} caption={t('list.caption')} />
              <Pagination page={meta.page} totalPages={totalPages} onPage={(page) => setParams(writeFilters({ ...filters, page }))} />
            </Box>
          );
        }}
      </QueryStatus>
    </Box>
  );
}

/** How long typing pauses before the list follows it. */
export const SEARCH_DEBOUNCE_MS = 300;

/**
 * The search field: the list follows the typing once it pauses (`SEARCH_DEBOUNCE_MS`), Enter searches at once. A
 * search put into the address bar from elsewhere (back/forward, Reset) shows in the field.
 */
function SearchForm({ query, onSearch }: { query: string; onSearch(query: string, typing: boolean): void }) {
  const { t } = useTranslation(MANAGER_ORDERS_NS);
  const [text, setText] = useState(query);
  const [shown, setShown] = useState(query);
  if (query !== shown) {
    setShown(query);
    // (the address bar following the typing leaves the field as typed, trailing space and all)
    if (query !== text.trim()) setText(query);
  }
  const search = useRef(onSearch);
  useEffect(() => {
    search.current = onSearch;
  });
  useEffect(() => {
    const typed = text.trim();
    if (typed === query) return undefined;
    const timer = setTimeout(() => search.current(typed, true), SEARCH_DEBOUNCE_MS);
    return () => clearTimeout(timer);
  }, [text, query]);
  const submit = (event: FormEvent) => {
    event.preventDefault();
    onSearch(text.trim(), false);
  };
  return (
    <form role="search" onSubmit={submit}>
      <Field label={t('list.searchLabel')}>
        <Flex gap="2" w="full">
          <Input type="search" value={text} maxLength={100} placeholder={t('list.searchPlaceholder')} onChange={(e) => setText(e.currentTarget.value)} />
          <Button type="submit">{t('list.search')}</Button>
        </Flex>
      </Field>
    </form>
  );
}
