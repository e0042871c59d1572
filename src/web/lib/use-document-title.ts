import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows while it is open, and gives back the name it found
 * when the page goes (a `<title>` in the page relies on React 19 moving it into the head).
 */
export function useDocumentTitle(title: string | null): void {
  useEffect(() => {
    if (title === null) return;
    const before = document.title;
    document.title = title;
    return () => {
      document.title = before;
    };
  }, [title]);
}
