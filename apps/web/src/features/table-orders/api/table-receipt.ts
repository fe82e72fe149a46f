import { infiniteQueryOptions, useInfiniteQuery, useQuery } from '@tanstack/react-query';
import type { tableOrderEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const mineCall = refTo<typeof tableOrderEndpoints.mine>('GET', '/table-orders/mine');
const oneCall = refTo<typeof tableOrderEndpoints.one>('GET', '/table-orders/:id');

/**
 * GET /table-orders/:id for the receipt: the shopper's own order (anyone else's is 404). A
 * missing one is not asked again.
 */
export const useTableOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.tableOrders.one(id),
    queryFn: async ({ signal }) => (await call(oneCall, { params: { id } }, { signal })).order,
    retry: (failures, error) => !(error instanceof ApiError) && failures < 1,
  });

export const myTableOrdersQuery = (userId: string) =>
  infiniteQueryOptions({
    queryKey: queryKeys.tableOrders.mine(userId),
    queryFn: ({ pageParam, signal }) =>
      call(mineCall, { query: pageParam ? { cursor: pageParam } : {} }, { signal }),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** GET /table-orders/mine: the shopper's counter orders for My Orders, newest first. */
export const useMyTableOrders = (userId: string | undefined) =>
  useInfiniteQuery({ ...myTableOrdersQuery(userId ?? ''), enabled: Boolean(userId) });
