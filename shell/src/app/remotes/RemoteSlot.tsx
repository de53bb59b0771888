import { Suspense, lazy, memo, type ComponentType, type ReactNode } from 'react';
import { ErrorBoundary, type Role } from '@chargevalet/platform';
import type { RemoteName } from '@chargevalet/contract';
import type { ExposedModule } from './remoteRuntime';
import { useRemoteAttempt } from './remoteAttempts';

/** Loads one exposed module of a remote (tests pass their own). */
export type RemoteModuleLoader = (name: RemoteName, module: ExposedModule, role: Role | null, retry: boolean) => Promise<{ default: ComponentType }>;

export const defaultModuleLoader: RemoteModuleLoader = (name, module, role, retry) =>
  import('./remoteRuntime').then((m) => m.loadRemoteModule(name, module, role, retry));

/**
 * One lazy component per (loader, remote, module, role, attempt): a slot mounted twice (sidebar and drawer) loads
 * once, and Retry on the remote's area (a new attempt) loads the slot again too.
 */
const cache = new WeakMap<RemoteModuleLoader, Map<string, ComponentType>>();
function lazyModule(loader: RemoteModuleLoader, name: RemoteName, module: ExposedModule, role: Role | null, attempt: number): ComponentType {
  let perLoader = cache.get(loader);
  if (!perLoader) cache.set(loader, (perLoader = new Map()));
  const key = `${name}/${module}|${role ?? 'anonymous'}|${attempt}`;
  let component = perLoader.get(key);
  if (!component) {
    component = lazy(() => loader(name, module, role, attempt > 0));
    perLoader.set(key, component);
  }
  return component;
}

export interface RemoteSlotProps {
  name: RemoteName;
  module: ExposedModule;
  role: Role | null;
  loader?: RemoteModuleLoader;
  /** Shown while loading and in place of a remote that is down or throws (default: nothing). */
  fallback?: ReactNode;
}

/**
 * A remote's component embedded in the shell's frame (not a route): inside its own error boundary and Suspense,
 * so a dead or failing remote only hides this slot (the frame and the page's routes keep working).
 */
export const RemoteSlot = memo(function RemoteSlot({ name, module, role, loader = defaultModuleLoader, fallback = null }: RemoteSlotProps) {
  const attempt = useRemoteAttempt(name);
  const Component = lazyModule(loader, name, module, role, attempt);
  return (
    <ErrorBoundary area={`${name}/${module}`} fallback={() => fallback} resetKey={attempt}>
      <Suspense fallback={fallback}>
        <Component />
      </Suspense>
    </ErrorBoundary>
  );
});
