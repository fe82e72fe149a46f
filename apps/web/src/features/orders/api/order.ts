import { queryOptions, useQuery } from '@tanstack/react-query';
import type { Order } from '@grofresh/contracts';
import { api, ApiError } from '@/lib/api-client';
import { queryKeys } from '@/lib/query-keys';

export const isNotFound = (error: unknown): boolean =>
  error instanceof ApiError && error.status === 404;

export const orderQuery = (id: string) =>
  queryOptions({
    queryKey: queryKeys.orders.detail(id),
    queryFn: async () => (await api<{ order: Order }>(`/orders/${encodeURIComponent(id)}`)).order,
    // An order that is not there (or not this shopper's) will not appear on a second try.
    retry: (failures, error) => !isNotFound(error) && failures < 1,
  });

/** GET /orders/:id, by _id or orderId. */
export const useOrder = (id: string | null) =>
  useQuery({ ...orderQuery(id ?? ''), enabled: id !== null });
