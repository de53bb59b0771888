import { useCallback, useSyncExternalStore } from 'react';

const matchMediaOf = (query: string) => (typeof window.matchMedia === 'function' ? window.matchMedia(query) : null);

/**
 * Whether the window matches a media query, e.g. `(min-width: 768px)`, followed as the window changes.
 *
 * `undefined` while React hydrates a page rendered without a window (the build-time pages): the server cannot
 * measure, so the first render must repeat its markup, which fits every width by CSS (both layouts, each hidden
 * outside its width: `shownOnlyWhere`). Right after hydration the page gets the answer and drops the other layout.
 * Rendered in the browser (a navigation), the answer is there at the first render: nothing swaps on screen, unlike
 * Chakra's useMediaQuery, whose first render is its fallback.
 */
export function useMediaMatch(query: string): boolean | undefined {
  const subscribe = useCallback(
    (onChange: () => void) => {
      const list = matchMediaOf(query);
      list?.addEventListener('change', onChange);
      return () => list?.removeEventListener('change', onChange);
    },
    [query],
  );
  return useSyncExternalStore(
    subscribe,
    () => matchMediaOf(query)?.matches ?? false,
    () => undefined,
  );
}

/** CSS (a `css` prop) that shows an element only where `query` matches (`matches`) or only where it does not. */
export function shownOnlyWhere(query: string, matches: boolean) {
  return { [`@media ${matches ? `not all and ${query}` : query}`]: { display: 'none' } };
}
