import { useEffect } from 'react';

/** Sets the browser tab title while a page is on screen and restores the previous one afterwards. */
export function useDocumentTitle(title: string): void {
  useEffect(() => {
    const previous = document.title;
    document.title = title;
    return () => {
      document.title = previous;
    };
  }, [title]);
}
