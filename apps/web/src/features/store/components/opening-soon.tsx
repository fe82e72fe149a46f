import { useSyncExternalStore } from 'react';
import { Store } from 'lucide-react';
import { useStoreSetUp } from '../api/store-config';

export const OPENING_SOON = {
  title: 'Opening soon',
  body: 'This shop is still being set up. Please come back in a little while to order groceries and milk.',
} as const;

const noSubscription = () => () => undefined;

/**
 * True once the store has said it is not set up yet, in the browser only: the server paints the
 * page as usual and the browser takes over the same markup (a failed read is not in the painted
 * data), then switches to the "opening soon" notice.
 */
export function useOpeningSoon(): boolean {
  const inBrowser = useSyncExternalStore(
    noSubscription,
    () => true,
    () => false,
  );
  return useStoreSetUp() === false && inBrowser;
}

/** The shop's home before an admin has set the store up: nothing to sell yet, said kindly. */
export function OpeningSoon() {
  return (
    <section
      aria-labelledby="opening-soon"
      className="mx-auto my-12 flex max-w-md flex-col items-center gap-3 rounded-2xl border border-gray-200 bg-white px-6 py-12 text-center"
    >
      <Store className="size-10 text-brand-700" aria-hidden />
      <h1 id="opening-soon" className="text-2xl font-bold">
        {OPENING_SOON.title}
      </h1>
      <p className="text-gray-700">{OPENING_SOON.body}</p>
    </section>
  );
}
