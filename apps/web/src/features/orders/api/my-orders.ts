import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { orderEndpoints } from '@grofresh/contracts';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const mine = refTo<typeof orderEndpoints.mine>('GET', '/orders/all-user');

// Keys follow the API path (the checkout refreshes everything under 'orders' after placing
// one) and name the shopper, so another sign-in on this device never sees these.
export const myOrdersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: ({ pageParam }) => call(mine, { query: { cursor: pageParam ?? undefined } }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /orders/all-user, newest first, a page at a time. */
export const useMyOrders = (userId: string | undefined) =>
  useInfiniteQuery({ ...myOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
