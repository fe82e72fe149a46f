import { useEffect, useRef } from 'react';
import { useLocation } from 'react-router';
import { sendPageView } from './send-page-view';

/** Longer referrers (tracking-laden URLs) are cut; the page they came from is what counts. */
const MAX_REFERRER = 500;

/**
 * One page view per route change (docs/product/screens.md#every-page). The first view's referrer is
 * the page that linked here; after that it is the previous in-app path. A search typed on the same
 * page is not a new view.
 */
export function usePageViews(): void {
  const { pathname } = useLocation();
  const previous = useRef<string | null>(null);
  useEffect(() => {
    if (previous.current === pathname) return;
    const referrer = previous.current ?? (document.referrer.slice(0, MAX_REFERRER) || undefined);
    previous.current = pathname;
    sendPageView(referrer ? { path: pathname, referrer } : { path: pathname });
  }, [pathname]);
}
