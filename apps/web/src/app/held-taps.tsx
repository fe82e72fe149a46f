import { useEffect, type ReactNode } from 'react';

declare global {
  interface Window {
    /** Set by /csp-setup.js on a painted page: does the taps held before the app took over. */
    __releaseHeldTaps?: () => void;
  }
}

/**
 * A painted page's buttons do nothing until the app has taken the page over, so /csp-setup.js
 * holds the clicks on them. This does them again, once: the page's handlers are in place then,
 * and the cart waits for its stored lines by itself.
 */
export function releaseHeldTaps(): void {
  const release = window.__releaseHeldTaps;
  delete window.__releaseHeldTaps;
  release?.();
}

/**
 * Releases the held taps once its children have been committed (hydrated or drawn), in a task
 * of their own as real taps come: React lets a click dispatched from inside the first commit's
 * effects reach no handler.
 */
export function ReleasesHeldTaps({ children }: { children: ReactNode }) {
  useEffect(() => {
    const timer = setTimeout(releaseHeldTaps);
    return () => clearTimeout(timer);
  }, []);
  return children;
}
