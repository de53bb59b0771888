import { useEffect } from 'react';

/** The title the last server render asked for (no document there, and effects do not run on the server). */
let serverTitle: string | null = null;

/** Sets the browser tab title while a page is on screen and restores the previous one afterwards (null: leaves it). */
export function useDocumentTitle(title: string | null): void {
  if (typeof document === 'undefined' && title !== null) serverTitle = title;
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}

/** The page title of the last server render (shell/src/server), then forgets it. */
export function takeServerTitle(): string | null {
  const title = serverTitle;
  serverTitle = null;
  return title;
}
