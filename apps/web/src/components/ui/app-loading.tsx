import { LogoMark } from './logo';
import { Spinner } from './spinner';

/**
 * What a page shows while its code is on the way: the shop's name and a spinner. index.html
 * carries the same markup in `#splash`, shown before any script has run (app-loading.test.tsx
 * keeps the two alike): a phone on a slow network sees it while the app downloads, and this
 * takes its place without a flicker when the app starts before the page's own code has come.
 */
export function AppLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="grid min-h-dvh place-content-center justify-items-center gap-5"
    >
      <span className="flex items-center gap-2" aria-hidden>
        <LogoMark />
      </span>
      <Spinner className="size-8" />
    </div>
  );
}
