import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { MyCoins } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

// Keyed by the API path (placing an order refreshes everything under 'coins') and the shopper.
export const myCoinsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.coins.mine(userId),
    queryFn: ({ pageParam }) =>
      api<MyCoins>(
        pageParam
          ? `/coins/mine-coins?cursor=${encodeURIComponent(pageParam)}`
          : '/coins/mine-coins',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /coins/mine-coins: the balance and the history, newest first, a page at a time. */
export const useMyCoins = (userId: string | undefined) =>
  useInfiniteQuery({ ...myCoinsQuery(userId ?? ''), enabled: Boolean(userId) });
