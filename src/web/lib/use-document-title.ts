import { useEffect } from 'react';

/**
 * Names the browser tab after what the page shows while it is open, and gives back the name it found
 * when the page goes. NOTE: the server writes the page's first `<title>` itself (with its description and
 * structured data); this keeps the tab's name in step as the browser navigates.
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
