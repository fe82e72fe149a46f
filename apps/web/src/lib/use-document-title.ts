import { useEffect } from 'react';

const SHOP = 'GroFresh';

/** Each screen names itself in the tab and to screen readers arriving on it. */
export function useDocumentTitle(title?: string): void {
  useEffect(() => {
    document.title = title ? `${title} · ${SHOP}` : `${SHOP} — groceries and daily milk`;
  }, [title]);
}
