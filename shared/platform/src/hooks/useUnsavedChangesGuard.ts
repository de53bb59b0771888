import { useCallback, useEffect, useRef, useState } from 'react';
import { useLocation, useNavigate } from 'react-router-dom';
import { setLeaveGuard } from '../leaveGuard';

export type GuardKind = 'leave' | 'discard';

export interface UnsavedChangesGuard {
  /** What the confirm modal asks about while it is open (null: closed). */
  asking: GuardKind | null;
  /** Runs `action` now when nothing is dirty, otherwise after the user confirms (leaving, or discarding). */
  guard(action: () => void, kind?: GuardKind): void;
  /** The user chose to leave: the held-back navigation or action runs. */
  leave(): void;
  /** The user chose to stay. */
  stay(): void;
}

/** Modifier clicks, other targets and downloads are the browser's business (new tab, save link, …). */
function isPlainLinkClick(event: MouseEvent, anchor: HTMLAnchorElement): boolean {
  if (event.defaultPrevented || event.button !== 0) return false;
  if (event.metaKey || event.ctrlKey || event.shiftKey || event.altKey) return false;
  if (anchor.target && anchor.target !== '_self') return false;
  return !anchor.hasAttribute('download');
}

/**
 * Leaving with unsaved changes opens a confirm modal (SPEC §2). Catches link clicks anywhere on the page (the shell's
 * header and sidebar, the area navigation, links in the page) before the router sees them, action buttons through
 * `guard(action)`, the frame's action buttons that leave the page (the shell's logout) through the platform's
 * leave guard, and reloading or closing the tab through the browser's own beforeunload prompt.
 *
 * Not react-router's useBlocker: that needs a data router, and the shell mounts a BrowserRouter.
 */
export function useUnsavedChangesGuard(dirty: boolean): UnsavedChangesGuard {
  const navigate = useNavigate();
  const location = useLocation();
  const pending = useRef<(() => void) | null>(null);
  const [asking, setAsking] = useState<GuardKind | null>(null);
  const here = `${location.pathname}${location.search}`;

  useEffect(() => {
    if (!dirty) return undefined;
    const onClick = (event: MouseEvent) => {
      const anchor = (event.target as Element | null)?.closest?.('a[href]') as HTMLAnchorElement | null;
      if (!anchor || !isPlainLinkClick(event, anchor)) return;
      const href = anchor.getAttribute('href') ?? '';
      const url = new URL(href, window.location.href);
      const sameOrigin = url.origin === window.location.origin;
      if (sameOrigin && `${url.pathname}${url.search}` === here) return; // same page (an anchor on it)
      event.preventDefault();
      event.stopPropagation();
      pending.current = sameOrigin ? () => navigate(`${url.pathname}${url.search}${url.hash}`) : () => window.location.assign(url.href);
      setAsking('leave');
    };
    const onBeforeUnload = (event: BeforeUnloadEvent) => {
      event.preventDefault();
      // Chrome still wants returnValue set
      event.returnValue = '';
    };
    document.addEventListener('click', onClick, true);
    window.addEventListener('beforeunload', onBeforeUnload);
    return () => {
      document.removeEventListener('click', onClick, true);
      window.removeEventListener('beforeunload', onBeforeUnload);
    };
  }, [dirty, here, navigate]);

  // The shell's logout (an action button, SPEC §2) asks here first while something is unsaved.
  useEffect(() => {
    if (!dirty) return undefined;
    return setLeaveGuard((proceed) => {
      pending.current = proceed;
      setAsking('leave');
    });
  }, [dirty]);

  const guard = useCallback(
    (action: () => void, kind: GuardKind = 'leave') => {
      if (!dirty) {
        action();
        return;
      }
      pending.current = action;
      setAsking(kind);
    },
    [dirty],
  );
  const leave = useCallback(() => {
    const action = pending.current;
    pending.current = null;
    setAsking(null);
    action?.();
  }, []);
  const stay = useCallback(() => {
    pending.current = null;
    setAsking(null);
  }, []);
  return { asking, guard, leave, stay };
}
