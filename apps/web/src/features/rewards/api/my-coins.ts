import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { myCoinsEndpoint } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const mine = refTo<typeof myCoinsEndpoint>('GET', '/coins/mine-coins');

// Keyed by the API path (placing an order refreshes everything under 'coins') and the shopper.
export const myCoinsQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.coins.mine(userId),
    queryFn: ({ pageParam }) => call(mine, { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /coins/mine-coins: the balance and the history, newest first, a page at a time. */
export const useMyCoins = (userId: string | undefined) =>
  useInfiniteQuery({ ...myCoinsQuery(userId ?? ''), enabled: Boolean(userId) });
