import { infiniteQueryOptions, useInfiniteQuery } from '@tanstack/react-query';
import type { OrderListEntry } from '@grofresh/contracts';
import { api } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

interface OrdersPage {
  orders: OrderListEntry[];
  nextCursor: string | null;
}

// Keys follow the API path (the checkout refreshes everything under 'orders' after placing
// one) and name the shopper, so another sign-in on this device never sees these.
export const myOrdersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.orders.mine(userId),
    queryFn: ({ pageParam }) =>
      api<OrdersPage>(
        pageParam ? `/orders/all-user?cursor=${encodeURIComponent(pageParam)}` : '/orders/all-user',
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /orders/all-user, newest first, a page at a time. */
export const useMyOrders = (userId: string | undefined) =>
  useInfiniteQuery({ ...myOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
