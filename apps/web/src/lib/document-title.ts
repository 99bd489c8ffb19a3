// The tab's title names the screen (docs/product.md#screens-and-routes routes; SEO): 'Discover — Kala', 'Bandhani Wall
// Hanging — Kala'. Each route module sets it with useDocumentTitle; the home page keeps the app's own title.

import { SCREEN } from '@kala/contract';
import { useEffect } from 'react';

/** 'Page — Kala', or 'Kala — Indian art marketplace' (index.html's title) without a page name. */
export function documentTitle(page?: string | null): string {
  return SCREEN.app.pageTitle(page);
}

/** Sets document.title while the screen is shown; pass undefined until its data (e.g. the artwork) has loaded. */
export function useDocumentTitle(page?: string | null): void {
  const title = documentTitle(page);
  useEffect(() => {
    document.title = title;
  }, [title]);
}
