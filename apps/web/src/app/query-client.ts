import { QueryCache, QueryClient } from '@tanstack/react-query';

/**
 * SPEC 8: failed product and category fetches are only logged, never shown; features that do
 * show an error (later issues) do it with their own toast.
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
