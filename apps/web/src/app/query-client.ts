import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * Failed product and category fetches are only logged, never shown
 * (docs/product/messages.md#only-logged); features that do show an error do it with their own
 * toast.
 */
export const createQueryClient = () =>
  new QueryClient({
    queryCache: new QueryCache({ onError: (error) => console.error(error) }),
    defaultOptions: {
      // Offline, reads still go out once: the service worker (public/sw.js) answers the
      // catalog's with the last copy it kept, instead of the page waiting for a connection.
      queries: { retry: 1, refetchOnWindowFocus: false, networkMode: 'offlineFirst' },
    },
  });
