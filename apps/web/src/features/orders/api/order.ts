import { queryOptions, useQuery } from '@tanstack/react-query';
import type { orderEndpoints } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call, refTo } from '@/lib/call';
import { queryKeys } from '@/lib/query-keys';

const one = refTo<typeof orderEndpoints.one>('GET', '/orders/:id');

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async () => (await call(one, { params: { id } })).order,
    // An order that is not there (or not this shopper's) will not appear on a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** GET /orders/:id, by _id or orderId. */
export const useOrder = (id: string | null) =>
  useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });
