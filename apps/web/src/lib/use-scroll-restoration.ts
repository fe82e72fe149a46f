import { useLayoutEffect } from 'react';
import { useLocation, useNavigationType } from 'react-router';

const STORAGE_KEY = 'grofresh-scroll';

const readPositions = (): Record<string, number> => {
  try {
    return JSON.parse(sessionStorage.getItem(STORAGE_KEY) ?? '{}') as Record<string, number>;
  } catch {
    return {};
  }
};

let positions: Record<string, number> | undefined;

/**
 * Back and forward return to where the shopper was on that page, a reload too; any other
 * navigation starts at the top. A fresh page load has the key "default" whatever the URL, so
 * those are keyed by URL instead.
 */
export function useScrollRestoration(): void {
  const location = useLocation();
  const navigation = useNavigationType();
  const key = location.key === 'default' ? location.pathname + location.search : location.key;
  useLayoutEffect(() => {
    positions ??= readPositions();
    const saved = positions;
    window.history.scrollRestoration = 'manual';
    if (navigation === 'POP' && saved[key] !== undefined) window.scrollTo(0, saved[key]);
    else if (navigation !== 'POP') window.scrollTo(0, 0);
    // Kept as the shopper scrolls: once the next page is in, this one's length is gone.
    const remember = () => {
      saved[key] = window.scrollY;
    };
    const persist = () => {
      try {
        sessionStorage.setItem(STORAGE_KEY, JSON.stringify(saved));
      } catch {
        // No session storage: positions last for this page load only.
      }
    };
    window.addEventListener('scroll', remember, { passive: true });
    window.addEventListener('pagehide', persist);
    return () => {
      window.removeEventListener('scroll', remember);
      window.removeEventListener('pagehide', persist);
    };
  }, [key, navigation]);
}
