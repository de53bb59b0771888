import { createToaster } from '@chakra-ui/react';

/** The page's toaster. SPEC §9: one toast at a time. */
// Below the sticky header (4rem high): a toast never covers the header's controls (language, bell, menu), also at 400 px.
export const TOAST_OFFSETS = { top: '4.75rem', right: '1rem', bottom: '1rem', left: '1rem' } as const;
export const toaster = createToaster({ placement: 'top-end', max: 1, pauseOnPageIdle: true, offsets: TOAST_OFFSETS });

export type NotifyType = 'success' | 'error' | 'warning' | 'info' | 'loading';
export interface NotifyOptions {
  type?: NotifyType;
  title: string;
  description?: string;
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
