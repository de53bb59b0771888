import { useEffect } from 'react';

/** What counts as the visitor's first interaction: a pointer over the page, a touch, a key, a focused field. */
const EVENTS = ['pointerover', 'pointerdown', 'keydown', 'touchstart', 'focusin'] as const;

let interacted = false;
const waiting = new Set<() => void>();
let listening = false;

function onFirstInteraction() {
  interacted = true;
  EVENTS.forEach((event) => window.removeEventListener(event, onFirstInteraction, true));
  for (const callback of [...waiting]) callback();
  waiting.clear();
}

function whenIdle(callback: () => void): void {
  if (typeof window.requestIdleCallback === 'function') window.requestIdleCallback(callback, { timeout: 1000 });
  else setTimeout(callback, 300);
}

/**
 * Runs `preload` once the page is idle after the visitor's first interaction (at most 1 s later; at once when that
 * interaction was earlier in the visit): code the visitor will probably need next loads before it is needed, yet its
 * loading never delays the interaction's own answer on a slow phone, and a visit without interaction loads none of it.
 * Returns a cancel for an effect's cleanup.
 */
export function preloadAfterFirstInteraction(preload: () => unknown, { idle = true }: { idle?: boolean } = {}): () => void {
  let cancelled = false;
  const start = () => void (cancelled || preload());
  const run = () => (idle ? whenIdle(start) : start());
  if (interacted) {
    run();
    return () => void (cancelled = true);
  }
  if (!listening) {
    listening = true;
    EVENTS.forEach((event) => window.addEventListener(event, onFirstInteraction, { capture: true, passive: true }));
  }
  waiting.add(run);
  return () => {
    cancelled = true;
    waiting.delete(run);
  };
}

/** `preloadAfterFirstInteraction` for a component: again whenever `preload` changes (e.g. the next step). */
export function usePreloadAfterFirstInteraction(preload: () => unknown, options?: { idle?: boolean }): void {
  const idle = options?.idle ?? true;
  useEffect(() => preloadAfterFirstInteraction(preload, { idle }), [preload, idle]);
}
