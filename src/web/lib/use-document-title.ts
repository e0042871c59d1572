import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows while it is open, and gives back the name it found
 * when the page goes. NOTE: not a `<title>` element in the page: React 19 would move it into the head,
 * Preact (the browser build, decision 030) leaves it where it is and the tab keeps its old name.
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
