import { useEffect, useMemo, useSyncExternalStore } from 'react';
import { toRemotePages } from '@chargevalet/contract/core';
import type { PageStart, RemoteName, RemotePages } from '@chargevalet/contract';
import { readPageStart } from '@chargevalet/platform';
import type { RemotePagesState, RemotePagesStates } from '../routes/routeTable';
import { remoteAttempt, subscribeToAttempts } from './remoteAttempts';

/** Reads a remote's page declaration (its mf-manifest.json's metaData.pages); tests pass their own. */
export type RemotePagesLoader = (name: RemoteName, retry: boolean) => Promise<RemotePages>;

export const defaultPagesLoader: RemotePagesLoader = (name, retry) => import('./remoteRuntime').then((m) => m.loadRemotePages(name, retry));

/**
 * The declarations read so far, per loader and (remote, attempt): module level, so each is read once per page
 * load; Retry on a remote's area (a new attempt) reads it again.
 */
const states = new WeakMap<RemotePagesLoader, Map<string, RemotePagesState>>();
const listeners = new Set<() => void>();
let snapshot = 0;

function changed() {
  snapshot += 1;
  for (const listener of listeners) listener();
}

function subscribe(listener: () => void): () => void {
  listeners.add(listener);
  const unsubscribe = subscribeToAttempts(listener);
  return () => {
    listeners.delete(listener);
    unsubscribe();
  };
}

function stateOf(loader: RemotePagesLoader, name: RemoteName): RemotePagesState | undefined {
  return states.get(loader)?.get(`${name}|${remoteAttempt(name)}`);
}

function read(loader: RemotePagesLoader, name: RemoteName): void {
  let perLoader = states.get(loader);
  if (!perLoader) states.set(loader, (perLoader = new Map()));
  const attempt = remoteAttempt(name);
  const key = `${name}|${attempt}`;
  if (perLoader.has(key)) return;
  perLoader.set(key, { status: 'pending' });
  loader(name, attempt > 0).then(
    (pages) => perLoader.set(key, { status: 'ready', pages }),
    (error: unknown) => {
      console.error(`[ChargeValet] the pages of remote ${name} could not be read`, error);
      perLoader.set(key, { status: 'failed' });
    },
  ).finally(changed);
}

/**
 * The page declarations of the given remotes, read when first asked for (none for `[]`: the shell's own pages read
 * nothing, so the landing page fetches no manifest).
 */
export function useRemotePages(names: readonly RemoteName[], loader: RemotePagesLoader = defaultPagesLoader): RemotePagesStates {
  const current = () => `${snapshot}|${names.map(remoteAttempt).join(',')}`;
  const version = useSyncExternalStore(subscribe, current, current);
  const attempts = names.map(remoteAttempt).join(',');
  const key = names.join(',');
  useEffect(() => {
    for (const name of key ? (key.split(',') as RemoteName[]) : []) read(loader, name);
  }, [key, loader, attempts]);
  // One object per version of the declarations: what is built from them (the sidebar's links) can be memoised.
  return useMemo(
    () => Object.fromEntries((key ? (key.split(',') as RemoteName[]) : []).map((name) => [name, stateOf(loader, name) ?? { status: 'pending' }])),
    [version, key, loader],
  );
}

/**
 * Declarations known before the first render, so it needs no request for them: the build-time page's (its server
 * render and the browser's hydration start from the same answers, shell/src/server and startApp.tsx).
 */
export function seedRemotePages(declared: Partial<Record<RemoteName, RemotePages>>, loader: RemotePagesLoader = defaultPagesLoader): void {
  let perLoader = states.get(loader);
  if (!perLoader) states.set(loader, (perLoader = new Map()));
  for (const [name, pages] of Object.entries(declared) as [RemoteName, RemotePages][]) {
    perLoader.set(`${name}|${remoteAttempt(name)}`, { status: 'ready', pages });
  }
  changed();
}

/**
 * The declarations in the page the server sent (PageStart: the page's remote's mf-manifest.json by the URL the
 * remotes config names, as loadRemotePages would read it), checked as loadRemotePages checks them: seeded before the
 * first render, the page's frame and heading (DeclaredAreaPlaceholder) are in that render instead of after a lazy
 * import and a turn of the event loop (issue 29's LCP).
 */
export function pageStartDeclarations(start: PageStart | null = readPageStart()): Partial<Record<RemoteName, RemotePages>> {
  const manifests = start?.manifests ?? {};
  return Object.fromEntries(
    Object.entries(start?.remotes ?? {}).flatMap(([name, url]) => {
      const manifest = manifests[url] as { metaData?: { pages?: unknown } } | null | undefined;
      const pages = toRemotePages(manifest?.metaData?.pages);
      return pages ? [[name, pages]] : [];
    }),
  );
}
