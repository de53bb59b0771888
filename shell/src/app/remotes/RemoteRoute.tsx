import { Suspense, lazy, memo, useMemo, type ComponentType } from 'react';
import { Box, Center, DeclaredAreaPlaceholder, ErrorBoundary, ErrorFallback, Spinner, type Role } from '@chargevalet/platform';
import { useLocation } from 'react-router-dom';
import type { RemoteName, RemotePages } from '@chargevalet/contract';
import { useTranslation } from 'react-i18next';
import { retryRemote, useRemoteAttempt } from './remoteAttempts';
import { RemoteIncompatibleError } from './remoteErrors';

export type RemoteLoader = (name: RemoteName, role: Role | null, retry: boolean) => Promise<{ default: ComponentType }>;

const defaultLoader: RemoteLoader = (name, role, retry) => import('./remoteRuntime').then((m) => m.loadRemoteApp(name, role, retry));

/** A lazy component per (remote, role, attempt): Retry creates a new attempt that loads again. */
const cache = new Map<string, ComponentType>();
function lazyRemote(loader: RemoteLoader, name: RemoteName, role: Role | null, attempt: number): ComponentType {
  const key = `${name}|${role ?? 'anonymous'}|${attempt}`;
  let component = cache.get(key);
  if (!component) {
    component = lazy(() => loader(name, role, attempt > 0));
    cache.set(key, component);
  }
  return component;
}

/**
 * A remote's area is at least as tall as the viewport below the header, while it loads and once it has rendered: the
 * footer stays out of view when the remote arrives, however short its first render is (a page that shows its own
 * loading state until its data comes), so it neither jumps into view nor out again (CLS, issue 29).
 */
const REMOTE_AREA_MIN_H = 'calc(100dvh - 4rem)';

export function RemoteLoading() {
  const { t } = useTranslation('platform');
  return (
    <Center py="16" minH={REMOTE_AREA_MIN_H} role="status" aria-live="polite" data-testid="remote-loading">
      <Spinner size="lg" color="brand.solid" aria-hidden />
      <span style={{ position: 'absolute', width: 1, height: 1, overflow: 'hidden', clip: 'rect(0 0 0 0)' }}>{t('loading')}</span>
    </Center>
  );
}

export interface RemoteRouteProps {
  name: RemoteName;
  role: Role | null;
  loader?: RemoteLoader;
  /** The remote's declaration and the page about to show: the frame and heading shown while its code loads. */
  declaration?: RemotePages;
  pageId?: string;
}

/**
 * Mounts a remote's App inside an error boundary and Suspense. While its code loads: the frame its declaration
 * states and the page's heading (DeclaredAreaPlaceholder), or a spinner for a remote that declares no frame. A
 * failure shows ErrorFallback whose Retry loads again, a remote refused for its platform version says the area is being updated (Retry cannot help before a deployment).
 * The boundary also resets when the path changes: a remote page that threw does not hide the remote's other pages
 * (a remote that failed to load stays failed there too, until Retry).
 */
export const RemoteRoute = memo(function RemoteRoute({ name, role, loader = defaultLoader, declaration, pageId }: RemoteRouteProps) {
  const { pathname } = useLocation();
  const attempt = useRemoteAttempt(name);
  const Remote = useMemo(() => lazyRemote(loader, name, role, attempt), [loader, name, role, attempt]);
  return (
    <Box minH={REMOTE_AREA_MIN_H} data-testid="remote-area">
      <ErrorBoundary
        area={name}
        resetKey={`${name}|${role ?? ''}|${pathname}`}
        onReset={() => retryRemote(name)}
        fallback={({ error, reset }) => <ErrorFallback area={name} onRetry={reset} reason={error instanceof RemoteIncompatibleError ? 'updating' : 'failed'} />}
      >
        <Suspense fallback={declaration?.area && pageId ? <DeclaredAreaPlaceholder remote={name} declaration={declaration} pageId={pageId} /> : <RemoteLoading />}>
          <Remote />
        </Suspense>
      </ErrorBoundary>
    </Box>
  );
});
