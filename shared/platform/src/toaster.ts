import type { ReactNode } from 'react';
import type { CreateToasterReturn } from '@chakra-ui/react';

type ToastStore = CreateToasterReturn<ReactNode>;
type ToastOptions = Parameters<ToastStore['create']>[0];

let store: ToastStore | null = null;
let loading: Promise<void> | null = null;
/** Toasts created before the store is there, shown as soon as it is. */
let queued: ToastOptions[] = [];
const createListeners = new Set<() => void>();
let lastId = 0;

/**
 * Chakra's toast store is a state machine's store (1.3 KB gzip): it comes with the page's first toast, not with
 * every page (issue 29). A failed load is tried again with the next toast.
 */
function loadStore(): Promise<void> {
  loading ??= import('./toast-store').then(
    ({ toastStore }) => {
      store = toastStore;
      for (const toast of queued) toastStore.create(toast);
      queued = [];
    },
    () => {
      loading = null;
    },
  );
  return loading;
}

/**
 * The page's toaster: what the apps call of Chakra's toast store, answering at once while the store loads. The
 * toaster view (toaster-view.tsx) renders the store itself.
 */
export const toaster = {
  /** Shows a toast (the store's `create`); its id at once. */
  create(options: ToastOptions): string {
    lastId += 1;
    const toast = { ...options, id: options.id ?? `cv-toast-${lastId}` };
    if (store) store.create(toast);
    else {
      queued.push(toast);
      void loadStore();
    }
    for (const listener of createListeners) listener();
    return toast.id;
  },
  /** Removes the toast with this id, or every toast. */
  remove(id?: string): void {
    if (store) store.remove(id);
    else queued = id === undefined ? [] : queued.filter((toast) => toast.id !== id);
  },
  /** How many toasts there are (those waiting for the store included). */
  getCount(): number {
    return store ? store.getCount() : queued.length;
  },
  /** The toasts on screen. */
  getVisibleToasts(): ReturnType<ToastStore['getVisibleToasts']> {
    return store ? store.getVisibleToasts() : [];
  },
  /** Calls `listener` whenever a toast is created; returns the unsubscribe. */
  subscribe(listener: () => void): () => void {
    createListeners.add(listener);
    return () => createListeners.delete(listener);
  },
};

export type NotifyType = 'success' | 'error' | 'warning' | 'info' | 'loading';
export interface NotifyOptions {
  type?: NotifyType;
  title: string;
  description?: ReactNode;
  /** e.g. { label: t('retry'), onClick: retry } (SPEC §8 'Logout Error' with Retry). */
  action?: { label: string; onClick: () => void };
  duration?: number;
}

/** Shows a toast, replacing the one on screen (one at a time). Returns the toast id. */
export function notify({ type = 'info', title, description, action, duration }: NotifyOptions): string {
  toaster.remove();
  return toaster.create({
    type,
    title,
    description,
    action,
    closable: true,
    duration: duration ?? (action ? 10_000 : 5_000),
  });
}
