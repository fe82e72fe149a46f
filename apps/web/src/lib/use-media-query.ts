import { useSyncExternalStore } from 'react';
import { MOBILE_BREAKPOINT_PX } from '@grofresh/contracts';

/**
 * Live result of a CSS media query; false where matchMedia does not exist (tests, old
 * browsers) and in the server's HTML, which the first render in the browser matches.
 */
export function useMediaQuery(query: string): boolean {
  return useSyncExternalStore(
    (onChange) => {
      if (typeof window.matchMedia !== 'function') return () => {};
      const list = window.matchMedia(query);
      list.addEventListener('change', onChange);
      return () => list.removeEventListener('change', onChange);
    },
    () => typeof window.matchMedia === 'function' && window.matchMedia(query).matches,
    () => false,
  );
}

export const MOBILE_QUERY = `(max-width: ${MOBILE_BREAKPOINT_PX}px)`;
export const REDUCED_MOTION_QUERY = '(prefers-reduced-motion: reduce)';

export const useIsMobile = () => useMediaQuery(MOBILE_QUERY);
export const usePrefersReducedMotion = () => useMediaQuery(REDUCED_MOTION_QUERY);
