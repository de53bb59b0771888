import { act, render, screen } from '@testing-library/react';
import type { UseQueryResult } from '@tanstack/react-query';
import { useState } from 'react';
import { flushSync } from 'react-dom';
import { PlatformProvider } from '../PlatformProvider';
import { QueryStatus, useDeferredPending } from './QueryStatus';

const loading = { data: undefined, isError: false, isPending: true } as UseQueryResult<string>;
const loaded = { data: 'Die Bestellungen', isError: false } as UseQueryResult<string>;
const failed = { data: undefined, isError: true, refetch: jest.fn() } as unknown as UseQueryResult<string>;

let setQuery: (query: UseQueryResult<string>) => void = () => undefined;
function Page({ initial }: { initial: UseQueryResult<string> }) {
  const [query, set] = useState(initial);
  setQuery = set;
  return (
    <QueryStatus query={query} loadingText="Lädt" errorText="Nicht geladen">
      {(data) => <p>{data}</p>}
    </QueryStatus>
  );
}
const renderPage = (initial: UseQueryResult<string>) =>
  render(
    <PlatformProvider>
      <Page initial={initial} />
    </PlatformProvider>,
  );

test('data that arrives renders in a later, deferred render, not in the urgent one that brought it', async () => {
  renderPage(loading);
  expect(screen.getByRole('status', { name: 'Lädt' })).toBeInTheDocument();
  let inUrgentRender: HTMLElement | null = null;
  act(() => {
    // A query's answer comes as a synchronous update (useSyncExternalStore); flushSync renders it the same way.
    flushSync(() => setQuery(loaded));
    inUrgentRender = screen.queryByText('Die Bestellungen');
  });
  expect(inUrgentRender).toBeNull();
  expect(await screen.findByText('Die Bestellungen')).toBeInTheDocument();
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
});

test('data there at mount renders at once; a failure without data shows the alert', () => {
  renderPage(loaded);
  expect(screen.getByText('Die Bestellungen')).toBeInTheDocument();
  act(() => setQuery(failed));
  expect(screen.getByText('Nicht geladen')).toBeInTheDocument();
});

test('useDeferredPending turns false in the render where QueryStatus shows the data, not in the urgent one', async () => {
  let pendingInUrgentRender: boolean | null = null;
  function Laid() {
    const [query, set] = useState(loading);
    setQuery = set;
    const pending = useDeferredPending(query);
    return (
      <>
        <QueryStatus query={query}>{(data) => <p>{data}</p>}</QueryStatus>
        {!pending && <aside>Beiseite</aside>}
      </>
    );
  }
  render(
    <PlatformProvider>
      <Laid />
    </PlatformProvider>,
  );
  act(() => {
    flushSync(() => setQuery({ ...loaded, isPending: false } as UseQueryResult<string>));
    pendingInUrgentRender = screen.queryByText('Beiseite') === null;
  });
  expect(pendingInUrgentRender).toBe(true);
  const aside = await screen.findByText('Beiseite');
  // The aside and the data arrive together.
  expect(screen.getByText('Die Bestellungen')).toBeInTheDocument();
  expect(aside).toBeInTheDocument();
});
