import { useEffect } from 'react';

/** Sets the browser tab title while a page is on screen and restores the previous one afterwards (null: leaves it). */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
