import { useEffect } from 'react';

/** Sets the document title to "<page> · Skillpath" while the page is shown. */
export function usePageTitle(page: string) {
  useEffect(() => {
    document.title = `${page} · Skillpath`;
  }, [page]);
}
