import { lazy, Suspense, useEffect, useState, useSyncExternalStore, type ReactNode } from 'react';
import { QueryClientProvider, type QueryClient } from '@tanstack/react-query';
import { TOAST_DURATION_MS } from '@grofresh/contracts';
import { afterStartup } from '@/lib/after-startup';
import { loadCode } from '@/lib/load-code';
import { toasterWanted, wantToaster } from '@/lib/toast';
import { createQueryClient } from './query-client';

// Outside every page's error screen: without signal it waits for the signal (lib/load-code.ts).
const Toaster = lazy(async () => ({
  default: (await loadCode(() => import('./shop-toaster'))).ShopToaster,
}));

/**
 * Server state and toasts (3 s, paused while hovered, with a close button:
 * docs/product/screens.md#every-page), shown below the page's top bar.
 */
export function Providers({ client, children }: { client?: QueryClient; children: ReactNode }) {
  const [queryClient] = useState(() => client ?? createQueryClient());
  return (
    <QueryClientProvider client={queryClient}>
      {children}
      <ToastHost />
    </QueryClientProvider>
  );
}

/**
 * The toaster loads once the page has settled, or with the first toast if that comes sooner,
 * so its code is never part of the first render. Toasts raised before it mounts show then.
 */
function ToastHost() {
  const wanted = useSyncExternalStore(toasterWanted.subscribe, toasterWanted.get, () => false);
  useEffect(() => afterStartup(wantToaster), []);
  if (!wanted) return null;
  return (
    <Suspense>
      <Toaster
        position="top-center"
        duration={TOAST_DURATION_MS}
        closeButton
        richColors
        toastOptions={{ closeButtonAriaLabel: 'Close notification' }}
      />
    </Suspense>
  );
}
