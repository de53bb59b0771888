import type { ReactNode } from 'react';
import { toaster, type NotifyType } from '@chargevalet/platform';

/** Like the platform's `notify` (one toast at a time), with a description that may hold links. */
export function notifyNode({ type, title, description, duration }: { type: NotifyType; title: string; description?: ReactNode; duration?: number }): string {
  toaster.remove();
  return toaster.create({ type, title, description, closable: true, duration: duration ?? 10_000 });
}
