import {
  infiniteQueryOptions,
  useInfiniteQuery,
  useMutation,
  useQuery,
  useQueryClient,
} from '@tanstack/react-query';
import { toast } from 'sonner';
import { opsOrderEndpoints, type RequestOf, type StaffOrdersQuery } from '@grofresh/contracts';
import { ApiError } from '@/lib/api-client';
import { call } from '@/lib/call';
import { SOMETHING_WENT_WRONG } from '@/lib/messages';
import { queryKeys } from '@/lib/query-keys';

export type OrderFilters = Omit<StaffOrdersQuery, 'limit' | 'cursor'>;

export const staffOrdersQuery = (filters: OrderFilters) =>
  infiniteQueryOptions({
    queryKey: queryKeys.ops.orders(filters),
    queryFn: ({ pageParam, signal }) =>
      call(
        opsOrderEndpoints.list,
        { query: { ...filters, limit: 30, cursor: pageParam ?? undefined } },
        { signal },
      ),
    initialPageParam: null as string | null,
    getNextPageParam: (last) => last.nextCursor,
  });

/** The console's order list, newest first, a page at a time; refreshed by the live stream. */
export const useStaffOrders = (filters: OrderFilters) =>
  useInfiniteQuery(staffOrdersQuery(filters));

export const useStaffOrder = (id: string) =>
  useQuery({
    queryKey: queryKeys.ops.order(id),
    queryFn: async () => (await call(opsOrderEndpoints.one, { params: { id } })).order,
  });

export const useDeliveryPeople = () =>
  useQuery({
    queryKey: queryKeys.ops.deliveryPeople,
    queryFn: async () => (await call(opsOrderEndpoints.deliveryPeople, {})).people,
    staleTime: 60_000,
  });

type Move = RequestOf<typeof opsOrderEndpoints.update>;

/** Accept, deliver or cancel: the server's answer in a toast, and every list refreshed. */
export function useMoveOrder() {
  const client = useQueryClient();
  return useMutation({
    mutationFn: (move: Move) => call(opsOrderEndpoints.update, move),
    onSuccess: (answer) => {
      toast.success(`${answer.order.orderId}: ${answer.message}`);
      void client.invalidateQueries({ queryKey: queryKeys.ops.ordersAll });
      void client.invalidateQueries({ queryKey: queryKeys.ops.deliveryPeople });
    },
    onError: (error) =>
      toast.error(error instanceof ApiError ? error.message : SOMETHING_WENT_WRONG),
  });
}
