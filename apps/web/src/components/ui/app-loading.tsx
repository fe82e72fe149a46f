import { Spinner } from './spinner';

/**
 * What a page shows while its code is on the way: the shop's name and a spinner. index.html
 * carries the same markup, unstyled by any script, in `#splash` (app-loading.test.tsx keeps
 * the two alike): a phone on a slow network sees it while the app downloads, and this takes
 * its place without a flicker when the app starts before the page's own code has come.
 */
export function AppLoading() {
  return (
    <div
      role="status"
      aria-label="Loading"
      className="grid min-h-dvh place-content-center justify-items-center gap-5"
    >
      <span className="flex items-center gap-2" aria-hidden>
        <span className="grid size-9 place-items-center rounded-xl bg-brand-600 text-white shadow-sm">
          <svg
            viewBox="0 0 24 24"
            className="size-5"
            fill="none"
            stroke="currentColor"
            strokeWidth="2.2"
            strokeLinecap="round"
            strokeLinejoin="round"
          >
            <path d="M5 19c0-8 5-13 14-14-1 9-6 14-14 14Z" />
            <path d="M5 19 13 11" />
          </svg>
        </span>
        <span className="text-xl font-extrabold tracking-tight text-gray-900">
          Gro<span className="text-brand-600">Fresh</span>
        </span>
      </span>
      <Spinner className="size-8" />
    </div>
  );
}
