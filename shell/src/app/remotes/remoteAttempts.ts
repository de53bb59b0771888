import { useSyncExternalStore } from 'react';
import type { RemoteName } from '@chargevalet/contract';

/**
 * Retries so far per remote (module level: a failed remote stays failed until Retry, even across navigation).
 * Shared by the remote's routes (RemoteRoute) and its pieces in the frame (RemoteSlot): Retry on the area also
 * loads the sidebar's account card again, so the card recovers with its area.
 */
const attempts = new Map<RemoteName, number>();
const listeners = new Set<() => void>();

export function remoteAttempt(name: RemoteName): number {
  return attempts.get(name) ?? 0;
}

export function retryRemote(name: RemoteName): void {
  attempts.set(name, remoteAttempt(name) + 1);
  for (const listener of listeners) listener();
}

/** Calls `listener` whenever Retry starts a new attempt of any remote. */
export function subscribeToAttempts(listener: () => void): () => void {
  listeners.add(listener);
  return () => listeners.delete(listener);
}

/** The remote's current attempt; re-renders when Retry starts a new one. */
export function useRemoteAttempt(name: RemoteName): number {
  return useSyncExternalStore(
    subscribeToAttempts,
    () => remoteAttempt(name),
    () => remoteAttempt(name),
  );
}
